import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import type { Refund, RefundReason, RefundStatus } from '#shared/contracts/admin-refunds'
import type { Db, Tx } from '#server/db/db'
import { orders, payments, refunds } from '#server/db/schema/sales'

export type RefundRow = typeof refunds.$inferSelect
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

/** A refund as the back office reads it, with whether the provider can pay it back. */
const refundColumns = {
  refund: refunds,
  provider: payments.provider,
  providerPaymentId: payments.providerPaymentId,
  hasFailedOrders: honourableOrders,
}

type RefundWithPayment = { refund: RefundRow; provider: string | null; providerPaymentId: string | null; hasFailedOrders: boolean }

function toRefund({ refund, provider, providerPaymentId, hasFailedOrders }: RefundWithPayment, shopProvider: string): Refund {
  return {
    id: refund.id,
    paymentId: refund.paymentId,
    orderId: refund.orderId,
    reason: refund.reason as RefundReason,
    description: refund.description,
    amountCents: refund.amountCents,
    refundCents: refund.refundCents,
    status: refund.status as RefundStatus,
    provider: refund.provider as Refund['provider'],
    lastError: refund.lastError,
    refundable: isRefundableAtProvider(provider, providerPaymentId, shopProvider),
    honourable: refund.reason === 'late_payment' && (refund.status === 'owed' || refund.status === 'failed') && hasFailedOrders,
    tiktokUsername: refund.tiktokUsername,
    email: refund.email,
    createdAt: refund.createdAt.toISOString(),
    startedAt: refund.startedAt?.toISOString() ?? null,
    refundedAt: refund.refundedAt?.toISOString() ?? null,
  }
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

/** For a NOT EXISTS: the refunds of the payment in the outer query that are not paid back yet. */
export function owedRefundsOf(tx: Tx) {
  return tx
    .select({ one: sql`1` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payments.id), ne(refunds.status, 'refunded')))
}

/** Newest first: the page groups them. */
export async function listRefunds(db: Db, shopProvider: string): Promise<Refund[]> {
  const rows = await db
    .select(refundColumns)
    .from(refunds)
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
  return rows.map((row) => toRefund(row, shopProvider))
}

export async function findRefund(db: Db | Tx, id: number, shopProvider: string): Promise<Refund | undefined> {
  const [row] = await db.select(refundColumns).from(refunds).leftJoin(payments, eq(payments.id, refunds.paymentId)).where(eq(refunds.id, id))
  return row ? toRefund(row, shopProvider) : undefined
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

export async function updateRefund(db: Db | Tx, id: number, values: Partial<typeof refunds.$inferInsert>): Promise<void> {
  await db
    .update(refunds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(refunds.id, id))
}

/**
 * Settles a refund the provider reports on, once: only a pending one changes. True when it changed.
 */
export async function settleRefund(db: Db | Tx, id: number, status: 'refunded' | 'failed', lastError: string | null): Promise<boolean> {
  const now = new Date()
  const changed = await db
    .update(refunds)
    .set(
      status === 'refunded'
        ? { status, refundedAt: now, lastError: null, updatedAt: now }
        : { status, lastError, refundCents: null, providerRefundId: null, updatedAt: now },
    )
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning({ id: refunds.id })
  return changed.length > 0
}

/** Refunds started at the provider and not settled yet, oldest first, with what the provider needs to be asked. */
export function listPendingRefunds(db: Db, where?: { paymentId: string }) {
  return db
    .select({ id: refunds.id, providerRefundId: refunds.providerRefundId, providerPaymentId: payments.providerPaymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNotNull(refunds.providerRefundId),
        where ? eq(refunds.paymentId, where.paymentId) : undefined,
      ),
    )
    .orderBy(asc(refunds.startedAt))
    .limit(100)
}
