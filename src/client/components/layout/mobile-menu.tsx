import { MenuIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import type { Collection } from '#shared/contracts/collections'
import { Button } from '../ui/button'

// Loaded on first use: the dialog code (focus trap, scroll lock) is not in the first download.
const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog').then((m) => ({ default: m.MobileMenuDialog })))

/** product.md 2.2: the menu button of small screens, opening the full-screen mobile menu. */
export function MobileMenu({ shopName, collections }: { shopName: string; collections: Collection[] }) {
  const [open, setOpen] = useState(false)
  // Once used, the dialog stays mounted, so it keeps its own trigger and returns focus to it.
  const [used, setUsed] = useState(false)
  const button = (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-label="Menu openen"
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => {
        setUsed(true)
        setOpen(true)
      }}
    >
      <MenuIcon />
    </Button>
  )
  if (!used) return button
  return (
    <Suspense fallback={button}>
      <MobileMenuDialog shopName={shopName} collections={collections} open={open} onOpenChange={setOpen} trigger={button} />
    </Suspense>
  )
}
