import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import { canTransition, type OrderStatus } from '#shared/domain/order-status'
import type { Db, Tx } from '#server/db/db'
import { orders } from '#server/db/schema/sales'

/** A status change the transition table does not allow: a fault in the code that asked for it. */
export class IllegalOrderTransition extends Error {
  constructor(from: OrderStatus, to: OrderStatus) {
    super(`an order may not go from ${from} to ${to}`)
    this.name = 'IllegalOrderTransition'
  }
}

/** What a moved order tells the caller: enough for the stock, the points, the events and the mail. */
export const movedOrderColumns = {
  id: orders.id,
  paymentId: orders.paymentId,
  productId: orders.productId,
  productName: orders.productName,
  quantity: orders.quantity,
  unitPriceCents: orders.unitPriceCents,
  points: orders.points,
  tiktokUsername: orders.tiktokUsername,
  spotNumber: orders.spotNumber,
  paidAt: orders.paidAt,
}

/**
 * The `where` of a move that names its orders by id, for a module that reads no `orders` of its own
 * (decision 029): shipping sending sealed packs.
 */
export function ordersWithIds(ids: readonly number[]): SQL {
  return inArray(orders.id, [...ids])
}

/**
 * Locks the orders `where` names, in the order of their ids (decision 053, amended): every path that
 * changes orders and a parcel takes the orders first, each set in one order, so a chargeback and a
 * 'Verzonden' never each hold what the other waits for.
 */
export async function lockOrders(tx: Tx, where: SQL): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(where).orderBy(asc(orders.id)).for('update')
}

/** When each status was reached, stamped by the move itself. */
function stampsFor(to: OrderStatus, now: Date) {
  if (to === 'pending') return { paidAt: now }
  if (to === 'completed') return { completedAt: now }
  if (to === 'cancelled') return { cancelledAt: now }
  return {}
}

/**
 * Moves the orders matching `where` whose status is one of `from` to `to`, in the caller's
 * transaction, and returns those it moved. Every status change of an order goes through here
 * (decision 028): a pair the transition table (product.md 4, shared/domain/order-status.ts) does not
 * allow throws before anything is written, and the database trigger of migration 0018 refuses any
 * other write. The condition on the current status makes a move idempotent: a webhook twice moves
 * nothing the second time.
 */
export async function moveOrders(
  tx: Tx,
  move: { where: SQL | undefined; from: readonly OrderStatus[]; to: OrderStatus; paidAt?: Date },
) {
  for (const from of move.from) if (!canTransition(from, move.to)) throw new IllegalOrderTransition(from, move.to)
  const now = new Date()
  return tx
    .update(orders)
    .set({ status: move.to, ...stampsFor(move.to, now), ...(move.paidAt ? { paidAt: move.paidAt } : {}) })
    .where(and(move.where, inArray(orders.status, [...move.from])))
    .returning(movedOrderColumns)
}

export type MovedOrder = Awaited<ReturnType<typeof moveOrders>>[number]

/** The payment's orders in these statuses (by default the ones the shop keeps: in the queue or opened), as a move hands them on. */
export function listOrdersOfPaymentIn(db: Db | Tx, paymentId: string, statuses: readonly OrderStatus[] = ['pending', 'completed']): Promise<MovedOrder[]> {
  return db
    .select(movedOrderColumns)
    .from(orders)
    .where(and(eq(orders.paymentId, paymentId), inArray(orders.status, [...statuses])))
    .orderBy(asc(orders.id))
}
