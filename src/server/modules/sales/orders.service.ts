import { and, eq, exists, not, notExists, or, sql } from 'drizzle-orm'
import type { AdminOrder, CreateOrder, ResetPreview } from '#shared/contracts/admin-orders'
import { confirmationSentRecently, messages } from '#shared/contracts/messages'
import { pointsForOrder } from '#shared/domain/points'
import { normalizeTiktokUsername } from '#shared/domain/username'
import type { Db } from '#server/db/db'
import { chargebacks, orders, payments } from '#server/db/schema/sales'
import { Refusal } from '#server/platform/refusal'
import type { Publish } from '#server/platform/events'
import { findProductRow, returnStock, toProduct } from '#server/modules/catalog/catalog.public'
import { countMailOfPayments, deleteMailOfPayments } from '#server/modules/mail/mail.public'
import {
  countSalesForReset,
  deletePayments,
  findAdminOrder,
  listPaymentsWithoutMoney,
  listSpotHoldersOf,
  listUnpaidLinesOf,
  lockPaymentsWithoutMoney,
  settledUnpaid,
  watchedForLatePayment,
} from './orders.repo'
import { moveOrders } from './order-status'
import { listQueueOrdersByIds } from './reads/queue-orders.repo'
import { owedRefundsOf } from './refunds.repo'
import { insertSettledOrder } from './settled-order'
import type { SalesHooks } from './sales-hooks'

async function announce(db: Db, publish: Publish, orderIds: number[]): Promise<void> {
  for (const order of await listQueueOrdersByIds(db, orderIds)) {
    await publish({ channel: 'orders', type: 'order_update', order })
  }
  await publish({ channel: 'admin', type: 'orders_changed' })
}

/**
 * product.md 7.2/7.3: an order the admin creates (the test notification): pending at once, on a 'manual'
 * payment that holds its shipping details. It takes no stock and earns no leaderboard points: it is
 * not a sale.
 */
export async function createManualOrder(db: Db, publish: Publish, hooks: SalesHooks, input: CreateOrder): Promise<AdminOrder> {
  const orderId = await db.transaction(async (tx) => {
    const product = await findProductRow(tx, input.productId)
    if (!product) throw new Refusal('not_found', messages.adminProductNotFound)
    const total = product.priceCents * input.quantity
    const [firstName = '', ...rest] = input.shippingInfo.name.trim().split(/\s+/)
    const tiktokUsername = normalizeTiktokUsername(input.tiktokUsername)
    const { orderId: id } = await insertSettledOrder(
      tx,
      {
        provider: 'manual',
        amountCents: total,
        shippingMethod: 'live',
        tiktokUsername,
        firstName,
        lastName: rest.join(' '),
        email: '',
        street: input.shippingInfo.address,
        houseNumber: '',
        postalCode: input.shippingInfo.postalCode,
        city: input.shippingInfo.city,
        country: input.shippingInfo.country,
      },
      {
        productId: product.id,
        productName: product.name,
        unitPriceCents: product.priceCents,
        quantity: input.quantity,
        status: 'pending',
        points: pointsForOrder(total),
        tiktokUsername,
      },
    )
    return id
  })
  await announce(db, publish, [orderId])
  const created = await findAdminOrder(db, hooks, orderId)
  if (!created) throw new Error(`order ${orderId} vanished`)
  return created
}

/**
 * product.md 4: the admin marks a pending order completed; it leaves the queue. Only once. In the same
 * transaction 'Je pack is geopend' goes to the outbox (none for an order the seller made herself), and
 * an opened order of a PostNL checkout puts that checkout on the shipping desk (decision 022), and its
 * moment on stream is recorded with the tap's moment the seller's device sent (decision 060).
 */
export async function completeOrder(
  db: Db,
  publish: Publish,
  hooks: SalesHooks,
  id: number,
  claimedTapAt?: Date,
): Promise<AdminOrder> {
  const row = await db.transaction(async (tx) => {
    const [completed] = await moveOrders(tx, { where: eq(orders.id, id), from: ['pending'], to: 'completed' })
    if (!completed) return undefined
    return { id: completed.id, ...(await hooks.orderCompleted(tx, { orderId: completed.id, claimedTapAt })) }
  })
  if (!row) {
    const existing = await findAdminOrder(db, hooks, id)
    if (!existing) throw new Refusal('not_found', messages.orderNotFound)
    throw new Refusal('conflict', messages.orderNotQueued)
  }
  await announce(db, publish, [id])
  // The desk shows whether each held or packed order is opened; a PostNL parcel's buyer page follows it.
  if (row.parcelId) await publish({ channel: 'shipments', type: 'shipments_changed' })
  await publish({ channel: 'admin', type: 'shipments_changed' })
  const order = await findAdminOrder(db, hooks, id)
  if (!order) throw new Error(`order ${id} vanished`)
  return order
}

/**
 * The back office's 'Bevestiging opnieuw versturen': the order's payment's 'Bestelbevestiging' once
 * more, under a key of its own (the first one's key stays taken), with a fresh order-page link; not
 * again within a few minutes of the last time (mail-content decides), so presses at once send one.
 * The payment's row lock makes presses at once, on any instance, wait for each other. Answers the
 * seller's message.
 */
export async function resendConfirmation(db: Db, hooks: SalesHooks, id: number): Promise<string> {
  const [order] = await db
    .select({ paymentId: orders.paymentId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, id))
  if (!order) throw new Refusal('not_found', messages.orderNotFound)
  if (order.status !== 'pending' && order.status !== 'completed') throw new Refusal('conflict', messages.confirmationNotPaid)
  const { paymentId } = order
  const again = await db.transaction(async (tx) => {
    await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId)).for('update')
    return hooks.confirmationAskedAgain(tx, paymentId)
  })
  switch (again.outcome) {
    case 'queued':
      return messages.confirmationQueued
    case 'recent':
      return confirmationSentRecently(again.sentAt, again.againFrom)
    case 'nobody':
      throw new Refusal('conflict', messages.confirmationWithoutEmail)
  }
}

