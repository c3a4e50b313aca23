import { randomBytes } from 'node:crypto'
import { and, eq, exists, inArray, lt, ne, notExists, or, sql } from 'drizzle-orm'
import type { AdminOrder, CreateOrder, ResetPreview } from '#shared/contracts/admin-orders'
import { messages } from '#shared/contracts/messages'
import { pointsForOrder } from '#shared/domain/points'
import { normalizeTiktokUsername } from '#shared/domain/username'
import type { Db } from '#server/db/db'
import { products } from '#server/db/schema/catalog' // eslint-disable-line table-owners/reads-through-owner -- decision 049: an exception until createManualOrder reads through catalog.public.ts (findProductRow)
import { orders, payments } from '#server/db/schema/sales'
import { HttpError } from '#server/platform/errors'
import type { Publish } from '#server/platform/events'
import { returnStock, toProduct } from '#server/modules/catalog/catalog.public'
import { announceBattles, settleSpotPayment } from '#server/modules/battles/battles.public'
import { clearPoints, countBuyersWithPoints, readLeaderboard } from '#server/modules/leaderboard/leaderboard.public'
import {
  enqueueOrderConfirmation,
  enqueuePackOpened,
  type MailSite,
} from '#server/modules/mail-content/mail-content.public'
import { countMailOfPayments, deleteMailOfPayments } from '#server/modules/mail/mail.public'
import {
  addOpenedOrderToParcel,
  countShipmentsForReset,
  deleteShipmentsForReset,
} from '#server/modules/shipping/shipping.public'
import {
  countSalesForReset,
  deletePayments,
  findAdminOrder,
  listPaymentsWithoutMoney,
  listSpotHoldersOf,
  listUnpaidLinesOf,
  lockPaymentsWithoutMoney,
} from './orders.repo'
import { moveOrders } from './order-status'
import { listQueueOrdersByIds } from './reads/queue-orders.repo'
import { owedRefundsOf } from './refunds.repo'

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
export async function createManualOrder(db: Db, publish: Publish, input: CreateOrder): Promise<AdminOrder> {
  const orderId = await db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, input.productId))
    if (!product) throw new HttpError(404, messages.adminProductNotFound)
    const total = product.priceCents * input.quantity
    const [firstName = '', ...rest] = input.shippingInfo.name.trim().split(/\s+/)
    const [payment] = await tx
      .insert(payments)
      .values({
        provider: 'manual',
        status: 'paid',
        amountCents: total,
        shippingMethod: 'live',
        tiktokUsername: normalizeTiktokUsername(input.tiktokUsername),
        firstName,
        lastName: rest.join(' '),
        email: '',
        street: input.shippingInfo.address,
        houseNumber: '',
        postalCode: input.shippingInfo.postalCode,
        city: input.shippingInfo.city,
        country: input.shippingInfo.country,
        expiresAt: new Date(),
        settledAt: new Date(),
      })
      .returning({ id: payments.id })
    if (!payment) throw new Error('payment insert returned no row')
    const [order] = await tx
      .insert(orders)
      .values({
        paymentId: payment.id,
        productId: product.id,
        productName: product.name,
        unitPriceCents: product.priceCents,
        quantity: input.quantity,
        status: 'pending',
        paidAt: new Date(),
        points: pointsForOrder(total),
        tiktokUsername: normalizeTiktokUsername(input.tiktokUsername),
      })
      .returning({ id: orders.id })
    if (!order) throw new Error('order insert returned no row')
    return order.id
  })
  await announce(db, publish, [orderId])
  const created = await findAdminOrder(db, orderId)
  if (!created) throw new Error(`order ${orderId} vanished`)
  return created
}

/**
 * product.md 4: the admin marks a pending order completed; it leaves the queue. Only once. In the same
 * transaction 'Je pack is geopend' goes to the outbox (none for an order the seller made herself), and
 * an opened order of a PostNL checkout puts that checkout on the shipping desk (decision 022).
 */
export async function completeOrder(db: Db, publish: Publish, id: number, site: MailSite): Promise<AdminOrder> {
  const row = await db.transaction(async (tx) => {
    const [completed] = await moveOrders(tx, { where: eq(orders.id, id), from: ['pending'], to: 'completed' })
    if (!completed) return undefined
    await enqueuePackOpened(tx, site, completed.id)
    return { id: completed.id, parcelId: await addOpenedOrderToParcel(tx, completed.id) }
  })
  if (!row) {
    const existing = await findAdminOrder(db, id)
    if (!existing) throw new HttpError(404, messages.orderNotFound)
    throw new HttpError(409, messages.orderNotQueued)
  }
  await announce(db, publish, [id])
  // The desk shows whether each held or packed order is opened; a PostNL parcel's buyer page follows it.
  if (row.parcelId) await publish({ channel: 'shipments', type: 'shipments_changed' })
  await publish({ channel: 'admin', type: 'shipments_changed' })
  const order = await findAdminOrder(db, id)
  if (!order) throw new Error(`order ${id} vanished`)
  return order
}

