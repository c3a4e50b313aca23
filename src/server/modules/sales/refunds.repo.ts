import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Refund, RefundAttempt, RefundReason, RefundStatus } from '#shared/contracts/admin-refunds'
import { canMove, refundTransitions, type RefundLifeStatus } from '#shared/domain/money-status'
import type { Db, Tx } from '#server/db/db'
import { orders, payments, refundAttempts, refunds } from '#server/db/schema/sales'

export type RefundRow = typeof refunds.$inferSelect
export type AttemptRow = typeof refundAttempts.$inferSelect
export type NewRefund = Pick<
  typeof refunds.$inferInsert,
  'key' | 'paymentId' | 'orderId' | 'reason' | 'description' | 'amountCents' | 'tiktokUsername' | 'email'
>

/**
 * Orders of the refund's payment that a late payment left failed and the seller may still honour:
 * not a Pack Battle spot, whose place went to someone else.
 */
const honourableOrders = sql<boolean>`exists (select 1 from ${orders} where ${orders.paymentId} = ${refunds.paymentId}
  and ${orders.status} = 'failed' and ${orders.spotNumber} is null)`

/**
 * Whether any refund of the refund's payment may have moved money (as mayHaveRefunded): 'Toch leveren'
 * is refused then (decision 052), so the back office does not offer it.
 */
const paymentMoneyMoved = sql<boolean>`exists (select 1 from refunds moved left join refund_attempts tried on tried.refund_id = moved.id
  where moved.payment_id = ${refunds.paymentId}
  and (moved.refunded_cents > 0 or moved.charged_back_cents > 0 or tried.status in ('unknown', 'pending', 'refunded')))`

/** A refund as the back office reads it, with whether the provider can pay it back. */
const refundColumns = {
  refund: refunds,
  provider: payments.provider,
  providerPaymentId: payments.providerPaymentId,
  hasFailedOrders: honourableOrders,
  moneyMoved: paymentMoneyMoved,
}

type RefundWithPayment = {
  refund: RefundRow
  provider: string | null
  providerPaymentId: string | null
  hasFailedOrders: boolean
  moneyMoved: boolean
}

/** What a refund's attempts add up to (decision 052): paid back, on its way (or unknown), and what is left. */
export function amountsOf(refund: Pick<RefundRow, 'amountCents' | 'refundedCents' | 'chargedBackCents'>, attempts: readonly AttemptRow[]) {
  const inFlightCents = attempts.filter((a) => a.status === 'unknown' || a.status === 'pending').reduce((sum, a) => sum + a.amountCents, 0)
  const remainingCents = Math.max(0, refund.amountCents - refund.refundedCents - refund.chargedBackCents - inFlightCents)
  return { inFlightCents, remainingCents, awaitingProvider: attempts.some((a) => a.status === 'unknown') }
}

/** Reasons a seller may still honour instead of paying back ('Toch leveren'): money that came in for orders the shop let go. */
export const honourableReasons: readonly RefundReason[] = ['late_payment', 'chargeback_reversed']

function toRefund(row: RefundWithPayment, attempts: readonly AttemptRow[], shopProvider: string): Refund {
  const { refund, provider, providerPaymentId, hasFailedOrders, moneyMoved } = row
  const amounts = amountsOf(refund, attempts)
  const status = refund.status as RefundLifeStatus
  // Owed again after an attempt the provider refused or failed: the seller reads it as failed, to try again.
  const shown: RefundStatus = status === 'owed' && refund.lastError !== null ? 'failed' : status
  return {
    id: refund.id,
    paymentId: refund.paymentId,
    orderId: refund.orderId,
    reason: refund.reason as RefundReason,
    description: refund.description,
    amountCents: refund.amountCents,
    refundedCents: refund.refundedCents,
    chargedBackCents: refund.chargedBackCents,
    ...amounts,
    attempts: attempts.map(toAttempt),
    status: shown,
    provider: refund.provider as Refund['provider'],
    lastError: refund.lastError,
    refundable: isRefundableAtProvider(provider, providerPaymentId, shopProvider),
    honourable:
      honourableReasons.includes(refund.reason as RefundReason) &&
      status === 'owed' &&
      refund.refundedCents === 0 &&
      refund.chargedBackCents === 0 &&
      attempts.every((a) => a.status === 'failed') &&
      hasFailedOrders &&
      !moneyMoved,
    tiktokUsername: refund.tiktokUsername,
    email: refund.email,
    createdAt: refund.createdAt.toISOString(),
    startedAt: refund.startedAt?.toISOString() ?? null,
    refundedAt: refund.refundedAt?.toISOString() ?? null,
  }
}

function toAttempt(attempt: AttemptRow): RefundAttempt {
  return {
    id: attempt.id,
    amountCents: attempt.amountCents,
    status: attempt.status as RefundAttempt['status'],
    lastError: attempt.lastError,
    createdAt: attempt.createdAt.toISOString(),
  }
}

