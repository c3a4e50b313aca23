import { ArrowLeftIcon, XIcon } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from '#client/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '#client/components/ui/sheet'
import { ToastSlot } from '#client/components/ui/toast-slot'
import { cartDrawerShown } from '../added-toast'
import { CartList } from './cart-list'
import { CheckoutFormUnavailable } from './checkout-form-unavailable'

// The form, react-hook-form and zod load only when the buyer goes to the details step.
const CheckoutForm = lazy(() =>
  import('./checkout-form')
    .then((m) => ({ default: m.CheckoutForm }))
    .catch((error: unknown) => {
      console.error('Could not load the checkout form', error)
      return { default: CheckoutFormUnavailable }
    }),
)

export type CartStep = 'cart' | 'details'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The element that opens the drawer; focus returns to it on close. */
  trigger: ReactNode
  /** The step it opens on: the cart, or straight to the details to try a failed payment again (product.md 2.8). */
  initialStep?: CartStep
}

/** product.md 2.5: the cart drawer, a right-hand dialog with two steps: the cart, then 'Aflevergegevens'. */
export function CartDrawer({ open, onOpenChange, trigger, initialStep = 'cart' }: Props) {
  const [step, setStep] = useState<CartStep>(initialStep)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const stepChanged = useRef(false)

  useEffect(() => {
    cartDrawerShown(open)
    return () => cartDrawerShown(false)
  }, [open])

  // The button that was pressed disappears with its step: move focus to the new step's title.
  useEffect(() => {
    if (stepChanged.current) titleRef.current?.focus()
  }, [step])

  const goTo = (next: CartStep) => {
    stepChanged.current = true
    setStep(next)
  }

  const changeOpen = (next: boolean) => {
    if (!next) {
      stepChanged.current = false
      setStep(initialStep)
    }
    onOpenChange(next)
  }

  const isDetails = step === 'details'
  return (
    <Sheet open={open} onOpenChange={changeOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent>
        <header className="flex items-center gap-2 border-b border-border px-4 py-3">
          {/* product.md 2.5: back to the cart from the details, close from the cart. */}
          {isDetails ? (
            <Button variant="ghost" size="icon" aria-label="Terug naar winkelwagen" onClick={() => goTo('cart')}>
              <ArrowLeftIcon aria-hidden />
            </Button>
          ) : (
            <Button variant="ghost" size="icon" aria-label="Winkelwagen sluiten" onClick={() => changeOpen(false)}>
              <XIcon aria-hidden />
            </Button>
          )}
          <SheetTitle ref={titleRef} tabIndex={-1} className="outline-none">
            {isDetails ? 'Aflevergegevens' : 'Winkelwagen'}
          </SheetTitle>
          <SheetDescription className="sr-only">
            {isDetails ? 'Vul je gegevens in en kies hoe je je bestelling ontvangt.' : 'De producten in je winkelwagen.'}
          </SheetDescription>
        </header>
        {/* decision 042: a toast shown while the drawer is open stands here, under its back and close buttons. */}
        <ToastSlot className="border-b border-border p-3" />
        <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">
          {isDetails ? (
            <Suspense fallback={<p className="p-4 text-muted-foreground" role="status">Formulier laden...</p>}>
              <CheckoutForm onFailure={() => changeOpen(false)} onShortage={() => goTo('cart')} />
            </Suspense>
          ) : (
            <CartList onCheckout={() => goTo('details')} />
          )}
        </div>
      </SheetContent>
    </Sheet>
  )
}
