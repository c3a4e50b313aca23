import type { OrderPageOrder } from '#shared/contracts/order-page'
import { battleFormatLabel } from '#shared/domain/battle-formats'
import { battleFormatBuyerText } from '#shared/domain/battle-format-texts'
import { formatEuro } from '#shared/domain/money'
import { orderWithdrawalText } from '#shared/domain/order-page'
import { heldUntilText } from '#shared/domain/shipping-window'
import { stateTone } from '../order-page-format'
import { OrderOpening } from './order-opening'
import { RefundState } from './refund-state'
import { StateBadge } from './state-badge'
import { ProductQuantity } from '#client/components/ui/product-quantity'

/**
 * One order of the page: product, quantity, price, its state in the buyer's words, and the held-until
 * day, or instead what became of the cards (`shippingNote`: lapsed, or in a shipment; decision 022).
 * An order the seller cancelled shows its money coming back (decision 028); one the buyer withdrew
 * from, when the statement was received and what the seller decided (decision 055). One opened during
 * a live, when and how long, and the replay there once set (decision 061). A Pack Battle's line (a spot,
 * or the cards it gave) says the battle's format (decision 064).
 */
export function OrderLine({
  order,
  shippingNote,
  heldUntil,
}: {
  order: OrderPageOrder
  shippingNote?: string | undefined
  /**
   * The last day by the shipping part's answer, which applies the one rule of the window (45 days from
   * the later of payment and opening; a pack in the queue never lapses, decision 028): null when it
   * holds nothing for this order, undefined until it is read (then the order's own day shows).
   */
  heldUntil?: string | null | undefined
}) {
  const lastDay = heldUntil === undefined ? order.heldUntil : heldUntil
  return (
    <li className="grid gap-2 border-b border-border py-3 last:border-b-0">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-semibold [overflow-wrap:anywhere]">
          <ProductQuantity name={order.productName} quantity={order.quantity} quantityClassName="text-muted-foreground" />
        </p>
        <p className="tabular-nums">{formatEuro(order.unitPriceCents * order.quantity)}</p>
      </div>
      {/* A pack waiting while the seller decides on its withdrawal is no longer simply in the queue (decision 055). */}
      <StateBadge tone={order.withdrawal?.decision === 'open' ? 'waiting' : stateTone(order.status)}>{order.stateText}</StateBadge>
      {order.battleFormat && (
        <p className="text-sm">
          <span className="font-semibold">Vorm: {battleFormatLabel[order.battleFormat]}.</span>{' '}
          <span className="text-muted-foreground">{battleFormatBuyerText[order.battleFormat]}</span>
        </p>
      )}
      {order.opening && <OrderOpening opening={order.opening} />}
      {order.withdrawal && <p className="text-sm">{orderWithdrawalText(order.withdrawal)}</p>}
      {shippingNote ? (
        <p className="text-sm text-muted-foreground">{shippingNote}</p>
      ) : (
        lastDay && <p className="text-sm text-muted-foreground">{heldUntilText(lastDay)}</p>
      )}
      {order.refund && <RefundState refund={order.refund} />}
    </li>
  )
}
