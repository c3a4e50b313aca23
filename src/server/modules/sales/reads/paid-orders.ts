import { and, asc, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { orders } from '#server/db/schema/sales'

export type PaidOrder = { id: number; paymentId: string; productName: string; quantity: number; status: string }

/** An order as a parcel lists it. */
export const parcelLineColumns = {
  id: orders.id,
  paymentId: orders.paymentId,
  productName: orders.productName,
  quantity: orders.quantity,
  status: orders.status,
}

/**
 * The paid orders (in the queue or opened) among these ids, in the order they were bought: the lines
 * of the parcels on the shipping desk (decision 022, 029). An order the seller cancelled after paying
 * is not among them, so it is not in its parcel any more. The ids travel as one array parameter: the
 * desk may list more parcels' orders than one statement takes parameters.
 */
export async function listPaidOrdersByIds(db: Db | Tx, orderIds: readonly number[]): Promise<PaidOrder[]> {
  if (orderIds.length === 0) return []
  return db
    .select(parcelLineColumns)
    .from(orders)
    .where(and(sql`${orders.id} = any(${sql.param([...orderIds])}::int[])`, inArray(orders.status, ['pending', 'completed'])))
    .orderBy(asc(orders.id))
}
