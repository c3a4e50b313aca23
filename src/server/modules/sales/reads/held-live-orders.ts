import { and, asc, desc, eq } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { orders, payments } from '#server/db/schema/sales'
import { heldAt, lapsedAt, liveOrderColumns, paidLiveOrder, windowStartSql, type OrderCondition } from './paid-live-orders'

/**
 * The paid live orders as the seller's shipping desk lists them (decision 022, 029): the held ones and
 * the lapsed ones, free for giveaways. Sales reads them by its one rule (paid-live-orders.ts); where
 * their cards are is shipping's to add.
 */

export type LiveOrderRow = {
  orderId: number
  tiktokUsername: string
  productName: string
  quantity: number
  status: string
  paidAt: Date | null
  completedAt: Date | null
}

function selectLiveOrders(db: Db | Tx) {
  return db
    .select({
      orderId: orders.id,
      tiktokUsername: orders.tiktokUsername,
      ...liveOrderColumns,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
}

/**
 * Paid live orders whose cards may still be kept at `now` (heldAt: waiting in the queue, or paid or
 * opened recently enough), in a shipment or not, the earliest paid first.
 */
export async function listHeldLiveOrders(db: Db | Tx, now: Date): Promise<LiveOrderRow[]> {
  return selectLiveOrders(db)
    .where(and(paidLiveOrder, heldAt(now)))
    .orderBy(asc(orders.paidAt), asc(orders.id))
}

/**
 * Paid live orders whose 45 days are over at `now` and for which the caller's condition holds (the
 * desk: no shipment holds the order), the latest window first, at most `limit`. The condition is in
 * the statement, so the limit counts only the orders that pass it.
 */
export async function listLapsedLiveOrders(
  db: Db | Tx,
  now: Date,
  limit: number,
  where: OrderCondition,
): Promise<LiveOrderRow[]> {
  return selectLiveOrders(db)
    .where(and(paidLiveOrder, lapsedAt(now), where(orders.id)))
    .orderBy(desc(windowStartSql), desc(orders.id))
    .limit(limit)
}