/** The attempts of these refunds, oldest first, by refund. */
export async function listAttemptsOf(db: Db | Tx, refundIds: readonly number[]): Promise<Map<number, AttemptRow[]>> {
  const byRefund = new Map<number, AttemptRow[]>()
  if (refundIds.length === 0) return byRefund
  const rows = await db.select().from(refundAttempts).where(inArray(refundAttempts.refundId, [...refundIds])).orderBy(asc(refundAttempts.id))
  for (const row of rows) byRefund.set(row.refundId, [...(byRefund.get(row.refundId) ?? []), row])
  return byRefund
}

/**
 * A payment the shop's provider knows can be paid back through it; a seller's test order, a payment
 * lost to Reset Data, or one made with another provider (a demo payment after the shop moved to
 * Mollie) cannot.
 */
export function isRefundableAtProvider(provider: string | null, providerPaymentId: string | null, shopProvider: string): boolean {
  return provider === shopProvider && (provider === 'mollie' || provider === 'demo') && providerPaymentId !== null
}

/** Records money owed, once per key: a cause reported twice owes once. The new row's id, or undefined. */
export async function insertRefund(tx: Tx, values: NewRefund): Promise<number | undefined> {
  const [row] = await tx.insert(refunds).values(values).onConflictDoNothing({ target: refunds.key }).returning({ id: refunds.id })
  return row?.id
}

/** For a NOT EXISTS: the refunds of the payment in the outer query that are not settled yet (owed or on their way). */
export function owedRefundsOf(tx: Tx) {
  return tx
    .select({ one: sql`1` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payments.id), notInArray(refunds.status, ['refunded', 'charged_back'])))
}

/** Newest first: the page groups them. */
export async function listRefunds(db: Db, shopProvider: string): Promise<Refund[]> {
  const rows = await db
    .select(refundColumns)
    .from(refunds)
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
  const attempts = await listAttemptsOf(db, rows.map((row) => row.refund.id))
  return rows.map((row) => toRefund(row, attempts.get(row.refund.id) ?? [], shopProvider))
}

export async function findRefund(db: Db | Tx, id: number, shopProvider: string): Promise<Refund | undefined> {
  const [row] = await db.select(refundColumns).from(refunds).leftJoin(payments, eq(payments.id, refunds.paymentId)).where(eq(refunds.id, id))
  if (!row) return undefined
  const attempts = await listAttemptsOf(db, [id])
  return toRefund(row, attempts.get(id) ?? [], shopProvider)
}

/** The refund and its payment's provider ids, locked for a start (a second click waits, then finds it started). */
export async function lockRefund(tx: Tx, id: number) {
  const [row] = await tx
    .select(refundColumns)
    .from(refunds)
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, id))
    .for('update', { of: refunds })
  return row
}

/** The orders of the payments these refunds pay back, for the order_update that makes their order page refetch. */
export async function listOrderIdsOfRefunds(db: Db, refundIds: number[]): Promise<number[]> {
  if (refundIds.length === 0) return []
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(refunds, eq(refunds.paymentId, orders.paymentId))
    .where(inArray(refunds.id, refundIds))
  return [...new Set(rows.map((row) => row.id))]
}

/** Nothing is owed any more: the seller honoured the late payment it was for (decision 028). */
export async function deleteRefund(tx: Tx, id: number): Promise<void> {
  await tx.delete(refunds).where(eq(refunds.id, id))
}

/**
 * Moves a refund to what its amounts and attempts say (decision 052), the one writer of its status:
 * pending while an attempt is on its way or unknown; otherwise owed while some of it is left, and else
 * refunded, or charged_back when the bank returned all of it and nothing was paid back. What was paid
 * back is its refunded attempts' sum; only a refund paid outside the shop, which has none, is given it.
 * A move the table does not allow is a fault in the caller and throws before anything is written.
 */
export async function settleRefundStatus(
  tx: Tx,
  id: number,
  values: Partial<Pick<RefundRow, 'lastError' | 'refundedCents' | 'chargedBackCents' | 'provider' | 'startedAt'>> = {},
): Promise<RefundRow> {
  const [current] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update')
  if (!current) throw new Error(`refund ${id} vanished`)
  const attempts = (await listAttemptsOf(tx, [id])).get(id) ?? []
  const paidBack = attempts.filter((a) => a.status === 'refunded').reduce((sum, a) => sum + a.amountCents, 0)
  const next = { ...current, ...values, ...(attempts.length > 0 ? { refundedCents: paidBack } : {}) }
  const { inFlightCents, remainingCents } = amountsOf(next, attempts)
  const status: RefundLifeStatus =
    inFlightCents > 0
      ? 'pending'
      : remainingCents > 0
        ? 'owed'
        : next.refundedCents === 0 && next.chargedBackCents > 0
          ? 'charged_back'
          : 'refunded'
  const from = current.status as RefundLifeStatus
  if (!canMove(refundTransitions, from, status)) throw new Error(`a refund may not go from ${from} to ${status}`)
  const now = new Date()
  const refundedAt = status === 'refunded' ? (current.status === 'refunded' ? current.refundedAt : now) : null
  const [row] = await tx
    .update(refunds)
    .set({ ...values, refundedCents: next.refundedCents, status, refundedAt, updatedAt: now })
    .where(eq(refunds.id, id))
    .returning()
  if (!row) throw new Error(`refund ${id} vanished`)
  return row
}
