import { asc, eq, sql } from 'drizzle-orm'
import type { RefundReason } from '#shared/contracts/admin-refunds'
import type { RefundLifeStatus } from '#shared/domain/money-status'
import type { Db } from '#server/db/db'
import { refundAttempts, refunds } from '#server/db/schema/sales'

/**
 * Money owed back on a payment, as its buyer may read it (decision 028): what for (one cancelled order,
 * or the whole payment), why, how far it got, and how much. Nothing of the seller's side (the
 * provider, its refund id, its reason for a refusal) and nothing personal (the refund's e-mail copy).
 */
export type PaymentRefund = {
  id: number
  /** The cancelled order it pays back; null for the whole payment (a late payment, a spot not kept). */
  orderId: number | null
  reason: RefundReason
  status: RefundLifeStatus
  /** What was owed in all. */
  amountCents: number
  /** Paid back so far (decision 052). */
  refundedCents: number
  /** What the buyer's bank returned instead (a chargeback). */
  chargedBackCents: number
  /** An attempt the provider has not answered: whether the money is on its way is not known yet. */
  awaitingProvider: boolean
  refundedAt: Date | null
}

/** The refunds of one payment, oldest first. */
export async function listRefundsOfPayment(db: Db, paymentId: string): Promise<PaymentRefund[]> {
  const rows = await db
    .select({
      id: refunds.id,
      orderId: refunds.orderId,
      reason: refunds.reason,
      status: refunds.status,
      amountCents: refunds.amountCents,
      refundedCents: refunds.refundedCents,
      chargedBackCents: refunds.chargedBackCents,
      awaitingProvider: sql<boolean>`exists (select 1 from ${refundAttempts} where ${refundAttempts.refundId} = ${refunds.id} and ${refundAttempts.status} = 'unknown')`,
      refundedAt: refunds.refundedAt,
    })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId))
    .orderBy(asc(refunds.id))
  return rows.map((row) => ({ ...row, reason: row.reason as RefundReason, status: row.status as RefundLifeStatus }))
}
