import { and, eq, exists, lt, ne, sql } from 'drizzle-orm'
import type { Tx } from '#server/db/db'
import { withdrawalOrders, withdrawals } from '#server/db/schema/withdrawals'
import { forgetOldClientAddresses } from './withdrawal-limits'

/**
 * Blanks the name and e-mail address of withdrawal statements made before `cutoff` on which nothing is
 * left to decide (decision 011, 039): what was withdrawn from, when, and the decisions stay. A statement
 * with an order still open keeps them: the seller still has to answer that buyer. The client address
 * a statement came from goes once the hour its limit counts is over, whatever else it keeps.
 */
export async function anonymiseOldWithdrawals(tx: Tx, cutoff: Date, now = new Date()): Promise<void> {
  await forgetOldClientAddresses(tx, now)
  const open = tx
    .select({ one: sql`1` })
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.withdrawalId, withdrawals.id), eq(withdrawalOrders.decision, 'open')))
  await tx
    .update(withdrawals)
    .set({ name: '', email: '' })
    .where(and(lt(withdrawals.submittedAt, cutoff), ne(withdrawals.email, ''), sql`not ${exists(open)}`))
}
