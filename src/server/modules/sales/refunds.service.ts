import { and, asc, eq, inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { RefundReason } from '#shared/contracts/admin-refunds'
import { messages, paymentWithoutOrdersDescription } from '#shared/contracts/messages'
import { orderLineText } from '#shared/domain/order-line'
import type { Db, Tx } from '#server/db/db'
import { orders, payments } from '#server/db/schema/sales'
import { Refusal } from '#server/platform/refusal'
import type { Publish } from '#server/platform/events'
import { returnStock, toProduct, type ProductRow } from '#server/modules/catalog/catalog.public'
import type { PaymentProvider } from './providers/payment-provider'
import { moveOrders, type MovedOrder } from './order-status'
import { paymentPurpose } from './payment-purposes'
import { owedOnCancel } from './reads/owed-on-cancel'
import { listQueueOrdersByIds } from './reads/queue-orders.repo'
import { insertRefund, listOrderIdsOfRefunds, type NewRefund } from './refunds.repo'
import type { SalesHooks } from './sales-hooks'

export type RefundDeps = { db: Db; publish: Publish; provider: PaymentProvider; salesHooks: SalesHooks; log: FastifyBaseLogger }

/** What owing money back changed, for the events after the commit. */
export type Owed = {
  refundId: number | undefined
  /** Orders cancelled by it: out of the queue and the overlays. */
  cancelledOrderIds: number[]
  restocked: ProductRow[]
  pointsTakenBack: boolean
}

const nothingOwed: Owed = { refundId: undefined, cancelledOrderIds: [], restocked: [], pointsTakenBack: false }

/** A payment's lines as the seller and the buyer read them: '2× Booster Box – Nachtvlam, Pack Battle "Zondag", plek 4'. */
export function describeLines(lines: readonly { productName: string; quantity: number }[]): string {
  return lines.map(orderLineText).join(', ')
}

/**
 * What a cancellation undoes, in its transaction: the stock of the packs in `restock` goes back (the
 * cancelled ones not opened) and the points the cancelled ones earned are taken back.
 */
async function undoOrders(
  tx: Tx,
  hooks: SalesHooks,
  restock: MovedOrder[],
  cancelled = restock,
): Promise<Pick<Owed, 'restocked' | 'pointsTakenBack'>> {
  const restocked = await returnStock(tx, restock)
  const { pointsTakenBack } = await hooks.ordersCancelled(tx, cancelled)
  return { restocked, pointsTakenBack }
}

/**
 * Money a whole payment is owed back for (decision 028), in the transaction of its cause: a Pack
 * Battle spot the battle could not keep (closed before the payment came in, the participant removed,
 * the battle deleted), or a payment that came in after its checkout was released or expired. The
 * orders the shop does not keep are cancelled (their stock back, their points taken back); a late
 * cart payment's orders stay failed, since the seller may still honour it. The buyer of a spot is told
 * at once ('Je plek in de Pack Battle is vervallen'); the buyer of a late cart payment hears when the
 * seller decides. A shipping request's fee is owed back when the seller cancels the paid request
 * (decision 036): it has no orders, and its buyer is told at once ('Je verzending is geannuleerd').
 * Once per cause and payment, however often the cause is reported.
 */
export async function owePaymentBack(
  tx: Tx,
  hooks: SalesHooks,
  cause: { reason: Exclude<RefundReason, 'order_cancelled'>; paymentId: string },
): Promise<Owed> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, cause.paymentId))
  if (!payment || payment.provider === 'manual') return nothingOwed
  const lines = await tx
    .select({ productName: orders.productName, quantity: orders.quantity, spotNumber: orders.spotNumber })
    .from(orders)
    .where(eq(orders.paymentId, payment.id))
    .orderBy(asc(orders.id))
  const key = `${cause.reason}:${payment.id}`
  // A payment of another purpose (a shipping fee: decision 029) has no orders; its purpose names it. A
  // checkout's orders may be gone (a late payment after 'Verwijder mislukte orders'): then its amount
  // and day say what it was (decision 050), never an empty line.
  const named =
    payment.purpose === 'checkout'
      ? describeLines(lines)
      : ((await paymentPurpose(payment.purpose).describe(tx, payment.id))?.productName ?? '')
  const description = named || paymentWithoutOrdersDescription(payment.amountCents, payment.createdAt)
  const refundId = await insertRefund(tx, {
    key,
    paymentId: payment.id,
    orderId: null,
    reason: cause.reason,
    description,
    amountCents: payment.amountCents,
    tiktokUsername: payment.tiktokUsername,
    email: payment.email,
  })
  if (refundId === undefined) return nothingOwed
  const forSpot = lines.some((line) => line.spotNumber !== null)
  const cancelled =
    cause.reason === 'late_payment'
      ? []
      : await moveOrders(tx, { where: eq(orders.paymentId, payment.id), from: ['awaiting_payment', 'pending', 'completed'], to: 'cancelled' })
  const undone = await undoOrders(tx, hooks, cancelled)
  // Told at once, but for a late cart payment, whose buyer hears when the seller decides.
  if (forSpot || cancelled.length > 0 || cause.reason === 'shipment_cancelled') {
    await hooks.moneyOwedBack(tx, {
      key: `order-cancelled:${key}`,
      paymentId: payment.id,
      description,
      amountCents: payment.amountCents,
      reason: cause.reason,
    })
  }
  return { refundId, cancelledOrderIds: cancelled.map((order) => order.id), ...undone }
}

