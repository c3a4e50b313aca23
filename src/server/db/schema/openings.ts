import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

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

/**
 * What OBS said at an opening's start or end (decision 062), as the OBS overlay posted it with its key:
 * the recording's and the stream's timecode (null when that output was off or OBS was not reached) and
 * whether a chapter was marked in the recording. A help beside the wall clock of `order_openings`,
 * never a replacement: the first post of each edge is kept, a later one changes nothing. Named by
 * session and order like an opening, without a foreign key to the order.
 */
export const openingTimecodes = pgTable(
  'opening_timecodes',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => liveSessions.id),
    orderId: integer('order_id').notNull(),
    /** 'start': the order became 'Nu aan de beurt' on the overlay; 'end': it left the head. */
    edge: text('edge', { enum: ['start', 'end'] }).notNull(),
    /** OBS's `outputTimecode` of the recording, 'HH:MM:SS.mmm'. */
    recordTimecode: text('record_timecode'),
    /** OBS's `outputTimecode` of the stream, 'HH:MM:SS.mmm'. */
    streamTimecode: text('stream_timecode'),
    chapterMarked: boolean('chapter_marked').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('opening_timecodes_edge').on(t.sessionId, t.orderId, t.edge), index('opening_timecodes_order_idx').on(t.orderId)],
)

/**
 * The OBS overlay's keys (decision 062): made and revoked by the seller in the back office, shown once
 * inside the overlay's link. Only the key's SHA-256 is kept, so a leaked database hands out none.
 */
export const overlayKeys = pgTable('overlay_keys', {
  id: serial('id').primaryKey(),
  keyHash: text('key_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The overlay's last accepted request; null until it used the key. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  /** Null while the key works. */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
})
