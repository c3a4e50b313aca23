import type { AdminHeldOrder } from '#shared/contracts/admin-shipments'
import { formatShopDay } from '#shared/domain/shop-time'
import { Badge } from '#client/components/ui/badge'
import { cn } from '#client/lib/cn'
import { daysLeftText, isEndingSoon } from '../desk-format'
import { ProductQuantity } from '#client/components/ui/product-quantity'

/**
 * decision 022: the live orders whose cards are kept, the soonest last day first (the server's
 * order). Those within seven days of their last day stand out; a request waiting for its payment
 * says so. A pack still in the queue has no last day yet: it is kept 45 days from its opening
 * (decision 028), so it never stands out.
 */
export function HeldOrders({ orders, now }: { orders: readonly AdminHeldOrder[]; now: Date }) {
  return (
    <ul aria-label="Bewaarde bestellingen, de eerste laatste dag bovenaan" className="grid gap-2">
      {orders.map((order) => {
        const soon = order.opened && isEndingSoon(order.lastDay, now)
        return (
          <li
            key={order.orderId}
            className={cn(
              'grid gap-0.5 rounded-[var(--radius)] border px-3 py-2',
              soon ? 'border-amber-400 bg-amber-50' : 'border-border bg-card',
            )}
          >
            <p className="font-semibold">
              <ProductQuantity name={order.productName} quantity={order.quantity} />
            </p>
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <span className="font-medium">{order.tiktokUsername}</span>
              <span className={soon ? 'font-semibold text-amber-950' : 'text-muted-foreground'}>
                {order.opened ? `Bewaard tot ${formatShopDay(order.lastDay)}` : 'Bewaard tot 45 dagen na het openen'}
              </span>
              {soon && <Badge variant="warning">{daysLeftText(order.lastDay, now)}</Badge>}
              {order.requested && <Badge variant="default">Verzending aangevraagd</Badge>}
              {!order.opened && <Badge variant="outline">Nog niet geopend</Badge>}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
