import { randomUUID } from 'node:crypto'
import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm'
import { attemptTransitions, canMove, openAttemptStatuses, type AttemptStatus } from '#shared/domain/money-status'
import type { Db, Tx } from '#server/db/db'
import { refundAttempts, refunds } from '#server/db/schema/sales'
import type { AttemptRow } from './refunds.repo'

/**
 * A new attempt, `unknown` until the provider answers (decision 052), with a key of its own: it is sent
 * with this attempt only, so it never stands for another amount.
 */
export async function insertAttempt(tx: Tx, attempt: { refundId: number; amountCents: number; provider: string; status?: AttemptStatus; providerRefundId?: string }): Promise<AttemptRow> {
  const [row] = await tx
    .insert(refundAttempts)
    .values({
      refundId: attempt.refundId,
      amountCents: attempt.amountCents,
      provider: attempt.provider,
      status: attempt.status ?? 'unknown',
      providerRefundId: attempt.providerRefundId ?? null,
      idempotencyKey: `refund-attempt-${randomUUID()}`,
      settledAt: attempt.status === 'refunded' || attempt.status === 'failed' ? new Date() : null,
    })
    .returning()
  if (!row) throw new Error('insertAttempt returned no row')
  return row
}

/**
 * Moves an attempt along its table (shared/domain/money-status.ts), once: only from the status it has,
 * so a word the provider repeats (a webhook twice, the poll after the webhook) changes nothing the
 * second time. The attempt as it is now, or undefined when it did not move.
 */
export async function moveAttempt(
  tx: Tx,
  id: number,
  to: AttemptStatus,
  values: Partial<Pick<AttemptRow, 'providerRefundId' | 'lastError'>> = {},
): Promise<AttemptRow | undefined> {
  const [current] = await tx.select().from(refundAttempts).where(eq(refundAttempts.id, id)).for('update')
  if (!current || current.status === to || !canMove(attemptTransitions, current.status, to)) return undefined
  const now = new Date()
  const [row] = await tx
    .update(refundAttempts)
    .set({ ...values, status: to, updatedAt: now, settledAt: to === 'refunded' || to === 'failed' ? now : null })
    .where(and(eq(refundAttempts.id, id), eq(refundAttempts.status, current.status)))
    .returning()
  return row
}

/** An attempt sent again under its own key after no answer: counted, for the books and the window. */
export async function countResend(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ resends: refundAttempts.resends }).from(refundAttempts).where(eq(refundAttempts.id, id))
  if (row) await db.update(refundAttempts).set({ resends: row.resends + 1, updatedAt: new Date() }).where(eq(refundAttempts.id, id))
}

/**
 * The payments the reconciliation job asks the provider about (decision 052): those with an attempt the
 * provider has not settled, not touched since `olderThan` (one being sent now is left to its sender).
 * A refund made in the provider's dashboard comes through the payment's webhook. Oldest first.
 */
export async function listPaymentsToReconcile(db: Db, olderThan: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .selectDistinct({ paymentId: refunds.paymentId, createdAt: refunds.createdAt })
    .from(refunds)
    .innerJoin(refundAttempts, eq(refundAttempts.refundId, refunds.id))
    .where(and(inArray(refundAttempts.status, [...openAttemptStatuses]), lt(refundAttempts.updatedAt, olderThan)))
    .orderBy(asc(refunds.createdAt))
    .limit(limit)
  return [...new Set(rows.flatMap((row) => (row.paymentId ? [row.paymentId] : [])))]
}

/**
 * Whether any refund of the payment may have moved money (decision 052): an attempt on its way, one the
 * provider has not answered, money paid back, or money the bank returned (a chargeback closed it).
 * Delivering is refused then.
 */
export async function mayHaveRefunded(tx: Tx, paymentId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .leftJoin(refundAttempts, eq(refundAttempts.refundId, refunds.id))
    .where(
      and(
        eq(refunds.paymentId, paymentId),
        or(gt(refunds.refundedCents, 0), gt(refunds.chargedBackCents, 0), inArray(refundAttempts.status, ['unknown', 'pending', 'refunded'])),
      ),
    )
    .limit(1)
  return rows.length > 0
}

/**
 * What the shop knows of the payment's refunds at the provider: the sum of those the provider took
 * (on their way or paid out), which its own count of the payment's refunds should equal, and whether
 * an attempt waits for its word (on its way, or not answered).
 */
export async function readAttemptsOfPayment(db: Db, paymentId: string): Promise<{ takenCents: number; waiting: boolean }> {
  const [row] = await db
    .select({
      takenCents: sql<number>`coalesce(sum(${refundAttempts.amountCents}) filter (where ${refundAttempts.status} in ('pending', 'refunded')), 0)::int`,
      waiting: sql<boolean>`coalesce(bool_or(${refundAttempts.status} in ('unknown', 'pending')), false)`,
    })
    .from(refundAttempts)
    .innerJoin(refunds, eq(refunds.id, refundAttempts.refundId))
    .where(eq(refunds.paymentId, paymentId))
  return { takenCents: row?.takenCents ?? 0, waiting: row?.waiting ?? false }
}
