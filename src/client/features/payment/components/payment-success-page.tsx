import { CircleCheckIcon, CircleXIcon, ClockIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { paymentSuccessText, type PaymentState, type Purchase } from '../payment-success-text'
import { PaymentResult } from './payment-result'

const iconOf: Record<PaymentState, ReactNode> = {
  checking: <ClockIcon aria-hidden className="size-12 justify-self-center text-muted-foreground" />,
  open: <ClockIcon aria-hidden className="size-12 justify-self-center text-muted-foreground" />,
  unknown: <CircleCheckIcon aria-hidden className="size-12 justify-self-center text-success" />,
  paid: <CircleCheckIcon aria-hidden className="size-12 justify-self-center text-success" />,
  failed: <CircleXIcon aria-hidden className="size-12 justify-self-center text-destructive" />,
}

/**
 * product.md 2.8: the buyer is back from a checkout. What it says follows the payment (decision 043):
 * being processed while the provider confirms, in once it is, with what the payment got the buyer
 * (`place`: their place in the queue, or their Pack Battle spot). The sentence is a polite live
 * region, so a screen reader hears it change. The route empties the cart, and may add what the
 * checkout earned (`children`, from the leaderboard) and the link to the order page (`orderLink`).
 * With that link the page stays until the buyer moves on (decision 021); without it, home after 3 seconds.
 */
export function PaymentSuccessPage({
  purchase,
  state,
  place,
  children,
  orderLink,
}: {
  purchase: Purchase
  state: PaymentState
  place?: ReactNode
  children?: ReactNode
  orderLink?: ReactNode
}) {
  const { title, text } = paymentSuccessText(purchase, state)
  return (
    <PaymentResult icon={iconOf[state]} title={title} action={orderLink} redirectHome={!orderLink}>
      <p role="status" aria-live="polite" className="text-muted-foreground">
        {text}
      </p>
      {place && <div className="text-left">{place}</div>}
      {children}
    </PaymentResult>
  )
}
