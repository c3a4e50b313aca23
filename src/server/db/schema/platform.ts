// The admin's access, which platform writes (decision 049): the hashed access code, ensured at every
// start-up (platform/migrate.ts), and the sessions every admin request is checked against
// (platform/session.ts) before any module runs.
import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

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
 * Who runs a background job that must run once across instances (decision 052): the holder's id until
 * `heldUntil`. An instance takes the lease with one conditional update and gives it up when done; a
 * crashed holder's lease runs out by itself. Written by platform/job-lease.ts alone.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
})
