// The login's own state, which the auth module writes (decision 016, 049): the browsers the seller
// trusted and the failed logins its limits count.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Browsers the seller logged in from (OWASP's device cookies, decision 016). A login that presents
 * one is counted against that browser's own allowance, not against the limits every stranger shares.
 */
export const adminDevices = pgTable('admin_devices', {
  id: serial('id').primaryKey(),
  /** SHA-256 of the device cookie's token, as for sessions. */
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * One row per failed admin login, for the limits every instance shares: without a device, per address
 * per minute and in total per hour; with a known device (`device_id`), per device per hour. Rows
 * older than the longest window are pruned at the next failure.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    clientAddress: text('client_address').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The trusted browser that made the attempt; null for an attempt without a valid device cookie. */
    deviceId: integer('device_id').references(() => adminDevices.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('login_failures_failed_at_idx').on(t.failedAt),
    index('login_failures_address_idx').on(t.clientAddress, t.failedAt),
    index('login_failures_device_idx').on(t.deviceId, t.failedAt),
  ],
)
