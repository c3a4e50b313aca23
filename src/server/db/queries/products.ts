import { inArray } from 'drizzle-orm'
import type { Product } from '../../../shared/contracts/products'
import { stockLevel } from '../../../shared/domain/stock-level'
import type { Db } from '../db'
import { products } from '../schema'

export type ProductRow = typeof products.$inferSelect

/** A product row as every answer and realtime message shows it (SPEC 3.3). */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    price: row.priceCents,
    stock: row.stock,
    stockLevel: stockLevel(row.stock),
    category: row.category,
    collectionId: row.collectionId,
    ...(row.maxPerBuyer === null ? {} : { maxPerBuyer: row.maxPerBuyer }),
  }
}

export async function listProductsByIds(db: Db, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return []
  const rows = await db.select().from(products).where(inArray(products.id, ids))
  return rows.map(toProduct)
}
