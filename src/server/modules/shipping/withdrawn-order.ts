import type { Tx } from '#server/db/db'
import type { ParcelLetGo } from '#server/modules/sales/sales.public'
import { parcelReference } from './parcels'
import { listParcelOrders, lockCheckoutParcelOfOrder, setCheckoutParcelCancelled, unlinkOrderFromParcel } from './shipping-desk.repo'
import { releaseShipmentOrders } from './shipping-requests.repo'

/**
 * A withdrawal granted for an order of a PostNL checkout (decision 039), in the grant's transaction,
 * before sales cancels the order: while the checkout's parcel is still to pack it lets go of the order,
 * and a parcel left with nothing to send is cancelled (decision 036, amended). A parcel sent already
 * keeps it: the buyer sends the goods back. Answers what became of the parcel, for the seller, who may
 * have made its label from the export already (the label of a cancelled parcel must not be used), or
 * undefined when no checkout's parcel still to pack held the order.
 */
export async function letGoOfWithdrawnOrder(tx: Tx, orderId: number, now = new Date()): Promise<ParcelLetGo | undefined> {
  const parcel = await lockCheckoutParcelOfOrder(tx, orderId)
  if (!parcel || parcel.status !== 'to_pack') return undefined
  await unlinkOrderFromParcel(tx, parcel.id, orderId)
  // What it still sends: the other orders the checkout keeps (sales leaves out any no longer paid).
  const left = (await listParcelOrders(tx, [parcel.id])).get(parcel.id) ?? []
  const cancelled = left.length === 0 && (await setCheckoutParcelCancelled(tx, parcel.id, now))
  if (cancelled) await releaseShipmentOrders(tx, parcel.id)
  return { reference: parcelReference(parcel.number), cancelled }
}
