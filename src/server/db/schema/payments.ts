import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Money a buyer pays through the provider, for one purpose (decision 029): a checkout (its orders
 * point here: a cart, or a Pack Battle spot) or the shipping of held cards (a shipment points here by
 * fee_payment_id). Every payment has the one life cycle of the sales module, which alone writes this
 * table. It holds the buyer's details, so personal data lives in rows that public answers never read.
 */
export const payments = pgTable(
  'payments',
  {
    /** Random, so a payment page URL cannot be guessed from another one. */
    id: uuid('id').primaryKey().defaultRandom(),
    /** demo | mollie | manual (an order the admin created, such as the test notification) */
    provider: text('provider').notNull(),
    /** checkout (a cart or a Pack Battle spot: its orders point here) | shipping (a shipment's fee) */
    purpose: text('purpose').notNull().default('checkout'),
    providerPaymentId: text('provider_payment_id').unique(),
    /** Where the buyer pays while the payment is open: the provider's checkout page. */
    checkoutUrl: text('checkout_url'),
    /** open | paid | failed | canceled | expired */
    status: text('status').notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    shippingCostCents: integer('shipping_cost_cents').notNull().default(0),
    tiktokUsername: text('tiktok_username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * A definitive status the provider reported after another one had already won (an 'expired'
     * after 'paid', a 'paid' after 'expired'): kept for the books, never applied. See updatedAt.
     */
    lateStatus: text('late_status'),
    /**
     * The address the checkout came from (clientAddress, an IPv6 address by its /64), kept only while
     * the payment is open: the cap on unpaid checkouts per address counts it (decision 017), and
     * settling the payment sets it to null, so no address outlives the checkout.
     */
    clientAddress: text('client_address'),
    /** When the buyer's personal fields were blanked after the retention period (PII_RETENTION_DAYS). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_purpose_known', sql`${t.purpose} in ('checkout', 'shipping')`),
    check('payments_status_known', sql`${t.status} in ('open', 'paid', 'failed', 'canceled', 'expired')`),
    check('payments_amount_not_negative', sql`${t.amountCents} >= 0`),
    check('payments_shipping_method_known', sql`${t.shippingMethod} in ('live', 'postnl')`),
    check('payments_country_known', sql`${t.country} in ('nederland', 'belgie')`),
    // The expiry job looks for open payments past their expiry.
    index('payments_open_expiry_idx').on(t.status, t.expiresAt),
    // The holds of one client address (only open payments keep one) and of one buyer (decision 017).
    index('payments_open_address_idx').on(t.clientAddress).where(sql`${t.clientAddress} is not null`),
    index('payments_buyer_email_idx').on(sql`lower(${t.email})`),
  ],
)
