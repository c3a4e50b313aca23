import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

export const adminAccess = pgTable('admin_access', {
  id: serial('id').primaryKey(),
  /** An scrypt hash of the access code (see platform/access-code.ts), never the code itself. */
  accessCode: text('access_code').notNull(),
  lastUsed: timestamp('last_used', { withTimezone: true }),
})

export const adminSessions = pgTable('admin_sessions', {
  id: serial('id').primaryKey(),
  /** SHA-256 of the session token: a leaked database does not hand out live sessions. */
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * One row per failed admin login, for the limits every instance shares (per address per minute,
 * in total per hour). Rows older than the longest window are pruned at the next failure.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    clientAddress: text('client_address').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_failed_at_idx').on(t.failedAt), index('login_failures_address_idx').on(t.clientAddress, t.failedAt)],
)
