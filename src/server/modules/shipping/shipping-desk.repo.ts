import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { orders, payments, shipmentOrders, shipments } from '#server/db/schema'
import { heldAt, isPaidLiveOrder, lapsedAt, paidLiveOrder, windowStartSql } from './paid-live-orders'
import type { ParcelOrderRow, ParcelRow } from './parcels'

/** The seller's shipping desk reads and writes (decision 022): parcels, held and lapsed live orders. */

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
  checkoutShippingCents: payments.shippingCostCents,
}

function selectParcels(db: Db | Tx) {
  return db.select(parcelColumns).from(shipments).leftJoin(payments, eq(payments.id, shipments.paymentId))
}

/** The parcels to pack, the one waiting longest first. */
export async function listParcelsToPack(db: Db | Tx): Promise<ParcelRow[]> {
  return selectParcels(db).where(eq(shipments.status, 'to_pack')).orderBy(asc(shipments.readyAt), asc(shipments.number))
}

/** The latest parcels sent, the newest first. */
export async function listShippedParcels(db: Db | Tx, limit: number): Promise<ParcelRow[]> {
  return selectParcels(db)
    .where(eq(shipments.status, 'shipped'))
    .orderBy(desc(shipments.shippedAt), desc(shipments.number))
    .limit(limit)
}

export async function findParcel(db: Db | Tx, id: string): Promise<ParcelRow | undefined> {
  const [row] = await selectParcels(db).where(eq(shipments.id, id))
  return row
}

/** The orders each parcel ships (its active links), in the order they were bought. */
export async function listParcelOrders(db: Db | Tx, shipmentIds: string[]): Promise<Map<string, ParcelOrderRow[]>> {
  const byShipment = new Map<string, ParcelOrderRow[]>()
  if (shipmentIds.length === 0) return byShipment
  const rows = await db
    .select({
      shipmentId: shipmentOrders.shipmentId,
      orderId: orders.id,
      paymentId: orders.paymentId,
      productName: orders.productName,
      quantity: orders.quantity,
      status: orders.status,
    })
    .from(shipmentOrders)
    .innerJoin(orders, eq(orders.id, shipmentOrders.orderId))
    // An order the seller cancelled after paying is not in the parcel any more.
    .where(
      and(
        inArray(shipmentOrders.shipmentId, shipmentIds),
        eq(shipmentOrders.active, true),
        inArray(orders.status, ['pending', 'completed']),
      ),
    )
    .orderBy(asc(orders.id))
  for (const row of rows) {
    const list = byShipment.get(row.shipmentId) ?? []
    list.push(row)
    byShipment.set(row.shipmentId, list)
  }
  return byShipment
}

export type LiveOrderRow = {
  orderId: number
  tiktokUsername: string
  productName: string
  quantity: number
  status: string
  paidAt: Date | null
  completedAt: Date | null
  /** The status of the active shipment that holds the order, if any (at most one: shipment_orders_one_active). */
  shipmentStatus: string | null
}

