import type { OwedBackAnswer } from '#shared/contracts/admin-refunds'
import { messages } from '#shared/contracts/messages'
import type { Db } from '#server/db/db'
import { Refusal } from '#server/platform/refusal'
import type { Publish } from '#server/platform/events'
import { announceOwed, owePaymentBack, type SalesHooks } from '#server/modules/sales/sales.public'
import { findParcel, setRequestCancelled } from './shipping-desk.repo'
import { announceShipment } from './shipping-fee-purpose'
import { releaseShipmentOrders } from './shipping-requests.repo'

/**
 * POST /api/admin/shipments/{id}/cancel, 'Verzending annuleren' (decision 036): the seller cannot or will
 * not send a paid request (the buyer asked, the address is wrong). In one transaction the request is
 * cancelled, lets go of its orders (held again: the buyer may ask anew within their window, or the
 * seller may now cancel an order not yet opened), its fee is owed back on 'Terugbetalingen', and the
 * buyer is mailed 'Je verzending is geannuleerd'. A PostNL checkout's parcel is not cancelled here: its
 * shipping was paid with its orders, which are opened.
 */
export async function cancelParcel(
  deps: { db: Db; publish: Publish; salesHooks: SalesHooks },
  id: string,
  now = new Date(),
): Promise<OwedBackAnswer> {
  const { db, publish, salesHooks } = deps
  const owed = await db.transaction(async (tx) => {
    const row = await setRequestCancelled(tx, id, now)
    if (!row?.feePaymentId) return undefined
    await releaseShipmentOrders(tx, row.id)
    return owePaymentBack(tx, salesHooks, { reason: 'shipment_cancelled', paymentId: row.feePaymentId })
  })
  if (!owed) {
    const parcel = await findParcel(db, id)
    if (!parcel) throw new Refusal('not_found', messages.shipmentNotFound)
    if (parcel.kind === 'checkout') throw new Refusal('conflict', messages.checkoutParcelNotCancellable)
    throw new Refusal('conflict', messages.parcelNotToPack)
  }
  await announceShipment(publish)
  // The held orders are the desk's and the orders page's again.
  await publish({ channel: 'admin', type: 'orders_changed' })
  await announceOwed(db, publish, salesHooks, owed)
  return { refundId: owed.refundId ?? null }
}
