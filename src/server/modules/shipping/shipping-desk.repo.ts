import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { shipmentOrders, shipments } from '#server/db/schema/shipping'
import { listPaidOrdersByIds, readShippingCostsOfCheckouts, type PostnlCheckout } from '#server/modules/sales/sales.public'
import type { ParcelOrderRow, ParcelRow } from './parcels'
import { hasNoHold, notSetAside } from './shipment-holds'

/**
 * The seller's shipping desk reads and writes (decision 022): its parcels. The orders in them, and the
 * held and lapsed live orders, are sales' rows, read through sales.public.ts (decision 029).
 */

const parcelColumns = {
  id: shipments.id,
  number: shipments.number,
  kind: shipments.kind,
  paymentId: shipments.paymentId,
  status: shipments.status,
  feeCents: shipments.feeCents,
  email: shipments.email,
  tiktokUsername: shipments.tiktokUsername,
  firstName: shipments.firstName,
  lastName: shipments.lastName,
  street: shipments.street,
  houseNumber: shipments.houseNumber,
  postalCode: shipments.postalCode,
  city: shipments.city,
  country: shipments.country,
  readyAt: shipments.readyAt,
  trackingCode: shipments.trackingCode,
  shippedAt: shipments.shippedAt,
  createdAt: shipments.createdAt,
}

function selectParcels(db: Db | Tx) {
  return db.select(parcelColumns).from(shipments)
}

/**
 * The rows with the shipping their checkout paid (a PostNL checkout's parcel; null for a request),
 * read from sales by the checkouts' ids (decision 029).
 */
async function withShippingPaid(db: Db | Tx, rows: Omit<ParcelRow, 'checkoutShippingCents'>[]): Promise<ParcelRow[]> {
  const costs = await readShippingCostsOfCheckouts(db, rows.flatMap((row) => (row.paymentId ? [row.paymentId] : [])))
  return rows.map((row) => ({ ...row, checkoutShippingCents: row.paymentId ? (costs.get(row.paymentId) ?? null) : null }))
}

/** The parcels to pack, the one waiting longest first; not those the seller decided not to send ('Niet versturen'). */
export async function listParcelsToPack(db: Db | Tx): Promise<ParcelRow[]> {
  const rows = await selectParcels(db)
    .where(and(eq(shipments.status, 'to_pack'), notSetAside(db)))
    .orderBy(asc(shipments.readyAt), asc(shipments.number))
  return withShippingPaid(db, rows)
}

/** The latest parcels sent, the newest first. */
export async function listShippedParcels(db: Db | Tx, limit: number): Promise<ParcelRow[]> {
  const rows = await selectParcels(db)
    .where(eq(shipments.status, 'shipped'))
    .orderBy(desc(shipments.shippedAt), desc(shipments.number))
    .limit(limit)
  return withShippingPaid(db, rows)
}

export async function findParcel(db: Db | Tx, id: string): Promise<ParcelRow | undefined> {
  const [row] = await selectParcels(db).where(eq(shipments.id, id))
  return row ? (await withShippingPaid(db, [row]))[0] : undefined
}

/**
 * The orders each parcel ships (its active links), in the order they were bought: shipping's links,
 * then the orders themselves from sales, which leaves out an order the seller cancelled after paying
 * (it is not in the parcel any more).
 */
export async function listParcelOrders(db: Db | Tx, shipmentIds: string[]): Promise<Map<string, ParcelOrderRow[]>> {
  const byShipment = new Map<string, ParcelOrderRow[]>()
  if (shipmentIds.length === 0) return byShipment
  const links = await db
    .select({ shipmentId: shipmentOrders.shipmentId, orderId: shipmentOrders.orderId })
    .from(shipmentOrders)
    .where(and(inArray(shipmentOrders.shipmentId, shipmentIds), eq(shipmentOrders.active, true)))
  // An order is in one active shipment at most (shipment_orders_one_active).
  const shipmentOf = new Map(links.map((link) => [link.orderId, link.shipmentId]))
  for (const order of await listPaidOrdersByIds(db, [...shipmentOf.keys()])) {
    const shipmentId = shipmentOf.get(order.id)
    if (shipmentId === undefined) continue
    const list = byShipment.get(shipmentId) ?? []
    const { id: orderId, paymentId, productName, quantity, status } = order
    list.push({ shipmentId, orderId, paymentId, productName, quantity, status })
    byShipment.set(shipmentId, list)
  }
  return byShipment
}

