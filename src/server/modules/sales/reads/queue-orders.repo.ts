import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm'
import type { QueueOrder } from '#shared/contracts/queue'
import type { Db, Tx } from '#server/db/db'
import { orders, payments } from '#server/db/schema/sales'
import { productImageUrlOf } from '#server/modules/catalog/catalog.public'

// The queue's view of orders (decision 029): the live queue, the overlays' catch-up and the order_update
// events all read orders here, the one owner of the money; the queue module only serves them.

/** A battle winner's prize (decision 028) or a buyer's own pack from a battle (decision 064) is no sale: no alert on stream. */
const notAPrize = notExists(
  sql`(select 1 from ${payments} where ${payments.id} = ${orders.paymentId} and ${payments.provider} in ('prize', 'own_pack'))`,
)

const columns = {
  id: orders.id,
  tiktokUsername: orders.tiktokUsername,
  quantity: orders.quantity,
  status: orders.status,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  productName: orders.productName,
  imageUrl: productImageUrlOf(orders.productId),
}

type Row = {
  id: number
  tiktokUsername: string
  quantity: number
  status: string
  createdAt: Date
  paidAt: Date | null
  productName: string
  imageUrl: string | null
}

function toQueueOrder(row: Row): QueueOrder {
  return {
    id: row.id,
    tiktokUsername: row.tiktokUsername,
    quantity: row.quantity,
    status: row.status as QueueOrder['status'],
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    product: { name: row.productName, imageUrl: row.imageUrl },
  }
}

/** product.md 11: the live queue, paid orders not yet opened, oldest first. Nothing personal. */
export async function listQueue(db: Db | Tx): Promise<QueueOrder[]> {
  const rows = await db
    .select(columns)
    .from(orders)
    .where(eq(orders.status, 'pending'))
    .orderBy(asc(orders.createdAt), asc(orders.id))
  return rows.map(toQueueOrder)
}

export async function listQueueOrdersByIds(db: Db, ids: number[]): Promise<QueueOrder[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select(columns)
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.id))
  return rows.map(toQueueOrder)
}

/**
 * product.md 14: orders paid after a moment, for the order-notification overlay's catch-up: queued or
 * already opened (an alert is owed either way), oldest payment first. Nothing personal.
 */
export async function listOrdersPaidSince(db: Db, since: Date, limit: number): Promise<QueueOrder[]> {
  const rows = await db
    .select(columns)
    .from(orders)
    .where(and(gt(orders.paidAt, since), inArray(orders.status, ['pending', 'completed']), notAPrize))
    .orderBy(asc(orders.paidAt), asc(orders.id))
    .limit(limit)
  return rows.map(toQueueOrder)
}
