import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { withdrawalOrders, withdrawals } from '#server/db/schema/withdrawals'

/** The withdrawal statements and the seller's decisions (decision 039): this module's own tables. */

export type NewWithdrawal = Pick<typeof withdrawals.$inferInsert, 'paymentId' | 'via' | 'name' | 'email' | 'orderNumber' | 'submittedAt'>

export async function insertWithdrawal(tx: Tx, values: NewWithdrawal, orderIds: number[]): Promise<number> {
  const [row] = await tx.insert(withdrawals).values(values).returning({ id: withdrawals.id })
  if (!row) throw new Error('withdrawal insert returned no row')
  if (orderIds.length > 0) await tx.insert(withdrawalOrders).values(orderIds.map((orderId) => ({ withdrawalId: row.id, orderId })))
  return row.id
}

/** Statements made with this e-mail address since `since`, for the form's limit. */
export async function countWithdrawalsOfEmail(db: Db, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(withdrawals)
    .where(and(eq(sql`lower(${withdrawals.email})`, email.trim().toLowerCase()), gte(withdrawals.submittedAt, since)))
  return row?.count ?? 0
}

/** The latest statements, newest first, each with its orders' decisions. */
export async function listWithdrawals(db: Db, limit: number) {
  const rows = await db.select().from(withdrawals).orderBy(desc(withdrawals.submittedAt), desc(withdrawals.id)).limit(limit)
  const decisions =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(withdrawalOrders)
          .where(inArray(withdrawalOrders.withdrawalId, rows.map((row) => row.id)))
          .orderBy(withdrawalOrders.orderId)
  return rows.map((row) => ({ ...row, orders: decisions.filter((decision) => decision.withdrawalId === row.id) }))
}

/** One order of a statement with its statement; undefined when unknown. */
export async function findWithdrawalOrder(db: Db | Tx, withdrawalId: number, orderId: number) {
  const [row] = await db
    .select({
      decision: withdrawalOrders.decision,
      paymentId: withdrawals.paymentId,
      name: withdrawals.name,
      email: withdrawals.email,
      orderNumber: withdrawals.orderNumber,
    })
    .from(withdrawalOrders)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalOrders.withdrawalId))
    .where(and(eq(withdrawalOrders.withdrawalId, withdrawalId), eq(withdrawalOrders.orderId, orderId)))
  return row
}

/**
 * The decisions on one order in every statement that names it, locked for the seller's decision: an
 * order is decided once, whichever statement the seller answers (decision 050). Locked in one order of
 * rows, so two decisions on the same order wait for each other rather than deadlock.
 */
export async function lockDecisionsOfOrder(tx: Tx, orderId: number) {
  return tx
    .select({ withdrawalId: withdrawalOrders.withdrawalId, decision: withdrawalOrders.decision })
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.orderId, orderId))
    .orderBy(withdrawalOrders.withdrawalId)
    .for('update')
}

/** Records the seller's decision on an order in every statement that names it and is still open. */
export async function decideOrder(
  tx: Tx,
  orderId: number,
  decision: { decision: 'granted' } | { decision: 'refused'; reason: string },
  now: Date,
): Promise<void> {
  await tx
    .update(withdrawalOrders)
    .set({ decision: decision.decision, refusalReason: decision.decision === 'refused' ? decision.reason : null, decidedAt: now })
    .where(and(eq(withdrawalOrders.orderId, orderId), eq(withdrawalOrders.decision, 'open')))
}
