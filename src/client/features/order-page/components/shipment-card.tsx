import type { BuyerShipment } from '#shared/contracts/shipping'
import { formatEuro } from '#shared/domain/money'
import { countryLabel } from '#shared/domain/shipping'
import { Button } from '#client/components/ui/button'
import { ExternalLinkButton } from '#client/components/ui/external-link-button'
import { isNavigableUrl } from '#client/lib/navigable-url'
import { shipmentNote, shipmentStateText, shipmentTitle, shipmentTone, shopDay } from '../shipping-format'
import { StateBadge } from './state-badge'
import { ProductQuantity } from '#client/components/ui/product-quantity'

/**
 * One of the buyer's shipments (product.md 2.13): a request or a PostNL checkout's parcel, with its
 * state in the buyer's words and what it means, the way to go on paying while it waits for payment,
 * and PostNL's track & trace once it was sent. A paid parcel that holds a pack still in the queue
 * waits for the opening (`waitsForOpening`, decision 043).
 */
export function ShipmentCard({ shipment, waitsForOpening = false }: { shipment: BuyerShipment; waitsForOpening?: boolean }) {
  const titleId = `shipment-${shipment.id}`
  const requested = shopDay(shipment.createdAt)
  const payUrl = shipment.status === 'awaiting_payment' && shipment.checkoutUrl && isNavigableUrl(shipment.checkoutUrl) ? shipment.checkoutUrl : null
  return (
    <article aria-labelledby={titleId} className="grid gap-2 border-b border-border py-3 first:pt-0 last:border-b-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="font-semibold">
          {shipmentTitle(shipment)}
        </h3>
        <p className="tabular-nums">
          <span className="sr-only">Verzendkosten: </span>
          {formatEuro(shipment.feeCents)}
        </p>
      </div>
      <StateBadge tone={waitsForOpening ? 'waiting' : shipmentTone(shipment.status)}>
        {shipmentStateText(shipment, waitsForOpening)}
      </StateBadge>
      <p className="text-sm">{shipmentNote(shipment, waitsForOpening)}</p>
      {payUrl && (
        <Button asChild className="justify-self-start">
          <a href={payUrl}>Verder met betalen</a>
        </Button>
      )}
      {shipment.status === 'shipped' && shipment.trackingUrl && (
        <div className="grid justify-items-start gap-1">
          <ExternalLinkButton href={shipment.trackingUrl} variant="outline">
            Volg je pakket (track &amp; trace)
          </ExternalLinkButton>
          {shipment.trackingCode && (
            <p className="text-sm text-muted-foreground">
              Track &amp; trace code: <span className="font-mono [overflow-wrap:anywhere]">{shipment.trackingCode}</span>
            </p>
          )}
        </div>
      )}
      <ul className="text-sm text-muted-foreground">
        {shipment.orders.map((order) => (
          <li key={order.orderId} className="[overflow-wrap:anywhere]">
            <ProductQuantity name={order.productName} quantity={order.quantity} />
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        Naar {countryLabel[shipment.country]}
        {requested && ` · ${shipment.kind === 'request' ? 'aangevraagd' : 'besteld'} op ${requested}`}
      </p>
    </article>
  )
}
