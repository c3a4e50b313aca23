import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
})

export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  displayOrder: integer('display_order').notNull().default(0),
})

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    /** A category by name (product.md 3.2): a label, so deleting a category never breaks a product or an order. */
    category: text('category').notNull(),
    collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull().default(0),
    /**
     * The seller's 'Max per koper' for a drop: how many one buyer (one e-mail address) may hold and buy
     * of it in all. Null: no limit beyond a cart line's 24 (decision 017).
     */
    maxPerBuyer: integer('max_per_buyer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_price_not_negative', sql`${t.priceCents} >= 0`),
    check('products_max_per_buyer_positive', sql`${t.maxPerBuyer} is null or ${t.maxPerBuyer} >= 1`),
    index('products_collection_idx').on(t.collectionId),
    index('products_category_idx').on(t.category),
  ],
)
