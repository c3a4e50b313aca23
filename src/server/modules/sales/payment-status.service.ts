import { and, eq, isNotNull, isNull, lt, ne, notInArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { PaymentStatus } from '#shared/domain/order-status'
import type { Db, Tx } from '#server/db/db'
import { orders, payments } from '#server/db/schema/sales'
import type { Publish } from '#server/platform/events'
import type { ShopMetrics } from '#server/platform/metrics'
import { returnStock, toProduct, type ProductRow } from '#server/modules/catalog/catalog.public'
import { moveOrders } from './order-status'
import { movePayment } from './payment-life'
import { paymentPurpose } from './payment-purposes'
import { listQueueOrdersByIds } from './reads/queue-orders.repo'
import { announceOwed, owePaymentBack, type Owed } from './refunds.service'
import type { PaymentProvider } from './providers/payment-provider'
import type { SalesHooks } from './sales-hooks'

export type Definitive = Exclude<PaymentStatus, 'open'>

/** Counts a payment settled, after its commit (decision 024); absent in tests of the payment rules alone. */
export type PaymentsCounter = Pick<ShopMetrics, 'payments'>

/**
 * The one payment life cycle (decision 029): every payment, whatever its purpose, is settled here,
 * from the webhook, the return route, the expiry job and the demo page.
 *
 * Applies a provider's definitive status to a payment and its orders, once. Only an open payment
 * changes, inside one transaction, so a second 'paid', or an 'expired' after 'paid', changes nothing
 * (the first definitive status wins; a different late one is only recorded, in late_status). Paid:
 * orders join the queue and the hooks add their points in the same transaction (decision 047); the
 * 'Bestelbevestiging' is written after the commit and its events (decision 066). Anything else: orders
 * fail and their stock goes back. Events leave after the commit.
 */
export async function applyPaymentStatus(
  db: Db,
  publish: Publish,
  hooks: SalesHooks,
  paymentId: string,
  status: Definitive,
  metrics?: PaymentsCounter,
): Promise<{ changed: boolean }> {
  let lateOwed: Owed | undefined
  const settlement = await db.transaction(async (tx) => {
    const settled = await settlePayment(tx, hooks, paymentId, status)
    if (settled) return settled
    const late = await recordLateStatus(tx, paymentId, status)
    // A 'paid' after the payment failed, was cancelled (a newer checkout released it, decision 017) or
    // expired: the money came in for orders the shop let go, so it is owed back unless the seller
    // honours it (decision 028).
    if (late === 'paid') lateOwed = await owePaymentBack(tx, hooks, { reason: 'late_payment', paymentId })
    return undefined
  })
  if (lateOwed) await announceOwed(db, publish, hooks, lateOwed)
  if (!settlement) return { changed: false }
  await announceSettlement(db, publish, hooks, settlement, metrics)
  return { changed: true }
}

/** What settling a payment changed, for the events that announce it after the commit. */
export type Settlement = {
  /** The status the payment settled with. */
  status: Definitive
  /** Orders that joined the live queue. */
  paidOrderIds: number[]
  restocked: ProductRow[]
  pointsAdded: boolean
  /** The Pack Battle whose spot this payment held, paid or let go (decision 023). */
  battleIds: number[]
  /** Money owed back: a spot paid after its battle closed (decision 028). */
  owed?: Owed
  /** The checkout whose orders this settlement paid: its buyer's confirmation follows the events (decision 066). */
  paidCheckoutId?: string
  /** The events of a purpose other than a checkout (a shipping fee: decision 029), after the commit. */
  announcePurpose?: (publish: Publish) => Promise<void>
}

/**
 * The transactional half of applyPaymentStatus, for a caller that settles a payment inside a
 * transaction of its own (a buyer's new checkout releases their earlier one: decision 017). Undefined
 * when the payment was no longer open; nothing is recorded then (late_status is for the provider's
 * word). The caller announces the settlement after its commit, and that writes a paid payment's
 * confirmation last, in a transaction of its own (decision 066): this one holds the payment's row (a
 * new checkout's holds its products' too), and the broadcast waits for its commit. Written once per
 * payment, by its key; a stop between the two is made good by a sweep a minute later, so a paid payment
 * is confirmed once, and an unpaid one never.
 */
export async function settlePayment(tx: Tx, hooks: SalesHooks, paymentId: string, status: Definitive): Promise<Settlement | undefined> {
  // The client address is kept only while the payment is open (decision 017).
  const payment = await movePayment(tx, { paymentId, from: ['open'], to: status, set: { settledAt: new Date(), clientAddress: null } })
  if (!payment) return undefined
  if (payment.purpose !== 'checkout') {
    // A payment of another module (decision 029) has no orders: its purpose says what it changes.
    const announcePurpose = await paymentPurpose(payment.purpose).settle(tx, paymentId, status)
    return { status, paidOrderIds: [], restocked: [], pointsAdded: false, battleIds: [], announcePurpose }
  }

  const spot = await hooks.spotSettling(tx, paymentId, status === 'paid')
  const battleIds = spot?.battleId === undefined ? [] : [spot.battleId]
  const ofPayment = eq(orders.paymentId, paymentId)
  if (status === 'paid' && spot?.refused) {
    // The battle could not keep the spot: no confirmation and no points, the money is owed back and
    // the buyer is told so (decision 028).
    const owed = await owePaymentBack(tx, hooks, { reason: 'battle_closed', paymentId })
    return { status, paidOrderIds: [], restocked: [], pointsAdded: false, battleIds, owed }
  }
  if (status === 'paid') {
    const paid = await moveOrders(tx, { where: and(ofPayment, isNull(orders.spotNumber)), from: ['awaiting_payment'], to: 'pending' })
    // A Pack Battle spot is no pack for the live queue: its order is done once paid (decision 023).
    const spots = await moveOrders(tx, {
      where: and(ofPayment, isNotNull(orders.spotNumber)),
      from: ['awaiting_payment'],
      to: 'completed',
      paidAt: new Date(),
    })
    const { pointsAdded } = await hooks.ordersPaid(tx, { paymentId, orders: [...paid, ...spots] })
    return { status, paidOrderIds: paid.map((o) => o.id), restocked: [], pointsAdded, battleIds, paidCheckoutId: paymentId }
  }

  const failed = await moveOrders(tx, { where: ofPayment, from: ['awaiting_payment'], to: 'failed' })
  const restocked = await returnStock(tx, failed)
  return { status, paidOrderIds: [], restocked, pointsAdded: false, battleIds }
}

/**
 * The events of a committed settlement: the queue, the stock, a Pack Battle, the leaderboard, the
 * admin's lists; then, for a paid checkout, its buyer's confirmation (decision 066), after everything a
 * screen waits for. Every settlement passes here once, after its commit, so it is counted here too
 * (decision 024): a payment settled in a transaction that rolled back is never counted.
 */
export async function announceSettlement(
  db: Db,
  publish: Publish,
  hooks: SalesHooks,
  settlement: Settlement,
  metrics?: PaymentsCounter,
): Promise<void> {
  metrics?.payments.inc({ status: settlement.status })
  for (const order of await listQueueOrdersByIds(db, settlement.paidOrderIds)) {
    await publish({ channel: 'orders', type: 'order_update', order })
  }
  for (const row of settlement.restocked) {
    await publish({ channel: 'stock', type: 'stock_update', product: toProduct(row) })
  }
  await hooks.announce(db, publish, { battleIds: settlement.battleIds, pointsChanged: settlement.pointsAdded })
  await settlement.announcePurpose?.(publish)
  if (settlement.owed) await announceOwed(db, publish, hooks, settlement.owed)
  await publish({ channel: 'admin', type: 'orders_changed' })
  if (settlement.paidCheckoutId) await hooks.ordersPaidAnnounced(db, settlement.paidCheckoutId)
}

/**
 * Keeps a definitive status that lost to another one on the payment (late_status), for the books and
 * for the admin's questions; a repeat of the winning status is no news and is not recorded, nor is
 * 'paid' for a payment the bank took back: Mollie still calls that one paid (decision 052). Returns the
 * status recorded, if any.
 */
async function recordLateStatus(tx: Tx, paymentId: string, status: Definitive): Promise<Definitive | undefined> {
  const same = status === 'paid' ? notInArray(payments.status, ['open', 'paid', 'charged_back']) : and(ne(payments.status, 'open'), ne(payments.status, status))
  const [row] = await tx
    .update(payments)
    .set({ lateStatus: status, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), same))
    .returning({ id: payments.id })
  return row ? status : undefined
}

