import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One row per request of the link-again form (POST /api/order-links), known address or not, for its
 * limits every instance shares: per e-mail address and per client address. Only a hash of the
 * e-mail address is kept; rows older than the longest window are pruned at the next request.
 */
export const orderLinkRequests = pgTable(
  'order_link_requests',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the lower-cased e-mail address. */
    emailHash: text('email_hash').notNull(),
    clientAddress: text('client_address').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_link_requests_email_idx').on(t.emailHash, t.requestedAt),
    index('order_link_requests_address_idx').on(t.clientAddress, t.requestedAt),
    index('order_link_requests_requested_at_idx').on(t.requestedAt),
  ],
)
