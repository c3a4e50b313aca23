import type { OrderPageOrder } from '#shared/contracts/order-page'
import { formatEuro } from '#shared/domain/money'
import { heldUntilText } from '#shared/domain/shipping-window'
import { stateTone } from '../order-page-format'
import { StateBadge } from './state-badge'

/**
 * One order of the page: product, quantity, price, its state in the buyer's words, and the held-until
 * day, or instead what became of the cards (`shippingNote`: lapsed, or in a shipment; decision 022).
 */
export function OrderLine({ order, shippingNote }: { order: OrderPageOrder; shippingNote?: string | undefined }) {
  return (
    <li className="grid gap-2 border-b border-border py-3 last:border-b-0">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-semibold [overflow-wrap:anywhere]">
          {order.productName} <span className="font-normal text-muted-foreground">× {order.quantity}</span>
        </p>
        <p className="tabular-nums">{formatEuro(order.unitPriceCents * order.quantity)}</p>
      </div>
      <StateBadge tone={stateTone(order.status)}>{order.stateText}</StateBadge>
      {shippingNote ? (
        <p className="text-sm text-muted-foreground">{shippingNote}</p>
      ) : (
        order.heldUntil && <p className="text-sm text-muted-foreground">{heldUntilText(order.heldUntil)}</p>
      )}
    </li>
  )
}