/**
 * The back office's 'Bevestiging opnieuw versturen': the order's payment's 'Bestelbevestiging' once
 * more, under a key of its own (the first one's key stays taken), with a fresh order-page link.
 */
export async function resendConfirmation(db: Db, site: MailSite, id: number): Promise<void> {
  const [order] = await db
    .select({ paymentId: orders.paymentId, status: orders.status, email: payments.email, provider: payments.provider })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(eq(orders.id, id))
  if (!order) throw new HttpError(404, messages.orderNotFound)
  if (order.status !== 'pending' && order.status !== 'completed') throw new HttpError(409, messages.confirmationNotPaid)
  const key = `order-confirmation:${order.paymentId}:resend-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
  const written = await db.transaction((tx) => enqueueOrderConfirmation(tx, site, order.paymentId, key))
  if (!written) throw new HttpError(409, messages.confirmationWithoutEmail)
}

/** How long a Mollie checkout the shop let go is kept for a 'paid' that may still come (decision 028). */
const LATE_PAYMENT_WATCH_MS = 30 * 24 * 60 * 60_000

/**
 * Removes the failed orders, and the checkouts' payments (with their personal data) left without
 * orders. A shipping fee has no orders: its request's history stays (decision 029).
 */
export async function deleteFailedOrders(db: Db, publish: Publish): Promise<number> {
  const deleted = await db.transaction(async (tx) => {
    // A payment that came in late is owed back or honoured (decision 028): its orders and payment stay.
    const owedBack = tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.id, orders.paymentId), exists(owedRefundsOf(tx))))
    const rows = await tx
      .delete(orders)
      .where(and(eq(orders.status, 'failed'), notExists(owedBack)))
      .returning({ id: orders.id })
    await tx
      .delete(payments)
      .where(
        and(
          eq(payments.purpose, 'checkout'),
          inArray(payments.status, ['failed', 'canceled', 'expired']),
          notExists(tx.select({ one: sql`1` }).from(orders).where(eq(orders.paymentId, payments.id))),
          notExists(owedRefundsOf(tx)),
          // The shop may have let a checkout go (released, or expired past the grace) while it was still
          // open at the provider; its 'paid' may come later. The row stays a while, so that late payment
          // is seen and owed back (decision 028), and its personal data goes with the retention rules.
          or(ne(payments.provider, 'mollie'), lt(payments.settledAt, new Date(Date.now() - LATE_PAYMENT_WATCH_MS))),
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
export async function previewReset(db: Db): Promise<ResetPreview> {
  return db.transaction(async (tx) => {
    const paymentIds = await listPaymentsWithoutMoney(tx)
    const sales = await countSalesForReset(tx)
    const shipments = await countShipmentsForReset(tx, paymentIds)
    return {
      deletes: {
        orders: sales.deletedOrders,
        payments: paymentIds.length,
        shipments: shipments.deletes,
        mails: await countMailOfPayments(tx, paymentIds),
        points: await countBuyersWithPoints(tx),
      },
      keeps: {
        paidOrders: sales.paidOrders,
        queuedOrders: sales.queuedOrders,
        openCheckouts: sales.openCheckouts,
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
 * with their orders (those in the queue too), and so do checkouts still open there, every refund, and
 * the parcels paid or sent. Products, categories and collections stay, and so do the battles with
 * their paid participants. Stock held by the checkouts it deletes goes back first.
 */
export async function resetSalesData(db: Db, publish: Publish): Promise<void> {
  const { restocked, battleIds } = await db.transaction(async (tx) => {
    const paymentIds = await lockPaymentsWithoutMoney(tx)
    const restockedRows = await returnStock(tx, await listUnpaidLinesOf(tx, paymentIds))
    // A spot its checkout holds is free again, as when the payment expires; a spot paid stays paid,
    // its participant says it was paid in the shop (decision 023).
    const changedBattles: number[] = []
    for (const paymentId of await listSpotHoldersOf(tx, paymentIds)) {
      const released = await settleSpotPayment(tx, paymentId, false)
      if (released?.battleId !== undefined) changedBattles.push(released.battleId)
    }
    // Shipments and the outbox hold addresses and order details: they go with the checkouts (decision
    // 020, 022); those of what stays, stay (a confirmation still waiting to go out included).
    await deleteShipmentsForReset(tx, paymentIds)
    await deleteMailOfPayments(tx, paymentIds)
    await deletePayments(tx, paymentIds)
    await clearPoints(tx)
    return { restocked: restockedRows, battleIds: changedBattles }
  })
  for (const row of restocked) await publish({ channel: 'stock', type: 'stock_update', product: toProduct(row) })
  await announceBattles(db, publish, battleIds)
  // Queue pages and overlays read the queue again: the seller's test orders and demo orders are gone,
  // orders paid at Mollie are still in it.
  await publish({ channel: 'orders', type: 'orders_reset' })
  // And every point: the leaderboard starts the week again from zero (past weeks stay archived).
  await publish({ channel: 'leaderboard', type: 'leaderboard_updated', leaderboard: await readLeaderboard(db) })
  await publish({ channel: 'admin', type: 'orders_changed' })
  await publish({ channel: 'admin', type: 'shipments_changed' })
}
