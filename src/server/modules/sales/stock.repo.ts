import { sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { orders, products } from '#server/db/schema'
import type { ProductRow } from '#server/modules/catalog/catalog.public'

/**
 * Puts the quantities of the orders matching `ordersWhere` back into stock: one UPDATE per product,
 * with the quantities of all its lines summed (an UPDATE … FROM applies a joined row only once).
 * Returns the changed products, for their stock_update events.
 */
export async function returnStockOfOrders(tx: Tx | Db, ordersWhere: SQL): Promise<ProductRow[]> {
  // Lock the products in id order first, as a checkout does: an UPDATE … FROM locks them in join
  // order, and a checkout of the same two products then deadlocks with it (seen on PostgreSQL).
  await tx.execute(sql`select ${products.id} from ${products}
    where ${products.id} in (select ${orders.productId} from ${orders} where ${ordersWhere})
    order by ${products.id} for no key update`)
  return tx
    .update(products)
    .set({ stock: sql`${products.stock} + r.quantity`, updatedAt: new Date() })
    .from(
      sql`(select ${orders.productId} as product_id, sum(${orders.quantity})::int as quantity
           from ${orders} where ${ordersWhere} and ${orders.productId} is not null
           group by ${orders.productId}) as r`,
    )
    .where(sql`${products.id} = r.product_id`)
    .returning()
}
