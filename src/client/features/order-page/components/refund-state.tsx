import { BanknoteIcon, CircleCheckIcon, ClockIcon, LandmarkIcon } from 'lucide-react'
import type { OrderPageRefund } from '#shared/contracts/order-page'
import { formatEuro } from '#shared/domain/money'
import { cn } from '#client/lib/cn'
import { refundNote } from '../refund-format'

const icons: Record<OrderPageRefund['state'], typeof ClockIcon> = {
  owed: ClockIcon,
  pending: BanknoteIcon,
  refunded: CircleCheckIcon,
  charged_back: LandmarkIcon,
}

/** The money is back with the buyer: paid back by the seller, or returned by their bank. */
const back: readonly OrderPageRefund['state'][] = ['refunded', 'charged_back']

/**
 * Money coming back to the buyer (decisions 028, 052): how far it got ('Wordt terugbetaald', 'Terugbetaling
 * onderweg', '€ 50,50 terugbetaald, € 104,40 volgt nog', 'Terugbetaald op 3 maart 2026', 'Teruggeboekt
 * door je bank') with the amount, and what that means for them.
 */
export function RefundState({ refund }: { refund: OrderPageRefund }) {
  const Icon = icons[refund.state]
  return (
    <div className="grid gap-1 rounded-[var(--radius)] border border-border bg-muted/50 px-3 py-2">
      {/* The amount keeps its place at the right when the state wraps on a phone ('Terugbetaald op 27 november 2026'). */}
      <p className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-2 font-semibold">
        <Icon aria-hidden className={cn('mt-1 size-4', back.includes(refund.state) ? 'text-success' : 'text-muted-foreground')} />
        <span>{refund.stateText}</span>
        <span className="text-right tabular-nums">
          <span className="sr-only">Bedrag: </span>
          {formatEuro(refund.amountCents)}
        </span>
      </p>
      <p className="text-sm text-muted-foreground">{refundNote(refund)}</p>
    </div>
  )
}
