import { and, asc, desc, eq, exists, inArray, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { shipmentOrders, shipments } from '#server/db/schema/shipping'
import { listOrdersOfScope, orderInScopeWhere, paymentInScopeWhere, type Scope } from '#server/modules/sales/sales.public'

/**
 * The SQL of the buyer's side of shipping held cards (decision 022): the shipments an order-page
 * token may see, and the requests with their fee's payment (decision 029). Which orders and payments
 * the token opens is sales' rule (its scope); shipping reads its own rows of them.
 */

/** Of these orders, the ones an active shipment already holds. */
export async function listTakenOrderIds(tx: Tx, orderIds: number[]): Promise<number[]> {
  const rows = await tx
    .select({ orderId: shipmentOrders.orderId })
    .from(shipmentOrders)
    .where(and(inArray(shipmentOrders.orderId, orderIds), eq(shipmentOrders.active, true)))
  return rows.map((row) => row.orderId)
}

/** Of these orders, the ones a shipment holds that has not gone out yet (waiting for its payment, or to pack). */
export async function listUnsentOrderIds(tx: Tx, orderIds: number[]): Promise<number[]> {
  const rows = await tx
    .select({ orderId: shipmentOrders.orderId })
    .from(shipmentOrders)
    .innerJoin(shipments, eq(shipments.id, shipmentOrders.shipmentId))
    .where(
      and(
        inArray(shipmentOrders.orderId, orderIds),
        eq(shipmentOrders.active, true),
        inArray(shipments.status, ['awaiting_payment', 'to_pack']),
      ),
    )
  return rows.map((row) => row.orderId)
}

export type NewShipmentRequest = { feePaymentId: string } & Pick<
  typeof shipments.$inferInsert,
  | 'feeCents'
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

/**
 * A request waiting for its fee, holding its orders (the unique index refuses a taken one). It takes
 * its fee's id as its own (decision 029), as the requests made before it did: one random id names the
 * request, its payment, its return and its demo page.
 */
export async function insertShipmentRequest(tx: Tx, values: NewShipmentRequest, orderIds: number[]) {
  const [row] = await tx
    .insert(shipments)
    .values({ ...values, id: values.feePaymentId, kind: 'request', status: 'awaiting_payment' })
    .returning({ id: shipments.id, number: shipments.number })
  if (!row) throw new Error('shipment insert returned no row')
  await tx.insert(shipmentOrders).values(orderIds.map((orderId) => ({ shipmentId: row.id, orderId })))
  return row
}

export async function findShipment(db: Db | Tx, id: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id))
  return row
}

/** The request a fee's payment pays for. */
export async function findShipmentOfFee(db: Db | Tx, feePaymentId: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.feePaymentId, feePaymentId))
  return row
}

/**
 * Settles a request waiting for its fee, once: paid puts the parcel on the desk, anything else
 * cancels it. Undefined when the request was no longer waiting (sales settles a payment once).
 */
export async function settleShipment(tx: Tx, feePaymentId: string, paid: boolean) {
  const now = new Date()
  const [row] = await tx
    .update(shipments)
    .set({ status: paid ? 'to_pack' : 'cancelled', readyAt: paid ? now : null, updatedAt: now })
    .where(and(eq(shipments.feePaymentId, feePaymentId), eq(shipments.status, 'awaiting_payment')))
    .returning({ id: shipments.id })
  return row
}

