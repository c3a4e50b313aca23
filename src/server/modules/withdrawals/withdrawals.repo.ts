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

/** One order of a statement with its statement, locked for the seller's decision; undefined when unknown. */
export async function lockWithdrawalOrder(tx: Tx, withdrawalId: number, orderId: number) {
  const [row] = await tx
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
    .for('update', { of: withdrawalOrders })
  return row
}

export async function decideWithdrawalOrder(
  tx: Tx,
  withdrawalId: number,
  orderId: number,
  decision: { decision: 'granted' } | { decision: 'refused'; reason: string },
  now: Date,
): Promise<void> {
  await tx
    .update(withdrawalOrders)
    .set({ decision: decision.decision, refusalReason: decision.decision === 'refused' ? decision.reason : null, decidedAt: now })
    .where(and(eq(withdrawalOrders.withdrawalId, withdrawalId), eq(withdrawalOrders.orderId, orderId)))
}
