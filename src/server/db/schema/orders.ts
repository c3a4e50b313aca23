import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { products } from './catalog'
import { packBattles } from './pack-battles'
import { payments } from './payments'

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** product.md 6: the checkout sends a fixed userId of 1 for every shopper. */
    userId: integer('user_id').notNull().default(1),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Price and name at the moment of purchase: later edits or a deleted product change no order. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    productName: text('product_name').notNull(),
    /** awaiting_payment | pending (paid, in the queue) | completed | failed | cancelled */
    status: text('status').notNull().default('awaiting_payment'),
    points: integer('points').notNull().default(0),
    tiktokUsername: text('tiktok_username').notNull(),
    /**
     * A Pack Battle spot bought in the shop (decision 023): the battle and the spot. spot_number alone
     * marks a spot order, since the battle's id goes when the battle is deleted; such an order is no
     * pack for the queue and no cards held for shipping.
     */
    battleId: integer('battle_id').references(() => packBattles.id, { onDelete: 'set null' }),
    spotNumber: integer('spot_number'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the admin completed it: the retention period for the buyer's personal data starts here. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the seller cancelled it, or the shop could not keep what was paid (decision 028). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'orders_status_known',
      sql`${t.status} in ('awaiting_payment', 'pending', 'completed', 'failed', 'cancelled')`,
    ),
    check('orders_quantity_positive', sql`${t.quantity} > 0`),
    check('orders_points_not_negative', sql`${t.points} >= 0`),
    // A battle's order names its spot; a spot without a battle is one whose battle was deleted.
    check('orders_battle_has_spot', sql`${t.battleId} is null or ${t.spotNumber} is not null`),
    // Serves the live queue: pending orders, oldest first.
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_payment_idx').on(t.paymentId),
  ],
)
