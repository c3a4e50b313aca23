import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Collection, ListedCollection } from '#shared/contracts/collections'
import type { Product } from '#shared/contracts/products'
import { stockLevel } from '#shared/domain/stock-level'
import type { Db, Tx } from '#server/db/db'
import { categories, collections, products } from '#server/db/schema/catalog'

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

/** What another module shows of a product beside its own rows: its name, image and price as they are now. */
export type CurrentProduct = { name: string; imageUrl: string; priceCents: number }

/**
 * These products as they are now, by id, in one read for a whole list: an order's product on the
 * seller's order list and the live queue, the weekly prize's (decision 049: read by the catalogue, not
 * joined by the caller). A deleted product is absent.
 */
export async function listCurrentProducts(db: Db | Tx, ids: readonly number[]): Promise<Map<number, CurrentProduct>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: products.id, name: products.name, imageUrl: products.imageUrl, priceCents: products.priceCents })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]))
  return new Map(rows.map(({ id, ...product }) => [id, product]))
}

/**
 * A product's image as it is now, as a column of another module's statement over its own rows (null for
 * a deleted product): the live queue sends an order_update for every paid order, and a second read per
 * order would double its round trips in a drop. The catalogue writes the read, the caller only places
 * it, as shipping's conditions stand in sales' statements (decisions 029, 049).
 */
export function productImageUrlOf(productId: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${products.imageUrl} from ${products} where ${products.id} = ${productId})`
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
