import type { LapsedOrder } from '#shared/contracts/shipping'
import { Card } from '#client/components/ui/card'
import { LAPSED_TEXT, lapsedOrderNote } from '../shipping-format'
import { ProductQuantity } from '#client/components/ui/product-quantity'

/** Orders whose 45 days ended without a request: 'vervallen' (product.md 2.7, decision 022). */
export function LapsedOrdersCard({ lapsed }: { lapsed: readonly LapsedOrder[] }) {
  return (
    <Card aria-labelledby="lapsed-orders-heading">
      <div className="grid gap-1">
        <h2 id="lapsed-orders-heading" className="text-lg font-bold">
          Vervallen
        </h2>
        <p className="text-sm text-muted-foreground">{LAPSED_TEXT}</p>
      </div>
      <ul>
        {lapsed.map((order) => (
          <li key={order.orderId} className="grid gap-0.5 border-b border-border py-2 first:pt-0 last:border-b-0 last:pb-0">
            <p className="font-medium [overflow-wrap:anywhere]">
              <ProductQuantity name={order.productName} quantity={order.quantity} quantityClassName="text-muted-foreground" />
            </p>
            <p className="text-sm text-muted-foreground">{lapsedOrderNote(order)}</p>
          </li>
        ))}
      </ul>
    </Card>
  )
}
