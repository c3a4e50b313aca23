import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { payments } from './sales'

export const packBattles = pgTable(
  'pack_battle',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    productName: text('product_name').notNull(),
    imageUrl: text('image_url').notNull(),
    maxSpots: integer('max_spots').notNull().default(10),
    spotsAvailable: integer('spots_available').notNull().default(10),
    pricePerSpot: numeric('price_per_spot', { precision: 10, scale: 2 }).notNull(),
    tikkieUrl: text('tikkie_url').notNull(),
    /** Viewers may buy a spot in the shop (decision 023); the Tikkie route stays either way. */
    shopPayments: boolean('shop_payments').notNull().default(true),
    /**
     * What the paid spots' cards become (decision 064): 'own_packs', each buyer keeps the cards of their
     * own spot and the winner wins the honour; 'winner_takes_all', the winner gets every spot's cards.
     * A new battle is 'own_packs'; the battles from before the choice stay 'winner_takes_all' (the migration).
     */
    format: text('format').notNull().default('own_packs'),
    isActive: boolean('is_active').notNull().default(false),
    isCompleted: boolean('is_completed').notNull().default(false),
    winnerId: integer('winner_id').references((): AnyPgColumn => packBattleParticipants.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pack_battle_max_spots_range', sql`${t.maxSpots} between 1 and 10`),
    check('pack_battle_spots_available_range', sql`${t.spotsAvailable} between 0 and ${t.maxSpots}`),
    check('pack_battle_price_not_negative', sql`${t.pricePerSpot} >= 0`),
    check('pack_battle_format_known', sql`${t.format} in ('own_packs', 'winner_takes_all')`),
    // At most one battle is active at a time.
    uniqueIndex('pack_battle_one_active').on(t.isActive).where(sql`${t.isActive}`),
  ],
)

export const packBattleParticipants = pgTable(
  'pack_battle_participant',
  {
    id: serial('id').primaryKey(),
    packBattleId: integer('pack_battle_id')
      .notNull()
      .references(() => packBattles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    isPaid: boolean('is_paid').notNull().default(false),
    spotNumber: integer('spot_number').notNull(),
    /**
     * 'shop' for a spot bought in the shop, 'tikkie' for one the seller added by hand (decision 023).
     * A column of its own rather than read from payment_id: Reset Data deletes the payments, and a spot
     * that was paid in the shop stays one.
     */
    paidVia: text('paid_via').notNull().default('tikkie'),
    /**
     * The shop payment that holds or paid this spot. While it is open the row is the hold (is_paid
     * false): the unique index on (battle, spot) decides between buyers racing for the spot.
     */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('participant_spot_range', sql`${t.spotNumber} between 1 and 10`),
    check('participant_paid_via_known', sql`${t.paidVia} in ('shop', 'tikkie')`),
    // A spot is taken at most once per battle, also when two admins add at the same moment.
    uniqueIndex('participant_battle_spot').on(t.packBattleId, t.spotNumber),
    index('participant_battle_idx').on(t.packBattleId),
    // Settling a payment finds the spot it holds.
    index('participant_payment_idx').on(t.paymentId),
  ],
)