/**
 * Money owed back for a spot whose payment is gone (deleted by Reset Data before decision 028): the
 * caller says what it was. Once per key.
 */
export async function oweWithoutPayment(tx: Tx, refund: Omit<NewRefund, 'paymentId' | 'orderId'>): Promise<Owed> {
  const refundId = await insertRefund(tx, { ...refund, paymentId: null, orderId: null })
  return { ...nothingOwed, refundId }
}

/**
 * The seller cancels a paid order not yet opened (product.md 2.7: a full refund if not yet shipped;
 * decision 028): it leaves the queue and every overlay, its stock goes back, its points are taken
 * back, its price is owed back (with the payment's shipping when no order of the payment is kept), and
 * the buyer is mailed. A Pack Battle spot is not cancelled here: removing the participant does it.
 */
export async function cancelOrder(deps: Pick<RefundDeps, 'db' | 'publish' | 'salesHooks'>, orderId: number): Promise<{ refundId: number | null }> {
  const owed = await deps.db.transaction(async (tx) => {
    const order = await lockPaidOrder(tx, orderId, ['pending'])
    // Its cards were asked for (a shipping request, perhaps paid): the parcel decides, not a cancellation.
    if ((await deps.salesHooks.ordersInShipment(tx, [orderId], 'any')).length > 0) throw new Refusal('conflict', messages.orderInShipment)
    return cancelPaidOrder(tx, deps.salesHooks, order, 'order_cancelled')
  })
  await announceOwed(deps.db, deps.publish, deps.salesHooks, owed)
  return { refundId: owed.refundId ?? null }
}

/**
 * The seller grants a buyer's withdrawal from one order (decision 039), in the caller's transaction
 * (the withdrawals module records the decision in it): as a cancellation, also of an order opened or
 * sent sealed (the buyer sends the goods back; its stock is not returned by itself, the seller counts
 * what comes back), with the reason `withdrawal`. A PostNL checkout's parcel not yet sent lets go of
 * it first (`parcel`: decision 036, amended). Not for an order whose parcel is still on its way to
 * the desk (a request waiting for payment or to pack: cancel that first, decision 036), nor a Pack
 * Battle spot (removing the participant pays it back, decision 028).
 */
