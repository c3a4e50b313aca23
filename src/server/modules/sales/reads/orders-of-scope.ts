import { and, asc, eq, inArray, or } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { orders, payments } from '#server/db/schema/sales'
import { paymentInScope, type Scope } from './buyer-scope'
import { parcelLineColumns } from './paid-orders'
import { isPaidLiveOrder, liveOrderColumns, paidLiveOrder, type OrderCondition } from './paid-live-orders'

/**
 * The orders an order-page token opens (its scope, buyer-scope.ts), as the buyer's shipping page and a
 * shipping request read them (decision 022, 029). Nothing outside the scope is ever read.
 */

/**
 * The paid live orders in scope for which the caller's condition holds (shipping: no shipment holds
 * them), the held ones and the lapsed ones alike (the caller tells them apart by the window), in id
 * order.
 */
export function listLiveOrdersOfScope(db: Db | Tx, scope: Scope, where: OrderCondition) {
  return db
    .select({ id: orders.id, ...liveOrderColumns })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(and(paymentInScope(scope), paidLiveOrder, where(orders.id)))
    .orderBy(asc(orders.id))
}

/**
 * The orders a request names that are within the scope, locked (`for update`) until the caller's
 * transaction ends: a second request for the same order waits here, then sees the first one's
 * shipment. Rows are taken in id order, so two requests never wait on each other in a circle. Each
 * says whether it is a paid live order (paid-live-orders.ts), so the caller refuses one that is not.
 */
export function lockPaidLiveOrders(tx: Tx, scope: Scope, orderIds: number[]) {
  return tx
    .select({
      id: orders.id,
      status: orders.status,
      paidAt: orders.paidAt,
      completedAt: orders.completedAt,
      spotNumber: orders.spotNumber,
      paidLive: isPaidLiveOrder,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(and(inArray(orders.id, orderIds), paymentInScope(scope)))
    .orderBy(asc(orders.id))
    .for('update', { of: orders })
}

/**
 * The orders within the scope that have one of these ids or belong to one of these payments, whatever
 * their status, in id order: the lines of the buyer's shipments (a request's orders by id, a PostNL
 * checkout's by its payment).
 */
export async function listOrdersOfScope(db: Db | Tx, scope: Scope, of: { orderIds: number[]; paymentIds: string[] }) {
  const named = [
    ...(of.orderIds.length > 0 ? [inArray(orders.id, of.orderIds)] : []),
    ...(of.paymentIds.length > 0 ? [inArray(orders.paymentId, of.paymentIds)] : []),
  ]
  if (named.length === 0) return []
  return db
    .select(parcelLineColumns)
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(and(or(...named), paymentInScope(scope)))
    .orderBy(asc(orders.id))
}
