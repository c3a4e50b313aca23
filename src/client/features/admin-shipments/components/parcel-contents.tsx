import type { Parcel } from '#shared/contracts/admin-shipments'
import { Badge } from '#client/components/ui/badge'

/** What goes in the parcel: each order's product and quantity; a pack not yet opened on stream says so. */
export function ParcelContents({ parcel }: { parcel: Pick<Parcel, 'reference' | 'orders'> }) {
  return (
    <ul aria-label={`Inhoud van ${parcel.reference}`} className="grid content-start gap-1 text-sm">
      {parcel.orders.map((order) => (
        <li key={order.orderId} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>
            <span className="font-medium">{order.productName}</span> × {order.quantity}
          </span>
          {!order.opened && <Badge variant="warning">Nog niet geopend</Badge>}
        </li>
      ))}
    </ul>
  )
}
