import { and, asc, desc, eq, exists, inArray, lt, ne, notExists, or, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { orders, payments, shipmentOrders, shipments } from '#server/db/schema'
import { isPaidLiveOrder, paidLiveOrder } from './paid-live-orders'

/**
 * The SQL of the buyer's side of shipping held cards (decision 022): what an order-page token may
 * see and ask for, and the request's own payment.
 */

/**
 * What an order-page token opens (decision 022). A link of kind `email` was sent to the payment's
 * e-mail address, so its holder proves they read that mailbox: it opens every order of that address
 * (case-insensitive). A link of kind `browser` is the checkout's answer and proves only that this
 * browser started that checkout (anyone can type someone else's address at checkout): it opens only
 * that payment's orders. Never widened by an empty (anonymised) address, which would match every
 * other anonymised payment.
 */
export type Scope = { kind: 'email' | 'payment'; paymentId: string; email: string }

/** The condition on `payments` (joined in the query) for a payment within the scope. */
function paymentInScope(scope: Scope): SQL {
  const own = eq(payments.id, scope.paymentId)
  if (scope.kind === 'payment' || scope.email.trim() === '') return own
  return or(own, and(ne(payments.email, ''), sql`lower(${payments.email}) = lower(${scope.email})`)) as SQL
}

/** No shipment that may still ship the order (waiting for payment, to pack or shipped) holds it. */
const inNoActiveShipment = (tx: Db | Tx) =>
  notExists(
    tx
      .select({ one: sql`1` })
      .from(shipmentOrders)
      .where(and(eq(shipmentOrders.orderId, orders.id), eq(shipmentOrders.active, true))),
  )

/** The address of the token's own payment, to fill the form in. */
export async function findPaymentAddress(db: Db, paymentId: string) {
  const [row] = await db
    .select({
      firstName: payments.firstName,
      lastName: payments.lastName,
      street: payments.street,
      houseNumber: payments.houseNumber,
      postalCode: payments.postalCode,
      city: payments.city,
      country: payments.country,
      email: payments.email,
      tiktokUsername: payments.tiktokUsername,
      anonymisedAt: payments.anonymisedAt,
    })
    .from(payments)
    .where(eq(payments.id, paymentId))
  return row
}

/**
 * The paid live orders in scope that no shipment holds: the held ones and the lapsed ones (the
 * service tells them apart by the window).
 */
export function listUnshippedLiveOrders(db: Db, scope: Scope) {
  return db
    .select({
      id: orders.id,
      productName: orders.productName,
      quantity: orders.quantity,
      status: orders.status,
      paidAt: orders.paidAt,
      completedAt: orders.completedAt,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(and(paymentInScope(scope), paidLiveOrder, inNoActiveShipment(db)))
    .orderBy(asc(orders.id))
}

/**
 * The orders a request names that are within the token's scope, locked (`for update`) until the
 * transaction ends: a second request for the same order waits here, then sees the first one's
 * shipment. Rows are taken in id order, so two requests never wait on each other in a circle. Each
 * says whether it is a paid live order (paid-live-orders.ts), so the service refuses one that is not.
 */
export function lockRequestedOrders(tx: Tx, scope: Scope, orderIds: number[]) {
  return tx
    .select({
      id: orders.id,
      status: orders.status,
      paidAt: orders.paidAt,
      completedAt: orders.completedAt,
      spotNumber: orders.spotNumber,
      paidLive: isPaidLiveOrder,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(and(inArray(orders.id, orderIds), paymentInScope(scope)))
    .orderBy(asc(orders.id))
    .for('update', { of: orders })
}

/** Of these orders, the ones an active shipment already holds. */
export async function listTakenOrderIds(tx: Tx, orderIds: number[]): Promise<number[]> {
  const rows = await tx
    .select({ orderId: shipmentOrders.orderId })
    .from(shipmentOrders)
    .where(and(inArray(shipmentOrders.orderId, orderIds), eq(shipmentOrders.active, true)))
  return rows.map((row) => row.orderId)
}

export type NewShipmentRequest = Pick<
  typeof shipments.$inferInsert,
  | 'provider'
  | 'feeCents'
  | 'expiresAt'
  | 'email'
  | 'tiktokUsername'
  | 'firstName'
  | 'lastName'
  | 'street'
  | 'houseNumber'
  | 'postalCode'
  | 'city'
  | 'country'
>

/** A request waiting for its payment, holding its orders (the unique index refuses a taken one). */
export async function insertShipmentRequest(tx: Tx, values: NewShipmentRequest, orderIds: number[]) {
  const [row] = await tx
    .insert(shipments)
    .values({ ...values, kind: 'request', status: 'awaiting_payment', paymentStatus: 'open' })
    .returning({ id: shipments.id, number: shipments.number })
  if (!row) throw new Error('shipment insert returned no row')
  await tx.insert(shipmentOrders).values(orderIds.map((orderId) => ({ shipmentId: row.id, orderId })))
  return row
}

/** The provider's payment for the request, once it was created. */
export async function setProviderPayment(db: Db, shipmentId: string, providerPaymentId: string, checkoutUrl: string) {
  await db
    .update(shipments)
    .set({ providerPaymentId, checkoutUrl, updatedAt: new Date() })
    .where(eq(shipments.id, shipmentId))
}

export async function findShipment(db: Db | Tx, where: { id: string } | { providerPaymentId: string }) {
  const condition = 'id' in where ? eq(shipments.id, where.id) : eq(shipments.providerPaymentId, where.providerPaymentId)
  const [row] = await db.select().from(shipments).where(condition)
  return row
}

/**
 * Settles an open request payment, once: paid puts the parcel on the desk, anything else cancels it.
 * Undefined when the payment was no longer open.
 */
export async function settleShipment(tx: Tx, shipmentId: string, paymentStatus: 'paid' | 'failed' | 'canceled' | 'expired') {
  const now = new Date()
  const paid = paymentStatus === 'paid'
  const [row] = await tx
    .update(shipments)
    .set({
      paymentStatus,
      status: paid ? 'to_pack' : 'cancelled',
      settledAt: now,
      readyAt: paid ? now : null,
      updatedAt: now,
    })
    .where(and(eq(shipments.id, shipmentId), eq(shipments.paymentStatus, 'open')))
    .returning({ id: shipments.id })
  return row
}

/** A cancelled request lets go of its orders: they may be asked for again. */
export async function releaseShipmentOrders(tx: Tx, shipmentId: string): Promise<void> {
  await tx.update(shipmentOrders).set({ active: false }).where(eq(shipmentOrders.shipmentId, shipmentId))
}

/** Keeps a definitive status that lost to another one (late_status); a repeat of the winner is no news. */
export async function recordLateShipmentStatus(tx: Tx, shipmentId: string, status: string): Promise<void> {
  await tx
    .update(shipments)
    .set({ lateStatus: status, updatedAt: new Date() })
    .where(and(eq(shipments.id, shipmentId), ne(shipments.paymentStatus, 'open'), ne(shipments.paymentStatus, status)))
}

/** Open request payments past their expiry, for the expiry job. */
export function listDueShipmentPayments(db: Db, now: Date) {
  return db
    .select({ id: shipments.id, providerPaymentId: shipments.providerPaymentId, expiresAt: shipments.expiresAt })
    .from(shipments)
    .where(and(eq(shipments.paymentStatus, 'open'), lt(shipments.expiresAt, now)))
    .limit(200)
}

/**
 * Every shipment in scope, the newest first: requests holding (or once holding) an order in scope,
 * and the parcels of PostNL checkouts in scope.
 */
export function listShipmentsInScope(db: Db, scope: Scope) {
  const holdsOrderInScope = exists(
    db
      .select({ one: sql`1` })
      .from(shipmentOrders)
      .innerJoin(orders, eq(orders.id, shipmentOrders.orderId))
      .innerJoin(payments, eq(payments.id, orders.paymentId))
      .where(and(eq(shipmentOrders.shipmentId, shipments.id), paymentInScope(scope))),
  )
  const checkoutInScope = and(
    eq(shipments.kind, 'checkout'),
    exists(
      db
        .select({ one: sql`1` })
        .from(payments)
        .where(and(eq(payments.id, shipments.paymentId), paymentInScope(scope))),
    ),
  )
  return db
    .select({
      id: shipments.id,
      number: shipments.number,
      kind: shipments.kind,
      status: shipments.status,
      paymentStatus: shipments.paymentStatus,
      feeCents: shipments.feeCents,
      country: shipments.country,
      postalCode: shipments.postalCode,
      createdAt: shipments.createdAt,
      checkoutUrl: shipments.checkoutUrl,
      expiresAt: shipments.expiresAt,
      trackingCode: shipments.trackingCode,
      shippedAt: shipments.shippedAt,
    })
    .from(shipments)
    .where(or(holdsOrderInScope, checkoutInScope))
    .orderBy(desc(shipments.createdAt), desc(shipments.number))
}

/**
 * The orders of these shipments that are within the scope: a request's from shipment_orders (a
 * cancelled one's too, whatever `active` says), a PostNL checkout's parcel's from its payment. An
 * order outside the scope is never listed, even in a shipment the scope sees (a request made with an
 * e-mail link may bundle orders of other checkouts that a browser link of one of them does not open).
 */
export async function listOrdersOfShipments(db: Db, scope: Scope, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return []
  const columns = {
    shipmentId: shipments.id,
    orderId: orders.id,
    productName: orders.productName,
    quantity: orders.quantity,
  }
  const requested = await db
    .select(columns)
    .from(shipmentOrders)
    .innerJoin(shipments, eq(shipments.id, shipmentOrders.shipmentId))
    .innerJoin(orders, eq(orders.id, shipmentOrders.orderId))
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(and(inArray(shipmentOrders.shipmentId, shipmentIds), paymentInScope(scope)))
    .orderBy(asc(orders.id))
  const ofCheckouts = await db
    .select(columns)
    .from(shipments)
    .innerJoin(orders, eq(orders.paymentId, shipments.paymentId))
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(
      and(
        inArray(shipments.id, shipmentIds),
        eq(shipments.kind, 'checkout'),
        inArray(orders.status, ['pending', 'completed']),
        paymentInScope(scope),
      ),
    )
    .orderBy(asc(orders.id))
  const seen = new Set<string>()
  return [...requested, ...ofCheckouts].filter((row) => {
    const key = `${row.shipmentId}:${row.orderId}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
