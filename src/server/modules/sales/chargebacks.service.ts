import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Chargeback } from '#shared/contracts/admin-refunds'
import type { Db, Tx } from '#server/db/db'
import { chargebacks, orders, payments, refunds } from '#server/db/schema/sales'
import { returnStock, toProduct, type ProductRow } from '#server/modules/catalog/catalog.public'
import { listOrdersOfPaymentIn, moveOrders } from './order-status'
import { movePayment } from './payment-life'
import { applyPaymentStatus } from './payment-status.service'
import type { ProviderChargeback } from './providers/payment-provider'
import { listQueueOrdersByIds } from './reads/queue-orders.repo'
import { amountsOf, insertRefund, listAttemptsOf, settleRefundStatus } from './refunds.repo'
import { describeLines, type RefundDeps } from './refunds.service'
import type { SalesHooks } from './sales-hooks'

type ChargebackRow = typeof chargebacks.$inferSelect

type ChargebackDeps = Pick<RefundDeps, 'db' | 'publish' | 'provider' | 'salesHooks' | 'log'>

/** What recording chargebacks changed, for the events after the commit. */
type Changed = { orderIds: number[]; restocked: ProductRow[]; pointsChanged: boolean; refundsChanged: boolean }

/**
 * Records what the provider reports of a payment's chargebacks (decision 052), each once by its id: a
 * new one takes the payment back (see chargeBack), a reversal seen for the first time gives it back
 * (see giveBack). `listed` is what the provider said, or undefined to ask it now. Returns how many
 * chargebacks changed.
 */
export async function reconcileChargebacks(deps: ChargebackDeps, paymentId: string, listed?: ProviderChargeback[]): Promise<number> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId))
  if (!payment?.providerPaymentId || payment.provider !== deps.provider.name) return 0
  let reported = listed
  if (!reported) {
    try {
      reported = await deps.provider.listChargebacks(payment.providerPaymentId)
    } catch (error) {
      deps.log.warn({ err: error, paymentId }, 'could not list a payment’s chargebacks at the provider')
      return 0
    }
  }
  // A chargeback proves the money came in. A payment the shop does not hold as paid (its 'paid' came
  // after the shop let it go, and that webhook was lost) takes that word first, as a late 'paid': its
  // money is owed back, so the chargeback below closes a debt the shop knows of (found by the ledger
  // property, money-ledger-mollie.test.ts).
  if (reported.length > 0 && !heardPaid(payment)) {
    await applyPaymentStatus(deps.db, deps.publish, deps.salesHooks, paymentId, 'paid')
  }
  const changed: Changed = { orderIds: [], restocked: [], pointsChanged: false, refundsChanged: false }
  let count = 0
  for (const chargeback of reported) {
    const moved = await deps.db.transaction(async (tx) => {
      await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId)).for('update')
      const [known] = await tx.select().from(chargebacks).where(eq(chargebacks.providerChargebackId, chargeback.providerChargebackId))
      if (!known) {
        const [row] = await tx
          .insert(chargebacks)
          .values({
            paymentId,
            providerChargebackId: chargeback.providerChargebackId,
            amountCents: chargeback.amountCents,
            reason: chargeback.reason,
            chargedBackAt: chargeback.chargedBackAt,
            reversedAt: chargeback.reversedAt,
          })
          .returning()
        // One reported already reversed took nothing the shop ever missed.
        if (row && !chargeback.reversedAt) {
          const coveredCents = await chargeBack(tx, deps.salesHooks, paymentId, chargeback.amountCents, changed)
          await tx.update(chargebacks).set({ coveredCents }).where(eq(chargebacks.id, row.id))
        }
        return true
      }
      if (known.reversedAt || !chargeback.reversedAt) return false
      await tx.update(chargebacks).set({ reversedAt: chargeback.reversedAt }).where(eq(chargebacks.id, known.id))
      await giveBack(tx, deps.salesHooks, paymentId, known, changed)
      return true
    })
    if (moved) count++
  }
  if (count > 0) await announceChargebacks(deps.db, deps.publish, deps.salesHooks, changed)
  return count
}

