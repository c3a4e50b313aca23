import type { AdminLapsedOrder } from '#shared/contracts/admin-shipments'
import { formatShopDay } from '#shared/domain/shop-time'
import { Badge } from '#client/components/ui/badge'
import { ProductQuantity } from '#client/components/ui/product-quantity'

/** decision 022: live orders whose 45 days ended without a shipment: their cards are free for giveaways. */
export function LapsedOrders({ orders }: { orders: readonly AdminLapsedOrder[] }) {
  return (
    <ul aria-label="Vervallen bestellingen, de laatste eerst" className="grid gap-2">
      {orders.map((order) => (
        <li key={order.orderId} className="grid gap-1 rounded-[var(--radius)] border border-border bg-card p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="font-semibold">
              <ProductQuantity name={order.productName} quantity={order.quantity} />
            </p>
            <p className="text-sm font-medium">{order.tiktokUsername}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">Vervallen op {formatShopDay(order.lastDay)}</span>
            <Badge variant="success">Vrij voor giveaways</Badge>
          </div>
        </li>
      ))}
    </ul>
  )
}