/**
 * Marks a parcel shipped with its code, only while it is to pack and nothing holds it (decision 052):
 * of two admins pressing at once, one row changes and the other finds none (a conditional UPDATE, so
 * no lock is held while reading). A chargeback holding the parcel at the same moment takes its row
 * too (holdShipmentsOfPayment): whichever takes it first decides. A hold committed while this waited
 * for the row is not seen by this statement, so markParcelShipped looks for one again after it.
 */
export async function setParcelShipped(tx: Tx, id: string, trackingCode: string, now: Date) {
  const [row] = await tx
    .update(shipments)
    .set({ status: 'shipped', trackingCode, shippedAt: now, updatedAt: now })
    .where(and(eq(shipments.id, id), eq(shipments.status, 'to_pack'), hasNoHold(tx)))
    .returning({ id: shipments.id })
  return row
}

/**
 * Cancels a paid shipping request still to pack (decision 036), once: answers its fee's payment, or
 * undefined for a parcel sent already, a request not paid, or a PostNL checkout's parcel.
 */
export async function setRequestCancelled(tx: Tx, id: string, now: Date) {
  const [row] = await tx
    .update(shipments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(shipments.id, id), eq(shipments.kind, 'request'), eq(shipments.status, 'to_pack')))
    .returning({ id: shipments.id, feePaymentId: shipments.feePaymentId })
  return row
}

/**
 * The PostNL checkout's parcel that holds this order (its active link), locked for the caller's change
 * (decision 036, amended): two withdrawals from one parcel, each under its own order's lock, count what
 * the other left one after the other, so the last one out cancels it. Undefined when no checkout's
 * parcel holds the order.
 */
export async function lockCheckoutParcelOfOrder(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({ id: shipments.id, number: shipments.number, status: shipments.status })
    .from(shipments)
    .innerJoin(shipmentOrders, eq(shipmentOrders.shipmentId, shipments.id))
    .where(and(eq(shipmentOrders.orderId, orderId), eq(shipmentOrders.active, true), eq(shipments.kind, 'checkout')))
    .for('update', { of: shipments })
  return row
}

/** The parcel no longer ships this order (a withdrawal granted before it went out, decision 036). */
export async function unlinkOrderFromParcel(tx: Tx, shipmentId: string, orderId: number): Promise<void> {
  await tx
    .update(shipmentOrders)
    .set({ active: false })
    .where(and(eq(shipmentOrders.shipmentId, shipmentId), eq(shipmentOrders.orderId, orderId)))
}

/**
 * Cancels a PostNL checkout's parcel still to pack that has nothing left to send (decision 036,
 * amended), once. No fee is owed back for it: its shipping was paid in the checkout, and comes back
 * with the checkout's last order kept (owedOnCancel).
 */
export async function setCheckoutParcelCancelled(tx: Tx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(shipments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(shipments.id, id), eq(shipments.kind, 'checkout'), eq(shipments.status, 'to_pack')))
    .returning({ id: shipments.id })
  return rows.length > 0
}

export async function shipmentExists(db: Db | Tx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: shipments.id }).from(shipments).where(eq(shipments.id, id))
  return row !== undefined
}

/**
 * The checkout's parcel, made once: the partial unique index shipments_one_per_checkout turns a
 * second insert (another order of the checkout, or two completions at once) into nothing. Answers the
 * parcel's id, whether this call made it or found it.
 */
export async function ensureCheckoutParcel(tx: Tx, checkout: PostnlCheckout, now: Date): Promise<string> {
  const { id: paymentId, ...who } = checkout
  await tx
    .insert(shipments)
    .values({ kind: 'checkout', paymentId, status: 'to_pack', readyAt: now, feeCents: 0, ...who })
    .onConflictDoNothing({ target: shipments.paymentId, where: sql`${shipments.paymentId} is not null` })
  const [parcel] = await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.paymentId, paymentId))
  if (!parcel) throw new Error(`no parcel for checkout ${paymentId}`)
  return parcel.id
}

/** Links these paid orders of the checkout to its parcel; links that exist stay. */
export async function linkOrdersToParcel(tx: Tx, shipmentId: string, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return
  await tx
    .insert(shipmentOrders)
    .values(orderIds.map((orderId) => ({ shipmentId, orderId })))
    .onConflictDoNothing()
}