/** The shop holds the payment's money as having come in: paid, charged back since, or paid late. */
function heardPaid(payment: Pick<typeof payments.$inferSelect, 'status' | 'lateStatus'>): boolean {
  return payment.status === 'paid' || payment.status === 'charged_back' || payment.lateStatus === 'paid'
}

/**
 * The bank took the payment back: the payment is charged back; its orders not yet opened fail (out of
 * the queue, their stock back); every order it kept gives its points back and its parcel is held (the
 * hook); and what it still owed back and had not sent is closed, returned by the bank instead. Returns
 * how much it closed, for its reversal.
 */
async function chargeBack(tx: Tx, hooks: SalesHooks, paymentId: string, amountCents: number, changed: Changed): Promise<number> {
  // A late payment (owed back, its orders failed), or one another chargeback already took, keeps its
  // status, and its orders gave their points already: only what it owed is closed.
  const wasPaid = await movePayment(tx, { paymentId, from: ['paid'], to: 'charged_back' })
  const kept = wasPaid ? await listOrdersOfPaymentIn(tx, paymentId) : []
  const failed = await moveOrders(tx, { where: eq(orders.paymentId, paymentId), from: ['pending'], to: 'failed' })
  changed.restocked.push(...(await returnStock(tx, failed)))
  changed.orderIds.push(...kept.map((order) => order.id))
  if (kept.length > 0) {
    const { pointsTakenBack } = await hooks.paymentChargedBack(tx, { paymentId, orders: kept })
    changed.pointsChanged ||= pointsTakenBack
  }
  // What the bank took beyond the orders kept is what the shop owed back: closed, in the refunds' order.
  // A refund on its way when the bank took the rest, failed since, is not: Mollie holds that money.
  const keptCents = sum(kept.map((order) => order.unitPriceCents * order.quantity)) + (kept.length > 0 && wasPaid ? wasPaid.shippingCostCents : 0)
  let budget = Math.max(0, amountCents - keptCents)
  const owed = await tx.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.id))
  const attempts = await listAttemptsOf(tx, owed.map((refund) => refund.id))
  let coveredCents = 0
  for (const refund of owed) {
    const cover = Math.min(amountsOf(refund, attempts.get(refund.id) ?? []).remainingCents, budget)
    if (cover === 0) continue
    await settleRefundStatus(tx, refund.id, { chargedBackCents: refund.chargedBackCents + cover })
    budget -= cover
    coveredCents += cover
    changed.refundsChanged = true
  }
  return coveredCents
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0)
}

/**
 * The bank gave a chargeback's money back (the seller won the dispute): what it closed is owed again at
 * once. Once no chargeback of the payment stands, the payment is paid again; opened orders get their
 * points back and their parcel is released (the hook); and the orders it failed are owed back, which the
 * seller may honour instead ('Toch leveren'), as a late payment: once per payment, however often it was
 * charged back and won back.
 */
async function giveBack(tx: Tx, hooks: SalesHooks, paymentId: string, chargeback: ChargebackRow, changed: Changed): Promise<void> {
  let uncover = chargeback.coveredCents
  const closed = await tx.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(desc(refunds.id))
  for (const refund of closed) {
    const back = Math.min(uncover, refund.chargedBackCents)
    if (back === 0) continue
    await settleRefundStatus(tx, refund.id, { chargedBackCents: refund.chargedBackCents - back })
    uncover -= back
    changed.refundsChanged = true
  }
  const standing = await tx
    .select({ id: chargebacks.id })
    .from(chargebacks)
    .where(and(eq(chargebacks.paymentId, paymentId), isNull(chargebacks.reversedAt)))
  if (standing.length > 0) return
  const payment = await movePayment(tx, { paymentId, from: ['charged_back'], to: 'paid' })
  if (!payment) return
  const completed = await listOrdersOfPaymentIn(tx, paymentId, ['completed'])
  if (completed.length > 0) {
    const { pointsAdded } = await hooks.chargebackReversed(tx, { paymentId, orders: completed })
    changed.pointsChanged ||= pointsAdded
  }
  const failed = await tx.select().from(orders).where(and(eq(orders.paymentId, paymentId), eq(orders.status, 'failed'))).orderBy(asc(orders.id))
  if (failed.length === 0) return
  const amountCents =
    failed.reduce((sum, order) => sum + order.unitPriceCents * order.quantity, 0) + (completed.length === 0 ? payment.shippingCostCents : 0)
  await insertRefund(tx, {
    key: `chargeback_reversed:${paymentId}`,
    paymentId,
    orderId: null,
    reason: 'chargeback_reversed',
    description: describeLines(failed),
    amountCents,
    tiktokUsername: payment.tiktokUsername,
    email: payment.email,
  })
  changed.refundsChanged = true
  changed.orderIds.push(...failed.map((order) => order.id))
}

