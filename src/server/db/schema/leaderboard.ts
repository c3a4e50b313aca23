import { sql } from 'drizzle-orm'
import { check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { products } from './catalog'

export const leaderboardEntries = pgTable(
  'leaderboard_entries',
  {
    id: serial('id').primaryKey(),
    tiktokUsername: text('tiktok_username').notNull().unique(),
    points: integer('points').notNull().default(0),
    /** When the entry reached its current score: the earlier one wins a tie. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('leaderboard_points_not_negative', sql`${t.points} >= 0`)],
)

export const leaderboardTimer = pgTable('leaderboard_timer', {
  id: serial('id').primaryKey(),
  lastReset: timestamp('last_reset', { withTimezone: true }).notNull(),
  nextReset: timestamp('next_reset', { withTimezone: true }).notNull(),
})

export const weeklyPrize = pgTable('weekly_prize', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  /** The prize's value in cents. */
  valueCents: integer('value_cents').notNull().default(0),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
})
