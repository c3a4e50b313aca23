import { and, eq, isNull } from 'drizzle-orm'
import type { HonourAnswer, RefundReason } from '#shared/contracts/admin-refunds'
import { messages, notEnoughStock } from '#shared/contracts/messages'
import type { Db } from '#server/db/db'
import { orders } from '#server/db/schema/sales'
import { Refusal } from '#server/platform/refusal'
import type { Publish } from '#server/platform/events'
import { findProductRow, takeStockAsSeen, toProduct, type ProductRow } from '#server/modules/catalog/catalog.public'
import { cutChargebackRests } from './chargebacks.service'
import { moveOrders } from './order-status'
import { movePayment } from './payment-life'
import { listQueueOrdersByIds } from './reads/queue-orders.repo'
import { mayHaveRefunded } from './refund-attempts.repo'
import { deleteRefund, honourableReasons, lockRefund } from './refunds.repo'
import type { SalesHooks } from './sales-hooks'

/**
 * 'Toch leveren' (decision 028): the seller honours a cart payment that came in after its checkout was
 * released or expired ('Betaald na verlopen'), or whose orders a chargeback failed before the bank gave
 * the money back (decision 052). Its orders join the queue as if paid in time, when the
 * stock allows every line (otherwise nothing changes and the answer names the line); the payment
 * becomes paid, the buyer gets the points and, after the commit and its events, the confirmation
 * (decision 066; none again for a payment confirmed before its chargeback), and nothing is owed back
 * any more. A Pack Battle spot is not honoured: its place went to someone else.
 */
export async function honourLatePayment(deps: { db: Db; publish: Publish; salesHooks: SalesHooks }, refundId: number): Promise<HonourAnswer> {
  const { db, publish, salesHooks: hooks } = deps
  const done = await db.transaction(async (tx) => {
    const row = await lockRefund(tx, refundId)
    if (!row) throw new Refusal('not_found', messages.refundNotFound)
    const { refund } = row
    const paymentId = refund.paymentId
    const honourable = honourableReasons.includes(refund.reason as RefundReason)
    // Delivering and paying back exclude each other: not once any refund of the payment may have moved
    // money, on its way, unknown at the provider or paid back (decision 052).
    if (honourable && paymentId && (await mayHaveRefunded(tx, paymentId))) throw new Refusal('conflict', messages.latePaymentRefundMayExist)
    if (!honourable || refund.status !== 'owed' || !paymentId || !row.hasFailedOrders) {
      throw new Refusal('conflict', messages.latePaymentNotHonourable)
    }
    // Delivering keeps the payment for its orders: a partial chargeback's rest, owed only while the sale
    // stood void and on its way when the reversal would have cut it, goes now (decision 052, amended).
    if (refund.reason === 'chargeback_reversed') await cutChargebackRests(tx, paymentId)
    const lines = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.paymentId, paymentId), eq(orders.status, 'failed'), isNull(orders.spotNumber)))
      .orderBy(orders.productId)
    const taken: ProductRow[] = []
    for (const line of lines) {
      const product = line.productId === null ? undefined : await findProductRow(tx, line.productId)
      if (!product) throw new Refusal('conflict', notEnoughStock(line.productName, 0))
      const after = product.stock >= line.quantity ? await takeStockAsSeen(tx, product, line.quantity) : undefined
      if (!after) throw new Refusal('conflict', notEnoughStock(line.productName, product.stock))
      taken.push(after)
    }
    const now = new Date()
    await movePayment(tx, { paymentId, from: ['failed', 'canceled', 'expired', 'paid'], to: 'paid', set: { lateStatus: null, settledAt: now } })
    const paid = await moveOrders(tx, { where: eq(orders.paymentId, paymentId), from: ['failed'], to: 'pending' })
    const { pointsAdded } = await hooks.ordersPaid(tx, { paymentId, orders: paid })
    await deleteRefund(tx, refundId)
    return { paymentId, orderIds: paid.map((order) => order.id), taken, pointsAdded }
  })
  for (const order of await listQueueOrdersByIds(db, done.orderIds)) await publish({ channel: 'orders', type: 'order_update', order })
  for (const row of done.taken) await publish({ channel: 'stock', type: 'stock_update', product: toProduct(row) })
  await hooks.announce(db, publish, { battleIds: [], pointsChanged: done.pointsAdded })
  await publish({ channel: 'admin', type: 'orders_changed' })
  await publish({ channel: 'admin', type: 'refunds_changed' })
  await hooks.ordersPaidAnnounced(db, done.paymentId)
  return { orderIds: done.orderIds }
}
