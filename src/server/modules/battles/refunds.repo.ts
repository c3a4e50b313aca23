import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Refund } from '#shared/contracts/admin-battles'
import type { Db, Tx } from '#server/db/db'
import { orders, packBattles, payments, refunds } from '#server/db/schema'

export type RefundReason = Refund['reason']

type RefundRow = typeof refunds.$inferSelect

function toRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    // The payment may be gone (Reset Data); the row keeps what the seller needs to pay back.
    paymentId: row.paymentId ?? '',
    amountCents: row.amountCents,
    reason: row.reason as RefundReason,
    battleTitle: row.battleTitle,
    spotNumber: row.spotNumber,
    tiktokUsername: row.tiktokUsername,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
  }
}

/**
 * Records that the spot paid by this payment is owed back (decision 023), with what it was for,
 * copied from its spot order, payment and battle. Once per payment and reason: a webhook that repeats
 * writes nothing new. False when the payment has no spot order (nothing to refund here).
 */
export async function recordRefund(tx: Tx, paymentId: string, reason: RefundReason): Promise<boolean> {
  const [spot] = await tx
    .select({
      amountCents: payments.amountCents,
      tiktokUsername: payments.tiktokUsername,
      email: payments.email,
      spotNumber: orders.spotNumber,
      // The battle may be deleted already: then its order's line ('Pack Battle "…", plek 4') names it.
      battleTitle: sql<string>`coalesce(${packBattles.title}, ${orders.productName})`,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .leftJoin(packBattles, eq(packBattles.id, orders.battleId))
    .where(and(eq(orders.paymentId, paymentId), isNotNull(orders.spotNumber)))
    .limit(1)
  if (!spot || spot.spotNumber === null) return false
  const inserted = await tx
    .insert(refunds)
    .values({ paymentId, reason, ...spot, spotNumber: spot.spotNumber })
    .onConflictDoNothing({ target: [refunds.paymentId, refunds.reason] })
    .returning({ id: refunds.id })
  return inserted.length > 0
}

/** A refund for a participant the seller removed; their payment may be gone (Reset Data), so the caller says what it was. */
export async function recordRemovalRefund(
  tx: Tx,
  refund: { paymentId: string | null; amountCents: number; battleTitle: string; spotNumber: number; tiktokUsername: string; email: string },
): Promise<void> {
  await tx
    .insert(refunds)
    .values({ ...refund, reason: 'participant_removed' })
    .onConflictDoNothing({ target: [refunds.paymentId, refunds.reason] })
}

/** Newest first: the seller works from the top. */
export async function listRefunds(db: Db): Promise<Refund[]> {
  const rows = await db.select().from(refunds).orderBy(desc(refunds.createdAt), desc(refunds.id))
  return rows.map(toRefund)
}

/** Marks a refund paid back; a second time keeps the first moment. Undefined when there is no such refund. */
export async function markRefunded(db: Db, id: number): Promise<Refund | undefined> {
  await db.update(refunds).set({ refundedAt: new Date() }).where(and(eq(refunds.id, id), isNull(refunds.refundedAt)))
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id))
  return row ? toRefund(row) : undefined
}
