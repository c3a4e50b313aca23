import { CircleCheckIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { PaymentResult } from './payment-result'

/**
 * product.md 2.8: the buyer is back from a paid checkout. The route empties the cart, and may add what
 * the checkout earned (`children`, from the leaderboard) and the link to the order page (`orderLink`).
 * With that link the page stays until the buyer moves on (decision 021); without it, home after 3 seconds.
 */
export function PaymentSuccessPage({
  children,
  orderLink,
  spot = false,
}: {
  children?: ReactNode
  orderLink?: ReactNode
  /** A Pack Battle spot was paid, not a cart (decision 023). */
  spot?: boolean
}) {
  return (
    <PaymentResult
      icon={<CircleCheckIcon aria-hidden className="size-12 justify-self-center text-success" />}
      title="Bestelling ontvangen!"
      action={orderLink}
      redirectHome={!orderLink}
    >
      <p className="text-muted-foreground">
        {spot
          ? 'Bedankt! Je betaling wordt verwerkt; zodra die bevestigd is, staat je naam op je plek in de Pack Battle.'
          : 'Bedankt voor je bestelling. Je betaling wordt verwerkt; zodra die bevestigd is, komt je bestelling in de wachtrij en openen we je packs live.'}
      </p>
      {children}
    </PaymentResult>
  )
}