/** A cancelled shipment lets go of its orders: a request's may be asked for again (decision 022, 036). */
export async function releaseShipmentOrders(tx: Tx, shipmentId: string): Promise<void> {
  await tx.update(shipmentOrders).set({ active: false }).where(eq(shipmentOrders.shipmentId, shipmentId))
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
      .where(and(eq(shipmentOrders.shipmentId, shipments.id), orderInScopeWhere(db, scope, shipmentOrders.orderId))),
  )
  const checkoutInScope = and(eq(shipments.kind, 'checkout'), paymentInScopeWhere(db, scope, shipments.paymentId))
  return db
    .select({
      id: shipments.id,
      number: shipments.number,
      kind: shipments.kind,
      status: shipments.status,
      paymentId: shipments.paymentId,
      feePaymentId: shipments.feePaymentId,
      feeCents: shipments.feeCents,
      country: shipments.country,
      postalCode: shipments.postalCode,
      createdAt: shipments.createdAt,
      trackingCode: shipments.trackingCode,
      shippedAt: shipments.shippedAt,
    })
    .from(shipments)
    .where(or(holdsOrderInScope, checkoutInScope))
    .orderBy(desc(shipments.createdAt), desc(shipments.number))
}

export type ShipmentOrderLine = { shipmentId: string; orderId: number; productName: string; quantity: number }

/**
 * The orders of these shipments that are within the scope: a request's from shipment_orders (a
 * cancelled one's too, whatever `active` says), a PostNL checkout's parcel's from its payment (its
 * paid orders, in the queue or opened). An order outside the scope is never listed, even in a shipment
 * the scope sees (a request made with an e-mail link may bundle orders of other checkouts that a
 * browser link of one of them does not open). Shipping reads its links, sales the orders within the
 * scope (decision 029): two reads of one buyer's few shipments. `partlyOutside` names the requests
 * holding an order outside the scope: the scope does not own them wholly (decision 022).
 */
export async function listOrdersOfShipments(
  db: Db,
  scope: Scope,
  ofShipments: { id: string; kind: string; paymentId: string | null }[],
): Promise<{ lines: ShipmentOrderLine[]; partlyOutside: Set<string> }> {
  if (ofShipments.length === 0) return { lines: [], partlyOutside: new Set() }
  // A checkout's parcel's links are not its lines: one it let go of (an order withdrawn from before it
  // went out, decision 036) keeps its link, and the order is no longer kept.
  const requestIds = ofShipments.flatMap((shipment) => (shipment.kind === 'request' ? [shipment.id] : []))
  const links =
    requestIds.length === 0
      ? []
      : await db
          .select({ shipmentId: shipmentOrders.shipmentId, orderId: shipmentOrders.orderId })
          .from(shipmentOrders)
          .where(inArray(shipmentOrders.shipmentId, requestIds))
          .orderBy(asc(shipmentOrders.orderId))
  const checkouts = ofShipments.flatMap((shipment) =>
    shipment.kind === 'checkout' && shipment.paymentId ? [{ shipmentId: shipment.id, paymentId: shipment.paymentId }] : [],
  )
  const inScope = await listOrdersOfScope(db, scope, {
    orderIds: [...new Set(links.map((link) => link.orderId))],
    paymentIds: [...new Set(checkouts.map((checkout) => checkout.paymentId))],
  })
  const byId = new Map(inScope.map((order) => [order.id, order]))
  const line = (shipmentId: string, order: { id: number; productName: string; quantity: number }) => ({
    shipmentId,
    orderId: order.id,
    productName: order.productName,
    quantity: order.quantity,
  })
  const requested = links.flatMap((link) => {
    const order = byId.get(link.orderId)
    return order ? [line(link.shipmentId, order)] : []
  })
  // inScope is in id order, so each checkout's orders are too.
  const ofCheckouts = checkouts.flatMap((checkout) =>
    inScope
      .filter((order) => order.paymentId === checkout.paymentId && (order.status === 'pending' || order.status === 'completed'))
      .map((order) => line(checkout.shipmentId, order)),
  )
  const seen = new Set<string>()
  const lines = [...requested, ...ofCheckouts].filter((row) => {
    const key = `${row.shipmentId}:${row.orderId}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const partlyOutside = new Set(links.filter((link) => !byId.has(link.orderId)).map((link) => link.shipmentId))
  return { lines, partlyOutside }
}
