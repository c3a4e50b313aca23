import type { AdminOrder } from '#shared/contracts/admin-orders'
import { Card } from '#client/components/ui/card'
import { CompleteOrderButton } from './complete-order-button'
import { orderTitle, packsLabel, shippingMethodLabel } from '../order-format'
import { WithdrawalFlag } from './withdrawal-flag'

/**
 * 'Nu aan de beurt' (product.md 4): the buyer whose pack the seller opens now, large enough to read out
 * on stream, what they bought, and 'Afronden' across the card's width, under the thumb (decision 040);
 * an order its buyer withdrew from is flagged above it (decision 055).
 */
export function NextOrderCard({ order }: { order: AdminOrder }) {
  const title = orderTitle(order) ?? 'Product niet gevonden'
  return (
    <Card aria-labelledby="next-order-title" className="gap-3 border-primary ring-1 ring-primary">
      <h2 id="next-order-title" className="text-sm font-semibold text-primary">
        Nu aan de beurt
      </h2>
      <p className="text-3xl leading-tight font-extrabold break-words">{order.tiktokUsername}</p>
      <div className="flex items-center gap-3">
        {order.product?.imageUrl && (
          <img src={order.product.imageUrl} alt="" width={56} height={56} className="size-14 shrink-0 rounded-md object-cover" />
        )}
        <div className="grid min-w-0 gap-0.5">
          <p className="text-lg font-semibold break-words">{title}</p>
          <p className="text-sm text-muted-foreground">
            {packsLabel(order.quantity)} · {shippingMethodLabel(order.shippingMethod)}
          </p>
        </div>
      </div>
      <WithdrawalFlag order={order} />
      <CompleteOrderButton order={order} className="h-14 w-full text-lg" />
    </Card>
  )
}
