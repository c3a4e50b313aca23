import { RotateCcwIcon } from 'lucide-react'
import { lazy } from 'react'
import { Button } from '#client/components/ui/button'
import { LazyDialog } from '#client/components/ui/lazy-dialog'
import { useCartStore } from '../cart-store'

const CartDrawer = lazy(() => import('./cart-drawer').then((m) => ({ default: m.CartDrawer })))

/**
 * product.md 2.8: after a failed payment, 'Opnieuw proberen' opens the cart drawer at 'Aflevergegevens',
 * the cart and the details as the buyer left them (decision 042), so paying again is one tap away; the
 * back button shows the cart. With an empty cart it opens on the cart, which says so.
 */
export function RetryCheckoutButton() {
  const hasLines = useCartStore((s) => s.lines.length > 0)
  const trigger = (open: boolean, onOpen: () => void) => (
    <Button size="lg" aria-haspopup="dialog" aria-expanded={open} onClick={onOpen}>
      <RotateCcwIcon aria-hidden />
      Opnieuw proberen
    </Button>
  )
  return (
    <LazyDialog
      trigger={trigger}
      dialog={(props) => <CartDrawer {...props} initialStep={hasLines ? 'details' : 'cart'} />}
    />
  )
}
