import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * Every time the seller goes live (decision 060): opened by the live switch, closed when they go
 * offline; at most one open at a time. The replay's address is pasted by the seller afterwards. Kept at
 * least 120 days with their openings: nothing deletes them.
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: serial('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while the seller is live. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The replay (a TikTok LIVE replay, a YouTube video, any http(s) address); null until pasted. */
    replayUrl: text('replay_url'),
  },
  (t) => [
    uniqueIndex('live_sessions_one_open').on(sql`(true)`).where(sql`${t.endedAt} is null`),
    index('live_sessions_started_idx').on(t.startedAt),
  ],
)

/**
 * An order's moment on stream (decision 060): when it became 'Nu aan de beurt' in a live session, and
 * when the seller tapped 'Afronden' on it. The order is named by its id alone, without a foreign key:
 * the proof of an opening outlives a test order that Reset Data deletes.
 */
export const orderOpenings = pgTable(
  'order_openings',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => liveSessions.id),
    orderId: integer('order_id').notNull(),
    /** When it became 'Nu aan de beurt' in this session; null when the shop did not see it so (decision 060). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** The 'Afronden' tap's moment; null until the completion arrives. */
    tappedAt: timestamp('tapped_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('order_openings_session_order').on(t.sessionId, t.orderId), index('order_openings_order_idx').on(t.orderId)],
)
