import type { AdminOrderShipping } from '#shared/contracts/admin-shipments'
import { formatShopDay } from '#shared/domain/shop-time'

/** An order's shipping as one short line for the seller (decision 022), with the parcel's track & trace when shipped. */
export type ShippingStatusLine = {
  text: string
  /** PostNL's tracking page of a shipped parcel. */
  trackingUrl: string | null
}

const withReference = (text: string, reference: string | null) => (reference ? `${text} (${reference})` : text)

/**
 * Where an order's cards are (decision 022): 'Bewaard tot 16 juli 2026', 'Verzending aangevraagd',
 * 'Wordt ingepakt (V1042)', 'Verzonden (V1042)' or 'Vervallen op 16 juli 2026'.
 */
export function shippingStatusLine(shipping: AdminOrderShipping): ShippingStatusLine {
  const text = (() => {
    switch (shipping.state) {
      case 'held':
        return shipping.lastDay ? `Bewaard tot ${formatShopDay(shipping.lastDay)}` : 'Bewaard'
      case 'requested':
        return 'Verzending aangevraagd'
      case 'to_pack':
        return withReference('Wordt ingepakt', shipping.reference)
      case 'shipped':
        return withReference('Verzonden', shipping.reference)
      case 'lapsed':
        return shipping.lastDay ? `Vervallen op ${formatShopDay(shipping.lastDay)}` : 'Vervallen'
    }
  })()
  return { text, trackingUrl: shipping.state === 'shipped' ? shipping.trackingUrl : null }
}
