import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { payments } from './sales'

/**
 * The keys of the buyer's order pages (/bestelling/{token}): 256 random bits in the link, only their
 * SHA-256 here, so the table alone opens no page. One payment may have several (each e-mail that
 * carries a link makes its own); each opens the same page.
 */
export const orderPageLinks = pgTable(
  'order_page_links',
  {
    id: serial('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * How the link reached its holder: `email` (sent to the payment's address, so its holder reads
     * that mailbox) or `browser` (handed to the browser that started the checkout, which proves only
     * that). An e-mail link opens the shipping form for every held order of that address; a browser
     * link only for its own payment's (decision 022).
     */
    kind: text('kind').notNull().default('browser'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Wrong e-mail addresses typed on this link to fill the shipping form in with the checkout's
     * address, since `wrongEmailsSince` (decision 031): the link stops trying after a few an hour.
     */
    wrongEmails: integer('wrong_emails').notNull().default(0),
    wrongEmailsSince: timestamp('wrong_emails_since', { withTimezone: true }),
  },
  (t) => [check('order_page_links_kind_known', sql`${t.kind} in ('browser', 'email')`), index('order_page_links_payment_idx').on(t.paymentId)],
)
