import { asc, eq, sql } from 'drizzle-orm'
import type { Collection, ListedCollection } from '#shared/contracts/collections'
import type { Product } from '#shared/contracts/products'
import { stockLevel } from '#shared/domain/stock-level'
import type { Db } from '#server/db/db'
import { categories, collections, products } from '#server/db/schema'

export type ProductRow = typeof products.$inferSelect

/** A product row as every answer and realtime message shows it (product.md 3.3). */
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

const collectionColumns = {
  id: collections.id,
  name: collections.name,
  slug: collections.slug,
  displayOrder: collections.displayOrder,
}

/** Every collection in menu order, with how many products it lists (decision 043: an empty one is not offered). */
export function listCollections(db: Db): Promise<ListedCollection[]> {
  return db
    .select({ ...collectionColumns, productCount: sql<number>`count(${products.id})`.mapWith(Number) })
    .from(collections)
    .leftJoin(products, eq(products.collectionId, collections.id))
    .groupBy(collections.id)
    .orderBy(asc(collections.displayOrder), asc(collections.id))
}

export async function findCollectionBySlug(db: Db, slug: string): Promise<Collection | undefined> {
  const [row] = await db.select(collectionColumns).from(collections).where(eq(collections.slug, slug)).limit(1)
  return row
}

export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await db.select().from(products).orderBy(asc(products.category), asc(products.name), asc(products.id))
  return rows.map(toProduct)
}

/** A collection's products; undefined when there is no such collection (an empty one has []). */
export async function findCollectionProducts(db: Db, collectionId: number): Promise<Product[] | undefined> {
  const [collection] = await db.select({ id: collections.id }).from(collections).where(eq(collections.id, collectionId))
  if (!collection) return undefined
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.collectionId, collectionId))
    .orderBy(asc(products.category), asc(products.name), asc(products.id))
  return rows.map(toProduct)
}

/** Category names in the order they were created: the seed gives product.md 2.10's order. */
export async function listCategories(db: Db): Promise<string[]> {
  const rows = await db.select({ name: categories.name }).from(categories).orderBy(asc(categories.id))
  return rows.map((row) => row.name)
}
