import { ShoppingCartIcon } from 'lucide-react'
import { lazy } from 'react'
import { Button } from '#client/components/ui/button'
import { LazyDialog } from '#client/components/ui/lazy-dialog'
import { selectCartCount, useCartStore } from '../cart-store'

// Loaded on first use: the drawer's dialog code (focus trap, scroll lock) is not in the first download.
const CartDrawer = lazy(() => import('./cart-drawer').then((m) => ({ default: m.CartDrawer })))

/**
 * product.md 2.4: the floating cart button at the bottom right, with the number of items, opening the
 * drawer. It sits above the page and footer (z-40) but under dialogs (z-50) and toasts (z-100). It is
 * always seen and always tappable (decision 054): the page leaves room for it at its end (root-layout),
 * and every page scrolls at least that far, so whatever lies under it comes out with a flick.
 */
export function CartButton() {
  const count = useCartStore(selectCartCount)
  const trigger = (open: boolean, onOpen: () => void) => (
    <Button
      size="icon"
      aria-label="Winkelwagen openen"
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onOpen}
      aria-describedby={count > 0 ? 'cart-button-count' : undefined}
      className="fixed right-4 bottom-4 z-40 size-14 rounded-full shadow-lg sm:right-6 sm:bottom-6 [&_svg]:size-6"
    >
      <ShoppingCartIcon aria-hidden />
      {count > 0 && (
        <span
          className="absolute -top-1 -right-1 flex h-6 min-w-6 items-center justify-center rounded-full border-2 border-card bg-destructive px-1 text-xs font-bold text-destructive-foreground"
          aria-hidden
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
      {count > 0 && (
        <span id="cart-button-count" className="sr-only">
          {count === 1 ? '1 artikel in je winkelwagen' : `${count} artikelen in je winkelwagen`}
        </span>
      )}
    </Button>
  )
  return <LazyDialog trigger={trigger} dialog={(props) => <CartDrawer {...props} />} />
}
