import { ChevronDownIcon, XIcon } from 'lucide-react'
import { Collapsible, Dialog } from 'radix-ui'
import { useRef, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { Collection } from '#shared/contracts/collections'
import { Button } from '../ui/button'
import type { BattleMenuLink } from './mobile-menu'

const itemClass = 'block rounded-md px-3 py-3 text-lg font-medium hover:bg-muted'

type Props = {
  shopName: string
  collections: Collection[]
  /** The active Pack Battle, listed while one is active (decision 043). */
  activeBattle?: BattleMenuLink | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens the menu; focus returns to it on close. */
  trigger: ReactNode
}

/**
 * product.md 2.2: the full-screen mobile menu, with Collecties as an expandable list, and while a Pack
 * Battle is active, the way to it (decision 043).
 */
export function MobileMenuDialog({ shopName, collections, activeBattle, open, onOpenChange, trigger }: Props) {
  const close = () => onOpenChange(false)
  // The battle's section takes focus once it is in view; the menu must not send it back to its button.
  const focusStaysOnPage = useRef(false)
  const goToBattle = () => {
    focusStaysOnPage.current = true
    close()
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          className="fixed inset-0 z-50 overflow-y-auto bg-background p-4 md:hidden"
          onCloseAutoFocus={(event) => {
            if (focusStaysOnPage.current) event.preventDefault()
            focusStaysOnPage.current = false
          }}
        >
          <div className="flex h-12 items-center justify-between">
            <Dialog.Title className="text-lg font-extrabold text-primary">{shopName}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Menu sluiten">
                <XIcon />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Navigatie</Dialog.Description>
          <nav aria-label="Mobiel menu" className="mt-4 grid gap-1">
            <Link to="/" className={itemClass} onClick={close}>
              Home
            </Link>
            {activeBattle && (
              <Link to={activeBattle.to} className={`${itemClass} grid`} onClick={goToBattle}>
                Pack Battle
                <span className="text-sm font-normal text-muted-foreground">{activeBattle.note}</span>
              </Link>
            )}
            <Collapsible.Root>
              <Collapsible.Trigger className={`${itemClass} group flex w-full items-center justify-between text-left`}>
                Collecties
                <ChevronDownIcon aria-hidden className="size-5 transition-transform group-data-[state=open]:rotate-180" />
              </Collapsible.Trigger>
              <Collapsible.Content>
                <ul className="grid gap-0.5 pl-4">
                  {collections.map((collection) => (
                    <li key={collection.id}>
                      <Link
                        to={`/collections/${collection.slug}`}
                        className="flex min-h-11 items-center rounded-md px-3 py-2 text-base hover:bg-muted"
                        onClick={close}
                      >
                        {collection.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Collapsible.Content>
            </Collapsible.Root>
            <Link to="/contact" className={itemClass} onClick={close}>
              Contact
            </Link>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