/**
 * Releases checkouts that were abandoned: open payments past their expiry. The provider is asked
 * first (a payment may have been paid at the last second); past the grace period the stock is
 * released whatever it says. Safe to run on several instances at once: applying is idempotent.
 */
export async function expireDuePayments(
  deps: { db: Db; publish: Publish; salesHooks: SalesHooks; provider: PaymentProvider; log: FastifyBaseLogger; metrics?: PaymentsCounter },
  now = new Date(),
): Promise<number> {
  const { db, provider, log } = deps
  const due = await db
    .select({ id: payments.id, providerPaymentId: payments.providerPaymentId, expiresAt: payments.expiresAt })
    .from(payments)
    .where(and(eq(payments.status, 'open'), lt(payments.expiresAt, now)))
    .limit(200)
  let released = 0
  for (const payment of due) {
    let status: PaymentStatus = 'open'
    if (payment.providerPaymentId) {
      status = await provider.fetchPayment(payment.providerPaymentId).then((known) => known.status, (error: unknown) => {
        log.warn({ err: error, paymentId: payment.id }, 'could not ask the provider about an expired payment')
        return 'open' as const
      })
    }
    // A payment the provider never created (it failed before answering) has nothing to wait for.
    const graceMs = payment.providerPaymentId ? provider.graceMinutes * 60_000 : 0
    const graceOver = now.getTime() > payment.expiresAt.getTime() + graceMs
    if (status === 'open' && !graceOver) continue
    const { changed } = await applyPaymentStatus(db, deps.publish, deps.salesHooks, payment.id, status === 'open' ? 'expired' : status, deps.metrics)
    if (changed) released++
  }
  return released
}