async function announceChargebacks(db: Db, publish: RefundDeps['publish'], hooks: SalesHooks, changed: Changed): Promise<void> {
  for (const order of await listQueueOrdersByIds(db, changed.orderIds)) await publish({ channel: 'orders', type: 'order_update', order })
  for (const row of changed.restocked) await publish({ channel: 'stock', type: 'stock_update', product: toProduct(row) })
  await hooks.announce(db, publish, { battleIds: [], pointsChanged: changed.pointsChanged })
  await publish({ channel: 'admin', type: 'orders_changed' })
  await publish({ channel: 'admin', type: 'refunds_changed' })
  // A parcel with their cards was held or released (the hooks): the desk and the buyer's page refetch.
  await publish({ channel: 'admin', type: 'shipments_changed' })
  await publish({ channel: 'shipments', type: 'shipments_changed' })
}

/**
 * The poll's safety net (decision 052): the account's chargebacks since `since`, each recorded against
 * its payment, for a webhook that never came. Returns how many changed.
 */
export async function reconcileRecentChargebacks(deps: ChargebackDeps, since: Date): Promise<number> {
  const recent = await deps.provider.listRecentChargebacks(since)
  const byPayment = new Map<string, ProviderChargeback[]>()
  for (const chargeback of recent) byPayment.set(chargeback.providerPaymentId, [...(byPayment.get(chargeback.providerPaymentId) ?? []), chargeback])
  let changed = 0
  for (const [providerPaymentId, listed] of byPayment) {
    const [payment] = await deps.db.select({ id: payments.id }).from(payments).where(eq(payments.providerPaymentId, providerPaymentId))
    if (payment) changed += await reconcileChargebacks(deps, payment.id, listed)
  }
  return changed
}

/** What the bank holds of this payment as the shop recorded it: its chargebacks not reversed. */
export async function readStandingChargebackCents(db: Db, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${chargebacks.amountCents}), 0)::int` })
    .from(chargebacks)
    .where(and(eq(chargebacks.paymentId, paymentId), isNull(chargebacks.reversedAt)))
  return row?.cents ?? 0
}

/** Every chargeback, newest first, as 'Terugbetalingen' and the orders page show them. Admin only. */
export async function listChargebacks(db: Db): Promise<Chargeback[]> {
  const rows = await db
    .select({ chargeback: chargebacks, tiktokUsername: payments.tiktokUsername, email: payments.email })
    .from(chargebacks)
    .innerJoin(payments, eq(payments.id, chargebacks.paymentId))
    .orderBy(desc(chargebacks.chargedBackAt), desc(chargebacks.id))
  const paymentIds = [...new Set(rows.map((row) => row.chargeback.paymentId))]
  const lines =
    paymentIds.length === 0
      ? []
      : await db
          .select({ id: orders.id, paymentId: orders.paymentId, productName: orders.productName, quantity: orders.quantity })
          .from(orders)
          .where(inArray(orders.paymentId, paymentIds))
          .orderBy(asc(orders.id))
  return rows.map(({ chargeback, tiktokUsername, email }) => {
    const ofPayment = lines.filter((line) => line.paymentId === chargeback.paymentId)
    return {
      id: chargeback.id,
      paymentId: chargeback.paymentId,
      description: describeLines(ofPayment),
      amountCents: chargeback.amountCents,
      reason: chargeback.reason,
      chargedBackAt: chargeback.chargedBackAt.toISOString(),
      reversedAt: chargeback.reversedAt?.toISOString() ?? null,
      orderIds: ofPayment.map((line) => line.id),
      tiktokUsername,
      email,
    }
  })
}
