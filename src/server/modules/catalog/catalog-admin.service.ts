import { asc, count, eq, sql } from 'drizzle-orm'
import type { Collection, ListedCollection } from '#shared/contracts/collections'
import type { CreateProduct, UpdateProduct } from '#shared/contracts/admin-catalog'
import { categoryExists, collectionNotEmpty, messages } from '#shared/contracts/messages'
import type { Product } from '#shared/contracts/products'
import type { Db } from '#server/db/db'
import { categories, collections, products } from '#server/db/schema/catalog'
import { isForeignKeyViolation, isUniqueViolation } from '#server/platform/errors'
import type { Publish } from '#server/platform/events'
import { Refusal, refused, type Refused } from '#server/platform/refusal'
import { listCollections, toProduct } from './catalog.repo'



export async function createProduct(db: Db, publish: Publish, input: CreateProduct): Promise<Product> {
  const [row] = await db
    .insert(products)
    .values({
      name: input.name,
      imageUrl: input.imageUrl,
      category: input.category,
      priceCents: input.price,
      stock: input.stock,
      collectionId: input.collectionId ?? null,
      maxPerBuyer: input.maxPerBuyer ?? null,
    })
    .returning()
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new Refusal('invalid', messages.collectionNotFound)
      throw error
    })
  if (!row) throw new Error('product insert returned no row')
  const product = toProduct(row)
  await publish({ channel: 'stock', type: 'product_created', product })
  return product
}

export async function updateProduct(db: Db, publish: Publish, id: number, input: UpdateProduct): Promise<Product> {
  const [row] = await db
    .update(products)
    .set({
      ...(input.price !== undefined ? { priceCents: input.price } : {}),
      // product.md 5: stock is floored at 0.
      ...(input.stock !== undefined ? { stock: Math.max(0, input.stock) } : {}),
      ...(input.maxPerBuyer !== undefined ? { maxPerBuyer: input.maxPerBuyer } : {}),
      updatedAt: new Date(),
    })
    .where(eq(products.id, id))
    .returning()
  if (!row) throw new Refusal('not_found', messages.adminProductNotFound)
  const product = toProduct(row)
  await publish({ channel: 'stock', type: 'stock_update', product })
  return product
}

/** Orders keep their snapshot of name and price; their product link becomes null. */
export async function deleteProduct(db: Db, publish: Publish, id: number): Promise<void> {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id })
  if (!row) throw new Refusal('not_found', messages.adminProductNotFound)
  await publish({ channel: 'stock', type: 'product_deleted', productId: id })
}

export async function addCategory(db: Db, publish: Publish, name: string): Promise<string> {
  try {
    await db.insert(categories).values({ name })
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal('conflict', categoryExists(name))
    throw error
  }
  await publish({ channel: 'categories', type: 'category_added', category: name })
  return name
}

/** Products keep their category label; it no longer appears in the form's list. */
export async function deleteCategory(db: Db, publish: Publish, name: string): Promise<void> {
  const [row] = await db.delete(categories).where(eq(categories.name, name)).returning({ id: categories.id })
  if (!row) throw new Refusal('not_found', messages.categoryNotFound)
  await publish({ channel: 'categories', type: 'category_deleted', category: name })
}

type CollectionInput = { name?: string; slug?: string; displayOrder?: number }

export async function createCollection(
  db: Db,
  publish: Publish,
  input: Required<Pick<CollectionInput, 'name' | 'slug'>> & CollectionInput,
): Promise<Collection> {
  const displayOrder =
    input.displayOrder ??
    Number((await db.select({ max: sql<number>`coalesce(max(${collections.displayOrder}), -1)` }).from(collections))[0]?.max) + 1
  const collection = await writeCollection(() =>
    db.insert(collections).values({ name: input.name, slug: input.slug, displayOrder }).returning(),
  )
  await publish({ channel: 'collections', type: 'collection_updated', collection })
  return collection
}

export async function updateCollection(db: Db, publish: Publish, id: number, input: CollectionInput): Promise<Collection> {
  const collection = await writeCollection(() =>
    db.update(collections).set(input).where(eq(collections.id, id)).returning(),
  )
  await publish({ channel: 'collections', type: 'collection_updated', collection })
  return collection
}

async function writeCollection(write: () => Promise<Collection[]>): Promise<Collection> {
  let rows: Collection[]
  try {
    rows = await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal('conflict', messages.collectionExists)
    throw error
  }
  const [row] = rows
  if (!row) throw new Refusal('not_found', messages.collectionNotFound)
  return { id: row.id, name: row.name, slug: row.slug, displayOrder: row.displayOrder }
}

/** Gives the collections the order of `ids`; collections not listed follow, in their current order. */
export async function reorderCollections(db: Db, publish: Publish, ids: number[]): Promise<ListedCollection[]> {
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: collections.id })
      .from(collections)
      .orderBy(asc(collections.displayOrder), asc(collections.id))
    const known = new Set(current.map((c) => c.id))
    const listed = [...new Set(ids)].filter((id) => known.has(id))
    const order = [...listed, ...current.map((c) => c.id).filter((id) => !listed.includes(id))]
    for (const [index, id] of order.entries()) {
      await tx.update(collections).set({ displayOrder: index }).where(eq(collections.id, id))
    }
  })
  const ordered = await listCollections(db)
  for (const collection of ordered) await publish({ channel: 'collections', type: 'collection_updated', collection })
  return ordered
}

/**
 * A collection that still holds products is not deleted by accident: without `moveProductsTo` the
 * refusal is a conflict with the count; with it, the products move (or lose their collection) first.
 */
export async function deleteCollection(
  db: Db,
  publish: Publish,
  id: number,
  moveProductsTo: number | 'none' | undefined,
): Promise<{ ok: true } | (Refused<'conflict'> & { productCount: number })> {
  const moved = await db.transaction(async (tx) => {
    const [{ value: productCount } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(products)
      .where(eq(products.collectionId, id))
    if (productCount > 0 && moveProductsTo === undefined) return { deleted: false as const, productCount }
    if (moveProductsTo === id) throw new Refusal('invalid', messages.moveProductsToSameCollection)
    const target = moveProductsTo === 'none' || moveProductsTo === undefined ? null : moveProductsTo
    if (target !== null) {
      const [exists] = await tx.select({ id: collections.id }).from(collections).where(eq(collections.id, target))
      if (!exists) throw new Refusal('invalid', messages.moveProductsToMissingCollection)
    }
    const movedRows =
      productCount > 0
        ? await tx.update(products).set({ collectionId: target, updatedAt: new Date() }).where(eq(products.collectionId, id)).returning()
        : []
    const [deleted] = await tx.delete(collections).where(eq(collections.id, id)).returning({ id: collections.id })
    if (!deleted) throw new Refusal('not_found', messages.collectionNotFound)
    return { deleted: true as const, movedRows }
  })
  if (!moved.deleted) return { ...refused('conflict', collectionNotEmpty(moved.productCount)), productCount: moved.productCount }
  for (const row of moved.movedRows) await publish({ channel: 'stock', type: 'stock_update', product: toProduct(row) })
  await publish({ channel: 'collections', type: 'collection_deleted', collectionId: id })
  return { ok: true }
}
