import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Chargeback } from '#shared/contracts/admin-refunds'
import type { Db, Tx } from '#server/db/db'
import { chargebacks, orders, payments, refunds } from '#server/db/schema/sales'
import { returnStock, toProduct, type ProductRow } from '#server/modules/catalog/catalog.public'
import { listOrdersOfPaymentIn, lockOrders, moveOrders } from './order-status'
import { movePayment } from './payment-life'
import { applyPaymentStatus } from './payment-status.service'
import type { ProviderChargeback } from './providers/payment-provider'
import { listQueueOrdersByIds } from './reads/queue-orders.repo'
import { amountsOf, deleteRefund, insertRefund, listAttemptsOf, settleRefundStatus } from './refunds.repo'
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
  // Reversals first: what the bank gave back is owed again before a chargeback reported beside it covers
  // what is owed (Mollie lists the newest first; found by the ledger property).
  const reversalsFirst = [...reported].sort((a, b) => Number(!a.reversedAt) - Number(!b.reversedAt))
  for (const chargeback of reversalsFirst) {
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
          const coveredCents = await chargeBack(tx, deps.salesHooks, row, changed)
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
 * The bank took `amountCents` of the payment back (all that remained, or a part: decision 052, amended).
 * It first takes what the shop owed back and had not sent, in the refunds' order: the bank paid the
 * buyer instead. What it takes beyond that comes from the orders: the payment is charged back; its
 * orders not yet opened fail (out of the queue, their stock back); every order it kept gives its points
 * back and its parcel is held (the hook). What the bank did not take of those orders is still the
 * buyer's: owed back ('chargeback_rest'), so the books hold to the cent. Returns how much of what was
 * owed it closed, for its reversal.
 */
async function chargeBack(tx: Tx, hooks: SalesHooks, chargeback: ChargebackRow, changed: Changed): Promise<number> {
  const { paymentId } = chargeback
  const owed = await tx.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.id))
  const attempts = await listAttemptsOf(tx, owed.map((refund) => refund.id))
  // A refund on its way when the bank took the rest, failed since, is closed only as far as the bank
  // took it: Mollie holds what is left of it.
  let budget = chargeback.amountCents
  let coveredCents = 0
  for (const refund of owed) {
    const cover = Math.min(amountsOf(refund, attempts.get(refund.id) ?? []).remainingCents, budget)
    if (cover === 0) continue
    await settleRefundStatus(tx, refund.id, { chargedBackCents: refund.chargedBackCents + cover })
    budget -= cover
    coveredCents += cover
    changed.refundsChanged = true
  }
  if (budget === 0) return coveredCents
  // A late payment (owed back, its orders failed), or one another chargeback already took, keeps its
  // status, and its orders gave their points already.
  const wasPaid = await movePayment(tx, { paymentId, from: ['paid'], to: 'charged_back' })
  if (wasPaid) {
    // Its orders before its parcels, in the order of their ids, as 'Verzonden' takes them (decision 053, amended).
    await lockOrders(tx, eq(orders.paymentId, paymentId))
    const kept = await listOrdersOfPaymentIn(tx, paymentId)
    const failed = await moveOrders(tx, { where: eq(orders.paymentId, paymentId), from: ['pending'], to: 'failed' })
    changed.restocked.push(...(await returnStock(tx, failed)))
    changed.orderIds.push(...kept.map((order) => order.id))
    if (kept.length > 0) {
      const { pointsTakenBack } = await hooks.paymentChargedBack(tx, { paymentId, orders: kept })
      changed.pointsChanged ||= pointsTakenBack
    }
  }
  await oweWhatIsHeld(tx, paymentId, { key: `chargeback_rest:${chargeback.id}:${paymentId}`, reason: 'chargeback_rest' }, changed)
  return coveredCents
}

/**
 * Decision 052's ledger for one checkout payment, from the shop's rows: what came in less what its
 * orders keep, what is owed and was refunded, and what the bank holds. Positive: money the shop holds
 * for nothing (the part of its orders a partial chargeback did not take), owed back to the buyer.
 */
async function unaccountedCents(tx: Tx, payment: typeof payments.$inferSelect, asPaid: boolean): Promise<number> {
  const heard = heardPaid(payment)
  if (!heard || payment.purpose !== 'checkout') return 0
  const kept = asPaid ? await listOrdersOfPaymentIn(tx, payment.id) : []
  const keptCents = sum(kept.map((order) => order.unitPriceCents * order.quantity)) + (kept.length > 0 ? payment.shippingCostCents : 0)
  const ofPayment = await tx.select().from(refunds).where(eq(refunds.paymentId, payment.id))
  const owedAndRefunded = sum(ofPayment.map((refund) => refund.amountCents - refund.chargedBackCents))
  const lost = await tx
    .select({ cents: chargebacks.amountCents })
    .from(chargebacks)
    .where(and(eq(chargebacks.paymentId, payment.id), isNull(chargebacks.reversedAt)))
  return payment.amountCents - keptCents - owedAndRefunded - sum(lost.map((row) => row.cents))
}

