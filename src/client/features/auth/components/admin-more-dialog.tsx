import { EllipsisIcon, LogOutIcon, XIcon } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState, type ReactNode } from 'react'
import { NavLink } from 'react-router'
import { Button } from '#client/components/ui/button'
import { useLogOutToHome } from '../api/log-out'
import type { AdminNavItem } from '../admin-nav'
import { NavCount } from './nav-count'

const itemClass =
  'flex min-h-12 items-center gap-3 rounded-md px-3 text-base font-medium hover:bg-muted aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground [&_svg]:size-5 [&_svg]:shrink-0'

type Props = {
  items: readonly AdminNavItem[]
  /** The page on screen is one of these: the tab is marked, as the bar's other tabs are. */
  holdsCurrent: boolean
  tabClassName: string
  /** What waits behind each item (decision 055), shown beside its name. */
  countOf: (item: AdminNavItem) => number
  /** The tab's own count: what waits behind all of them. */
  count: ReactNode
}

/**
 * The bottom bar's 'Meer' (decision 041): a sheet from the bottom, within the thumb's reach, with the
 * pages that are not in the bar and 'Uitloggen', each with what waits on it (decision 055). A dialog: focus stays in it, Escape closes it.
 */
export function AdminMoreDialog({ items, holdsCurrent, tabClassName, countOf, count }: Props) {
  const [open, setOpen] = useState(false)
  const logOut = useLogOutToHome()
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={tabClassName} data-current={holdsCurrent || undefined}>
        <EllipsisIcon aria-hidden className="size-5" />
        Meer
        {count}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 grid max-h-[85dvh] gap-2 overflow-y-auto rounded-t-[var(--radius)] border-t border-border bg-card p-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-xl md:hidden"
        >
          <div className="flex items-center justify-between pl-3">
            <Dialog.Title className="text-lg font-semibold">Meer</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Sluiten">
                <XIcon aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <nav aria-label="Meer beheer">
            <ul className="grid gap-0.5">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={itemClass} onClick={() => setOpen(false)}>
                    <item.icon aria-hidden />
                    {item.label}
                    <NavCount count={countOf(item)} className="ml-auto" />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <button type="button" className={`${itemClass} border-t border-border`} onClick={logOut}>
            <LogOutIcon aria-hidden />
            Uitloggen
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
