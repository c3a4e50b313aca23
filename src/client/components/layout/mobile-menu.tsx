import { MenuIcon } from 'lucide-react'
import { lazy } from 'react'
import type { Collection } from '#shared/contracts/collections'
import { Button } from '../ui/button'
import { LazyDialog } from '../ui/lazy-dialog'

/** The active Pack Battle in the phone menu (decision 043): where it is on home, and how full it is. */
export type BattleMenuLink = { to: string; note: string }

// Loaded on first use: the dialog code (focus trap, scroll lock) is not in the first download.
const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog').then((m) => ({ default: m.MobileMenuDialog })))

/** product.md 2.2: the menu button of small screens, opening the full-screen mobile menu. */
export function MobileMenu({
  shopName,
  collections,
  activeBattle,
}: {
  shopName: string
  collections: Collection[]
  activeBattle?: BattleMenuLink | undefined
}) {
  return (
    <LazyDialog
      trigger={(open, onOpen) => (
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Menu openen"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={onOpen}
        >
          <MenuIcon />
        </Button>
      )}
      dialog={(props) => (
        <MobileMenuDialog shopName={shopName} collections={collections} activeBattle={activeBattle} {...props} />
      )}
    />
  )
}
