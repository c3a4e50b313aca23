import { ChevronDownIcon, XIcon } from 'lucide-react'
import { Collapsible, Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Collection } from '#shared/contracts/collections'
import { Button } from '../ui/button'

const itemClass = 'block rounded-md px-3 py-3 text-lg font-medium hover:bg-muted'

type Props = {
  shopName: string
  collections: Collection[]
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens the menu; focus returns to it on close. */
  trigger: ReactNode
}

/** product.md 2.2: the full-screen mobile menu, with Collecties as an expandable list. */
export function MobileMenuDialog({ shopName, collections, open, onOpenChange, trigger }: Props) {
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className="fixed inset-0 z-50 overflow-y-auto bg-background p-4 md:hidden">
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
                        className="block rounded-md px-3 py-2 text-base hover:bg-muted"
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