export async function withdrawOrder(tx: Tx, hooks: SalesHooks, orderId: number): Promise<Owed & { parcel: Awaited<ReturnType<SalesHooks['orderWithdrawing']>> }> {
  const order = await lockPaidOrder(tx, orderId, ['pending', 'completed'])
  const parcel = await hooks.orderWithdrawing(tx, orderId)
  if ((await hooks.ordersInShipment(tx, [orderId], 'unsent')).length > 0) throw new Refusal('conflict', messages.orderInShipment)
  return { ...(await cancelPaidOrder(tx, hooks, order, 'withdrawal')), parcel }
}

/**
 * The order, locked in the caller's transaction; undefined when unknown. Every decision about an order
 * takes this lock first (a cancellation, a withdrawal's grant and its refusal: decision 050), so one that
 * waits for another sees what it did.
 */
export async function lockOrder(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return order
}

/** The order, locked for its change; refused as not found when unknown, as a conflict when not paid in one of `statuses` or a spot. */
async function lockPaidOrder(tx: Tx, orderId: number, statuses: readonly string[]) {
  const order = await lockOrder(tx, orderId)
  if (!order) throw new Refusal('not_found', messages.orderNotFound)
  if (!statuses.includes(order.status) || order.spotNumber !== null) throw new Refusal('conflict', messages.orderNotCancellable)
  return order
}

/**
 * Cancels a paid order the seller gave up (decision 028) or that the buyer withdrew from (decision
 * 039): out of the queue, its stock back while it was not opened, its points back, its price owed back
 * (with the payment's shipping once no order of the payment is kept), and the buyer mailed.
 */
async function cancelPaidOrder(
  tx: Tx,
  hooks: SalesHooks,
  order: typeof orders.$inferSelect,
  reason: 'order_cancelled' | 'withdrawal',
): Promise<Owed> {
  const cancelled = await moveOrders(tx, { where: eq(orders.id, order.id), from: [order.status as 'pending' | 'completed'], to: 'cancelled' })
  const undone = await undoOrders(tx, hooks, order.status === 'pending' ? cancelled : [], cancelled)
  const [payment] = await tx.select().from(payments).where(eq(payments.id, order.paymentId))
  if (!payment || payment.provider === 'manual') return { ...nothingOwed, ...undone, cancelledOrderIds: [order.id] }
  const amountCents = owedOnCancel(order, payment.shippingCostCents, await countKeptOrders(tx, payment.id))
  const description = describeLines([order])
  const key = `${reason}:${order.id}`
  const refundId = await insertRefund(tx, {
    key,
    paymentId: payment.id,
    orderId: order.id,
    reason,
    description,
    amountCents,
    tiktokUsername: payment.tiktokUsername,
    email: payment.email,
  })
  await hooks.moneyOwedBack(tx, { key: `order-cancelled:${key}`, paymentId: payment.id, description, amountCents, reason })
  return { refundId, cancelledOrderIds: [order.id], ...undone }
}

/** Orders of a payment the shop keeps: paid and in the queue, or opened. */
async function countKeptOrders(tx: Tx, paymentId: string): Promise<number> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentId, paymentId), inArray(orders.status, ['pending', 'completed'])))
  return rows.length
}

/** The events of money owed back, after its commit: the queue, the stock, the leaderboard, the admin's pages. */
export async function announceOwed(db: Db, publish: Publish, hooks: SalesHooks, owed: Owed): Promise<void> {
  const refundIds = owed.refundId === undefined ? [] : [owed.refundId]
  const orderIds = new Set([...owed.cancelledOrderIds, ...(await listOrderIdsOfRefunds(db, refundIds))])
  for (const order of await listQueueOrdersByIds(db, [...orderIds])) {
    await publish({ channel: 'orders', type: 'order_update', order })
  }
  for (const row of owed.restocked) await publish({ channel: 'stock', type: 'stock_update', product: toProduct(row) })
  await hooks.announce(db, publish, { battleIds: [], pointsChanged: owed.pointsTakenBack })
  if (owed.cancelledOrderIds.length > 0) await publish({ channel: 'admin', type: 'orders_changed' })
  if (owed.refundId !== undefined) await publish({ channel: 'admin', type: 'refunds_changed' })
}

