import type { Tx } from '#server/db/db'
import { decideOrder } from './withdrawals.repo'

/**
 * Orders were cancelled (by the seller, or by a grant): a statement still open for one of them closes
 * as granted in the cancellation's transaction (decision 050). The cancellation already owes the whole
 * price back and mails the buyer, which is what a grant would do, so there is nothing left to decide
 * and no refusal can follow it.
 */
export async function closeWithdrawalsOfCancelledOrders(tx: Tx, orderIds: readonly number[], now = new Date()): Promise<void> {
  for (const orderId of orderIds) await decideOrder(tx, orderId, { decision: 'granted' }, now)
}
