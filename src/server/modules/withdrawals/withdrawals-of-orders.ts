import type { OrderWithdrawal, WithdrawalDecision } from '#shared/contracts/withdrawals'
import type { Db, Tx } from '#server/db/db'
import { listStatementsOfOrders } from './withdrawals.repo'

/** Which decision an order shows when its statements differ (those made before decision 050): open first. */
const shownFirst: readonly WithdrawalDecision[] = ['open', 'granted', 'refused']

/**
 * Whether a buyer withdrew from each of these orders (decision 055), by order id; an order no
 * statement names is missing. The moment is the first statement's: the one the seller must not open
 * the pack after, and the one that decides whether an opening came before it. The decision is the
 * order's (decided once for every statement naming it, decision 050); a statement still open wins, so
 * an order with one is never shown as decided.
 */
export async function withdrawalsOfOrders(db: Db | Tx, orderIds: readonly number[]): Promise<Map<number, OrderWithdrawal>> {
  const statements = await listStatementsOfOrders(db, orderIds)
  const found = new Map<number, OrderWithdrawal>()
  for (const decision of shownFirst) {
    for (const statement of statements) {
      if (statement.decision !== decision) continue
      const first = statements.find((other) => other.orderId === statement.orderId)
      if (!first || found.has(statement.orderId)) continue
      found.set(statement.orderId, {
        receivedAt: first.submittedAt.toISOString(),
        decision,
        decidedAt: statement.decidedAt?.toISOString() ?? null,
        refusalReason: statement.refusalReason,
      })
    }
  }
  return found
}
