import { shippingPaymentLine } from '#shared/contracts/messages'
import { countryLabel, type Country } from '#shared/domain/shipping'
import type { Publish } from '#server/platform/events'
import type { PaymentPurpose } from '#server/modules/sales/sales.public'
import { findShipmentOfFee, releaseShipmentOrders, settleShipment } from './shipping-requests.repo'
import { parcelReference } from './parcels'

/**
 * What a shipping request's fee does when the one payment life cycle of sales settles it (decision 022,
 * 029). Paid: the parcel goes to the desk ('Wordt ingepakt'). Failed, cancelled or expired: the
 * request is cancelled and lets go of its orders, which the buyer may ask for again. A 'paid' after
 * that is sales' late payment, owed back: the orders may be in another request by then.
 *
 * The window is not checked again here: it was checked when the request was made (decision 022: what
 * counts is the moment of the request), and a request made on the last day may be paid after
 * midnight, within its payment's expiry.
 */
export const shippingFeePurpose: PaymentPurpose = {
  async settle(tx, paymentId, status) {
    const shipment = await settleShipment(tx, paymentId, status === 'paid')
    if (!shipment) return async () => {}
    if (status !== 'paid') await releaseShipmentOrders(tx, shipment.id)
    return announceShipment
  },
  async describe(db, paymentId) {
    const shipment = await findShipmentOfFee(db, paymentId)
    if (!shipment) return undefined
    const productName = shippingPaymentLine(parcelReference(shipment.number), countryLabel[shipment.country as Country])
    return { productName, quantity: 1, unitPriceCents: shipment.feeCents }
  },
  async returnPath(db, paymentId) {
    const shipment = await findShipmentOfFee(db, paymentId)
    return shipment && `/verzending/${shipment.id}`
  },
}

/**
 * A shipment changed: the buyers' pages (without its id, the key to its payment page: they ask their
 * own answers again) and the seller's desk.
 */
export async function announceShipment(publish: Publish): Promise<void> {
  await publish({ channel: 'shipments', type: 'shipments_changed' })
  await publish({ channel: 'admin', type: 'shipments_changed' })
}
