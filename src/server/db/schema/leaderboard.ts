import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { products } from './catalog'

/** The current week's points per buyer. A weekly reset archives the top ten and empties it. */
export const leaderboardEntries = pgTable(
  'leaderboard_entries',
  {
    id: serial('id').primaryKey(),
    tiktokUsername: text('tiktok_username').notNull().unique(),
    points: integer('points').notNull().default(0),
    /** When the entry reached its current score: the earlier one wins a tie. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('leaderboard_points_not_negative', sql`${t.points} >= 0`),
    // Serves the top ten and a buyer's rank, in leaderboard order (modules/leaderboard/leaderboard.repo.ts).
    index('leaderboard_entries_standing_idx').on(t.points.desc(), t.updatedAt, t.tiktokUsername),
  ],
)

/**
 * When the current week began and when it ends. One row (id 1): the weekly reset moves it with a
 * conditional UPDATE, so one instance resets and the others find nothing to do.
 */
export const leaderboardTimer = pgTable(
  'leaderboard_timer',
  {
    id: serial('id').primaryKey(),
    lastReset: timestamp('last_reset', { withTimezone: true }).notNull(),
    nextReset: timestamp('next_reset', { withTimezone: true }).notNull(),
  },
  (t) => [check('leaderboard_timer_one_row', sql`${t.id} = 1`)],
)

export const weeklyPrize = pgTable(
  'weekly_prize',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The prize's value in cents. */
    valueCents: integer('value_cents').notNull().default(0),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('weekly_prize_value_not_negative', sql`${t.valueCents} >= 0`),
    check('weekly_prize_period', sql`${t.endDate} > ${t.startDate}`),
  ],
)

/** A past week, archived at its reset. Its winner is the rank 1 entry. */
export const leaderboardWeeks = pgTable(
  'leaderboard_weeks',
  {
    id: serial('id').primaryKey(),
    weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
    weekEnd: timestamp('week_end', { withTimezone: true }).notNull(),
    /** The weekly prize when the week ended, copied: a later edit or deleted product changes no past week. */
    prizeProductName: text('prize_product_name'),
    prizeValueCents: integer('prize_value_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leaderboard_weeks_end_idx').on(t.weekEnd)],
)

/** A past week's top ten, with the points each buyer had at the reset. */
export const leaderboardWeekEntries = pgTable(
  'leaderboard_week_entries',
  {
    id: serial('id').primaryKey(),
    weekId: integer('week_id')
      .notNull()
      .references(() => leaderboardWeeks.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    tiktokUsername: text('tiktok_username').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [
    uniqueIndex('leaderboard_week_entries_rank').on(t.weekId, t.rank),
    check('leaderboard_week_entries_rank_positive', sql`${t.rank} >= 1`),
  ],
)
