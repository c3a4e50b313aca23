import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { orders, payments } from '#server/db/schema/sales'
import { isPaidLiveOrder } from './paid-live-orders'

/** What shipping needs of an order and its payment to tell where the order's cards are (decision 022, 029). */
export type OrderShippingFacts = {
  orderId: number
  orderStatus: string
  paidAt: Date | null
  completedAt: Date | null
  shippingMethod: string
  paymentStatus: string
  /** A paid live order (paid-live-orders.ts): its cards are held, requested, packed, sent or lapsed. */
  paidLive: boolean
}

/**
 * The facts of these orders for the admin's order list, in one query for the list. A Pack Battle spot
 * has no shipping state: nothing of it is held or sent (decision 023), so it is left out. The ids
 * travel as one array parameter: the admin's list may hold more orders than PostgreSQL's 65 535
 * parameters of one statement.
 */
export async function listShippingFactsOfOrders(db: Db | Tx, orderIds: number[]): Promise<OrderShippingFacts[]> {
  if (orderIds.length === 0) return []
  return db
    .select({
      orderId: orders.id,
      orderStatus: orders.status,
      paidAt: orders.paidAt,
      completedAt: orders.completedAt,
      shippingMethod: payments.shippingMethod,
      paymentStatus: payments.status,
      paidLive: isPaidLiveOrder,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(and(sql`${orders.id} = any(${sql.param(orderIds)}::int[])`, isNull(orders.spotNumber)))
}
