import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { products } from '#server/db/schema/catalog'
import type { ProductRow } from './catalog.repo'

/**
 * Takes a checkout line's stock at the name, price and limit its order was written with (decision
 * 027): one conditional UPDATE. Undefined when the row no longer matches (sold out meanwhile, or the
 * seller changed it); the checkout tells those apart.
 */
export async function takeStockAsSeen(tx: Tx, seen: ProductRow, quantity: number): Promise<ProductRow | undefined> {
  const [row] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: new Date() })
    .where(
      and(
        eq(products.id, seen.id),
        gte(products.stock, quantity),
        eq(products.name, seen.name),
        eq(products.priceCents, seen.priceCents),
        seen.maxPerBuyer === null ? isNull(products.maxPerBuyer) : eq(products.maxPerBuyer, seen.maxPerBuyer),
      ),
    )
    .returning()
  return row
}

/**
 * Puts the quantities of these lines back into stock (a failed payment, a cancelled order, Reset
 * Data): one UPDATE per product, with its lines summed. Returns the changed products, for their
 * stock_update events. A line whose product was deleted returns nothing.
 */
export async function returnStock(tx: Tx, lines: readonly { productId: number | null; quantity: number }[]): Promise<ProductRow[]> {
  const byProduct = new Map<number, number>()
  for (const line of lines) {
    if (line.productId !== null) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity)
  }
  if (byProduct.size === 0) return []
  const ids = [...byProduct.keys()].sort((a, b) => a - b)
  await lockProducts(tx, ids)
  const returned: ProductRow[] = []
  for (const id of ids) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${byProduct.get(id) ?? 0}`, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning()
    if (row) returned.push(row)
  }
  return returned
}

/**
 * Locks these products (FOR NO KEY UPDATE) in id order, in the caller's transaction, before their stock
 * changes: every checkout and release takes them in this order, since two writers that take them in
 * different orders deadlock (seen on PostgreSQL).
 */
export async function lockProducts(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(products.id)
    .for('no key update')
}

/**
 * The rows of these products in id order, in the caller's transaction; with `lock`, locked as every
 * checkout and release locks them (in id order, so two never wait on each other: decision 017).
 */
export async function listProductRows(tx: Tx, ids: readonly number[], { lock }: { lock: boolean }): Promise<ProductRow[]> {
  const read = tx.select().from(products).where(inArray(products.id, [...ids])).orderBy(products.id)
  return lock ? read.for('no key update') : read
}

/** A product's row as it is now (in the caller's transaction, when it passes one). */
export async function findProductRow(tx: Db | Tx, id: number): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, id))
  return row
}
