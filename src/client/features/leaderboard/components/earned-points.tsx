import { StarIcon } from 'lucide-react'
import { usePaymentPoints } from '../api/payment-points'
import { pointsText } from '../leaderboard-format'

/**
 * Decision 009: on the payment success page, what the paid order(s) earned. While the provider is still
 * confirming, what they will earn. Nothing for a payment without points (or an unknown one).
 */
export function EarnedPoints({ paymentId }: { paymentId: string | null }) {
  const earned = usePaymentPoints(paymentId)
  const points = earned.data?.points ?? 0
  return (
    <div role="status" className="empty:hidden">
      {earned.data?.status === 'paid' && points > 0 && (
        <p className="flex items-center justify-center gap-2 text-lg font-semibold text-amber-700">
          <StarIcon aria-hidden className="size-5 fill-amber-400 text-amber-500" />
          Je hebt {pointsText(points)} verdiend
        </p>
      )}
      {earned.data?.status === 'open' && points > 0 && (
        <p className="text-muted-foreground">Je verdient {pointsText(points)} zodra je betaling is bevestigd.</p>
      )}
    </div>
  )
}
