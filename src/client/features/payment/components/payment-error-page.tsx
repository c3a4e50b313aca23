import { CircleXIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { paymentErrorText } from '../payment-error-text'
import type { Purchase } from '../payment-success-text'
import { PaymentResult } from './payment-result'

type Props = {
  /** The buyer's way back: into the checkout for the cart, to the spot for a Pack Battle spot (decision 054). */
  retry?: ReactNode
  /** What the payment was for: the cart (the default), or a Pack Battle spot. */
  purchase?: Purchase
  /** The spot, for a spot's payment, when this tab knows it. */
  spotNumber?: number | undefined
}

/**
 * product.md 2.8: the payment did not go through. For the cart, the cart is left as it was; for a spot,
 * the spot is free again. The page stays until the buyer moves on (decision 042): `retry`, the way back,
 * comes first, then home.
 */
export function PaymentErrorPage({ retry, purchase = 'cart', spotNumber }: Props) {
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
        {paymentErrorText(purchase, spotNumber)}
      </div>
    </PaymentResult>
  )
}