function selectLiveOrders(db: Db | Tx) {
  return db
    .select({
      orderId: orders.id,
      tiktokUsername: orders.tiktokUsername,
      productName: orders.productName,
      quantity: orders.quantity,
      status: orders.status,
      paidAt: orders.paidAt,
      completedAt: orders.completedAt,
      shipmentStatus: shipments.status,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .leftJoin(shipmentOrders, and(eq(shipmentOrders.orderId, orders.id), eq(shipmentOrders.active, true)))
    .leftJoin(shipments, eq(shipments.id, shipmentOrders.shipmentId))
}

/**
 * Paid live orders whose cards may still be kept at `now` (heldAt: waiting in the queue, or paid or
 * opened recently enough), in a shipment or not, the earliest paid first.
 */
export async function listHeldLiveOrders(db: Db | Tx, now: Date): Promise<LiveOrderRow[]> {
  return selectLiveOrders(db)
    .where(and(paidLiveOrder, heldAt(now)))
    .orderBy(asc(orders.paidAt), asc(orders.id))
}

/** Paid live orders whose 45 days are over at `now` and that no active shipment holds, the latest window first, at most `limit`. */
export async function listLapsedLiveOrders(db: Db | Tx, now: Date, limit: number): Promise<LiveOrderRow[]> {
  return selectLiveOrders(db)
    .where(and(paidLiveOrder, lapsedAt(now), isNull(shipmentOrders.orderId)))
    .orderBy(desc(windowStartSql), desc(orders.id))
    .limit(limit)
}

/** What the admin's order list needs to tell where each order's cards are, in one query for the list. */
export type OrderShippingRow = {
  orderId: number
  orderStatus: string
  paidAt: Date | null
  completedAt: Date | null
  shippingMethod: string
  paymentStatus: string
  /** A paid live order (paid-live-orders.ts): its cards are held, requested, packed, sent or lapsed. */
  paidLive: boolean
  shipmentNumber: number | null
  shipmentStatus: string | null
  trackingCode: string | null
  country: string | null
  postalCode: string | null
}

/**
 * The ids travel as one array parameter: the admin's list may hold more orders than PostgreSQL's
 * 65 535 parameters of one statement.
 */
export async function listOrderShippingRows(db: Db | Tx, orderIds: number[]): Promise<OrderShippingRow[]> {
  if (orderIds.length === 0) return []
  return db
    .select({
      orderId: orders.id,
      orderStatus: orders.status,
      paidAt: orders.paidAt,
      completedAt: orders.completedAt,
      shippingMethod: payments.shippingMethod,
      paymentStatus: payments.status,
      paidLive: isPaidLiveOrder,
      shipmentNumber: shipments.number,
      shipmentStatus: shipments.status,
      trackingCode: shipments.trackingCode,
      country: shipments.country,
      postalCode: shipments.postalCode,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .leftJoin(shipmentOrders, and(eq(shipmentOrders.orderId, orders.id), eq(shipmentOrders.active, true)))
    .leftJoin(shipments, eq(shipments.id, shipmentOrders.shipmentId))
    // A Pack Battle spot has no shipping state: nothing of it is held or sent (decision 023).
    .where(and(sql`${orders.id} = any(${sql.param(orderIds)}::int[])`, isNull(orders.spotNumber)))
}

/**
 * Marks a parcel shipped with its code, only while it is to pack: of two admins pressing at once, one
 * row changes and the other finds none (a conditional UPDATE, so no lock is held while reading).
 */
export async function setParcelShipped(tx: Tx, id: string, trackingCode: string, now: Date) {
  const [row] = await tx
    .update(shipments)
    .set({ status: 'shipped', trackingCode, shippedAt: now, updatedAt: now })
    .where(and(eq(shipments.id, id), eq(shipments.status, 'to_pack')))
    .returning({ id: shipments.id })
  return row
}

export async function shipmentExists(db: Db | Tx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: shipments.id }).from(shipments).where(eq(shipments.id, id))
  return row !== undefined
}

/** The checkout of an opened order, when it chose PostNL and was paid: what its parcel copies. */
export async function findPaidPostnlCheckoutOfOrder(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({
      id: payments.id,
      email: payments.email,
      tiktokUsername: payments.tiktokUsername,
      firstName: payments.firstName,
      lastName: payments.lastName,
      street: payments.street,
      houseNumber: payments.houseNumber,
      postalCode: payments.postalCode,
      city: payments.city,
      country: payments.country,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'completed'),
        eq(payments.shippingMethod, 'postnl'),
        eq(payments.status, 'paid'),
      ),
    )
  return row
}

export type PostnlCheckout = NonNullable<Awaited<ReturnType<typeof findPaidPostnlCheckoutOfOrder>>>

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

/** Links every paid order of the checkout (in the queue or opened) to its parcel; links that exist stay. */
export async function linkPaidOrdersOfCheckout(tx: Tx, shipmentId: string, paymentId: string): Promise<void> {
  const paid = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentId, paymentId), inArray(orders.status, ['pending', 'completed'])))
  if (paid.length === 0) return
  await tx
    .insert(shipmentOrders)
    .values(paid.map((order) => ({ shipmentId, orderId: order.id })))
    .onConflictDoNothing()
}
