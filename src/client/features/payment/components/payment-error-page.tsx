import { CircleXIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { PaymentResult } from './payment-result'

/**
 * product.md 2.8: the payment did not go through; the cart is left as it was. The page stays until the
 * buyer moves on (decision 042): `retry`, the way back into the checkout, comes first, then home.
 */
export function PaymentErrorPage({ retry }: { retry?: ReactNode }) {
  return (
    <PaymentResult
      icon={<CircleXIcon aria-hidden className="size-12 justify-self-center text-destructive" />}
      title="Betaling mislukt"
      action={retry}
      redirectHome={false}
    >
      <div
        role="alert"
        className="rounded-[var(--radius)] border border-destructive bg-destructive/10 p-4 text-left text-sm text-destructive"
      >
        Je betaling is niet voltooid. De producten staan nog in je winkelwagen, dus je kunt het zo opnieuw proberen.
      </div>
    </PaymentResult>
  )
}
