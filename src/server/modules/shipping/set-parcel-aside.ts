import { messages } from '#shared/contracts/messages'
import type { Db } from '#server/db/db'
import { Refusal } from '#server/platform/refusal'
import type { Publish } from '#server/platform/events'
import { setHoldsAside } from './shipment-holds'
import { findParcel } from './shipping-desk.repo'
import { announceShipment } from './shipping-fee-purpose'

/**
 * POST /api/admin/shipments/{id}/set-aside, 'Niet versturen' (decision 053, amended): the seller will not
 * send a parcel a chargeback holds. It leaves the desk; its cards stay with the seller, its orders and
 * the money are as the chargeback left them. A reversal of the chargeback puts it back on the desk to be
 * sent. Refused for a parcel nothing holds (it can simply be sent) and one no longer to pack; done twice,
 * the second finds it done.
 */
export async function setParcelAside(deps: { db: Db; publish: Publish }, id: string): Promise<void> {
  const parcel = await findParcel(deps.db, id)
  if (!parcel) throw new Refusal('not_found', messages.shipmentNotFound)
  if (parcel.status !== 'to_pack') throw new Refusal('conflict', messages.parcelNotToPack)
  const held = await deps.db.transaction((tx) => setHoldsAside(tx, id))
  if (!held) throw new Refusal('conflict', messages.parcelNotHeld)
  await announceShipment(deps.publish)
}