/** Owes back what the shop holds of the payment for nothing, under `owing`'s key and reason; returns it. */
async function oweWhatIsHeld(
  tx: Tx,
  paymentId: string,
  owing: { key: string; reason: 'chargeback_rest' | 'chargeback_reversed' },
  changed: Changed,
  asPaid?: boolean,
): Promise<number> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId))
  if (!payment) return 0
  const amountCents = await unaccountedCents(tx, payment, asPaid ?? payment.status === 'paid')
  if (amountCents <= 0) return amountCents
  const lines = await tx
    .select()
    .from(orders)
    .where(eq(orders.paymentId, paymentId))
    .orderBy(asc(orders.id))
  const failed = lines.filter((order) => order.status === 'failed')
  await insertRefund(tx, {
    key: owing.key,
    paymentId,
    orderId: null,
    reason: owing.reason,
    description: describeLines(owing.reason === 'chargeback_reversed' && failed.length > 0 ? failed : lines),
    amountCents,
    tiktokUsername: payment.tiktokUsername,
    email: payment.email,
  })
  changed.refundsChanged = true
  changed.orderIds.push(...lines.map((order) => order.id))
  return amountCents
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0)
}

/**
 * The bank gave a chargeback's money back (the seller won the dispute): what it closed is owed again at
 * once. While another chargeback of the payment stands, what this one took of the orders is owed back
 * (their parcel stays held). Once none stands, what the rest of a partial chargeback still owes and has
 * not sent is no longer owed, the payment is paid again, opened orders get their points back and their
 * parcel is released (the hook), and what the shop then holds beyond the orders it keeps (the orders
 * the chargeback failed) is owed back, which the seller may honour instead ('Toch leveren') as a late
 * payment, unless part of it went back meanwhile. Should the rest paid back exceed the failed orders,
 * the opened orders are not fully paid for: the payment stays charged back and all it holds is owed.
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
  if (standing.length > 0) {
    await oweWhatIsHeld(tx, paymentId, { key: `chargeback_rest:${chargeback.id}:reversed:${paymentId}`, reason: 'chargeback_rest' }, changed)
    return
  }
  await cutRests(tx, closed.filter((refund) => refund.reason === 'chargeback_rest').map((refund) => refund.id), changed)
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId))
  if (!payment) return
  const reversedKey = `chargeback_reversed:${chargeback.id}:${paymentId}`
  if (payment.status !== 'charged_back' || (await unaccountedCents(tx, payment, true)) < 0) {
    await oweWhatIsHeld(tx, paymentId, { key: reversedKey, reason: 'chargeback_reversed' }, changed)
    return
  }
  await movePayment(tx, { paymentId, from: ['charged_back'], to: 'paid' })
  const completed = await listOrdersOfPaymentIn(tx, paymentId, ['completed'])
  if (completed.length > 0) {
    const { pointsAdded } = await hooks.chargebackReversed(tx, { paymentId, orders: completed })
    changed.pointsChanged ||= pointsAdded
  }
  await oweWhatIsHeld(tx, paymentId, { key: reversedKey, reason: 'chargeback_reversed' }, changed)
}

/**
 * The seller delivers a payment's orders after its chargebacks were won back ('Toch leveren', decision
 * 052, amended): the rests of its partial chargebacks, owed only while the sale stood void, are cut as a
 * reversal cuts them. A reversal cannot cut a rest while it is on its way; one that failed since is cut
 * here. Returns whether a rest changed.
 */
export async function cutChargebackRests(tx: Tx, paymentId: string): Promise<boolean> {
  const rests = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.reason, 'chargeback_rest')))
    .orderBy(asc(refunds.id))
  const changed: Changed = { orderIds: [], restocked: [], pointsChanged: false, refundsChanged: false }
  await cutRests(tx, rests.map((rest) => rest.id), changed)
  return changed.refundsChanged
}

/**
 * The rests of partial chargebacks once none stands: what they still owe and have not sent is the
 * seller's again. One that moved nothing goes; one that moved money keeps what it moved.
 */
async function cutRests(tx: Tx, refundIds: number[], changed: Changed): Promise<void> {
  const attempts = await listAttemptsOf(tx, refundIds)
  for (const id of refundIds) {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, id))
    if (!refund) continue
    const ofRefund = attempts.get(id) ?? []
    const { remainingCents } = amountsOf(refund, ofRefund)
    if (remainingCents === 0) continue
    changed.refundsChanged = true
    if (remainingCents === refund.amountCents) {
      await deleteRefund(tx, id)
      continue
    }
    await tx.update(refunds).set({ amountCents: refund.amountCents - remainingCents }).where(eq(refunds.id, id))
    await settleRefundStatus(tx, id)
  }
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
    .select({ chargeback: chargebacks, tiktokUsername: payments.tiktokUsername, email: payments.email, paymentAmountCents: payments.amountCents })
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
  const rests =
    paymentIds.length === 0
      ? []
      : await db
          .select({ key: refunds.key, amountCents: refunds.amountCents })
          .from(refunds)
          .where(and(inArray(refunds.paymentId, paymentIds), eq(refunds.reason, 'chargeback_rest')))
  return rows.map(({ chargeback, tiktokUsername, email, paymentAmountCents }) => {
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
      paymentAmountCents,
      restCents: sum(rests.filter((rest) => rest.key === `chargeback_rest:${chargeback.id}:${chargeback.paymentId}`).map((rest) => rest.amountCents)),
      tiktokUsername,
      email,
    }
  })
}