/**
 * Removes the failed orders, and the checkouts' payments (with their personal data) left without
 * orders. A shipping fee has no orders: its request's history stays (decision 029).
 */
export async function deleteFailedOrders(db: Db, publish: Publish): Promise<number> {
  const deleted = await db.transaction(async (tx) => {
    // A payment that came in late is owed back or honoured (decision 028), and one the bank took back
    // may be given back (decision 052): its orders and payment stay.
    const owedBack = tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.id, orders.paymentId), or(exists(owedRefundsOf(tx)), eq(payments.status, 'charged_back'))))
    const rows = await tx
      .delete(orders)
      .where(and(eq(orders.status, 'failed'), notExists(owedBack)))
      .returning({ id: orders.id })
    await tx
      .delete(payments)
      .where(
        and(
          eq(payments.purpose, 'checkout'),
          // Not one paid late: it took real money, which Mollie may still report on (a refund of it
          // that bounces), so it stays a money record, as Reset Data keeps it (decision 051).
          settledUnpaid(),
          notExists(tx.select({ one: sql`1` }).from(orders).where(eq(orders.paymentId, payments.id))),
          notExists(owedRefundsOf(tx)),
          // A late payment the bank took back (its refund closed as charged_back) stays with its
          // chargebacks: a reversal owes it again, and the books keep what the bank took (decision 052).
          notExists(tx.select({ one: sql`1` }).from(chargebacks).where(eq(chargebacks.paymentId, payments.id))),
          // The shop may have let a checkout go (released, or expired past the grace) while it was still
          // open at the provider; its 'paid' may come later. The row stays a while, so that late payment
          // is seen and owed back (decision 028), and its personal data goes with the retention rules.
          // Reset Data keeps it by the same condition (decision 051).
          not(watchedForLatePayment()),
        ),
      )
    return rows.length
  })
  await publish({ channel: 'admin', type: 'orders_changed' })
  return deleted
}

/**
 * What Reset Data deletes and keeps (GET /api/reset/preview), by the rule the reset applies
 * (tookNoRealMoney in orders.repo.ts, shipping's and the outbox's of the same payments), read in one
 * transaction.
 */
export async function previewReset(db: Db, hooks: SalesHooks): Promise<ResetPreview> {
  return db.transaction(async (tx) => {
    const paymentIds = await listPaymentsWithoutMoney(tx)
    const sales = await countSalesForReset(tx)
    const { shipments, buyersWithPoints } = await hooks.resetPreview(tx, paymentIds)
    return {
      deletes: {
        orders: sales.deletedOrders,
        payments: paymentIds.length,
        shipments: shipments.deletes,
        mails: await countMailOfPayments(tx, paymentIds),
        points: buyersWithPoints,
      },
      keeps: {
        paidOrders: sales.paidOrders,
        queuedOrders: sales.queuedOrders,
        openCheckouts: sales.openCheckouts,
        watchedForLatePayment: sales.watchedForLatePayment,
        refunds: sales.refunds,
        parcels: shipments.keeps,
      },
    }
  })
}

/**
 * product.md 6, decision 028: Reset Data never deletes a money record. It deletes the checkouts that
 * took no real money (tookNoRealMoney in orders.repo.ts: the seller's test orders, demo payments,
 * payments that failed, were cancelled or expired) with their orders, their e-mails and their
 * shipments, and shipping requests that took no real money; and this week's points. Payments paid at Mollie stay
 * with their orders (those in the queue too), and so do checkouts still open there, those let go that
 * Mollie may still report paid (kept for the watch 'Verwijder mislukte orders' keeps too: decision
 * 051), every refund, and the parcels paid or sent. Products, categories and collections stay, and so do the battles with
 * their paid participants. Stock held by the checkouts it deletes goes back first.
 */
export async function resetSalesData(db: Db, publish: Publish, hooks: SalesHooks): Promise<void> {
  const { restocked, battleIds } = await db.transaction(async (tx) => {
    const paymentIds = await lockPaymentsWithoutMoney(tx)
    const restockedRows = await returnStock(tx, await listUnpaidLinesOf(tx, paymentIds))
    // A spot its checkout holds is free again, as when the payment expires; a spot paid stays paid,
    // its participant says it was paid in the shop (decision 023).
    const changedBattles: number[] = []
    for (const paymentId of await listSpotHoldersOf(tx, paymentIds)) {
      const released = await hooks.spotSettling(tx, paymentId, false)
      if (released?.battleId !== undefined) changedBattles.push(released.battleId)
    }
    // Shipments and the outbox hold addresses and order details: they go with the checkouts (decision
    // 020, 022); those of what stays, stay (a confirmation still waiting to go out included).
    await hooks.resetting(tx, paymentIds)
    await deleteMailOfPayments(tx, paymentIds)
    await deletePayments(tx, paymentIds)
    return { restocked: restockedRows, battleIds: changedBattles }
  })
  for (const row of restocked) await publish({ channel: 'stock', type: 'stock_update', product: toProduct(row) })
  // Queue pages and overlays read the queue again: the seller's test orders and demo orders are gone,
  // orders paid at Mollie are still in it. And every point: the leaderboard starts the week again from
  // zero (past weeks stay archived).
  await publish({ channel: 'orders', type: 'orders_reset' })
  await hooks.announce(db, publish, { battleIds, pointsChanged: true })
  await publish({ channel: 'admin', type: 'orders_changed' })
  await publish({ channel: 'admin', type: 'shipments_changed' })
}
