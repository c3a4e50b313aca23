// The sales module's tables (decision 028, 049): every payment, the orders it pays and the money owed
// back, written by sales alone. Orders name a Pack Battle and a battle's spot names its payment, so this
// file and battles.ts import each other; a reference is a function, called once both are loaded.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { packBattles } from './battles'
import { products } from './catalog'

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
    /** open | paid | failed | canceled | expired | charged_back (shared/domain/money-status.ts, decision 052) */
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
    check('payments_status_known', sql`${t.status} in ('open', 'paid', 'failed', 'canceled', 'expired', 'charged_back')`),
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

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** product.md 6: the checkout sends a fixed userId of 1 for every shopper. */
    userId: integer('user_id').notNull().default(1),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Price and name at the moment of purchase: later edits or a deleted product change no order. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    productName: text('product_name').notNull(),
    /** awaiting_payment | pending (paid, in the queue) | completed | failed | cancelled */
    status: text('status').notNull().default('awaiting_payment'),
    points: integer('points').notNull().default(0),
    tiktokUsername: text('tiktok_username').notNull(),
    /**
     * A Pack Battle spot bought in the shop (decision 023): the battle and the spot. spot_number alone
     * marks a spot order, since the battle's id goes when the battle is deleted; such an order is no
     * pack for the queue and no cards held for shipping.
     */
    battleId: integer('battle_id').references(() => packBattles.id, { onDelete: 'set null' }),
    spotNumber: integer('spot_number'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the admin completed it: the retention period for the buyer's personal data starts here. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the seller cancelled it, or the shop could not keep what was paid (decision 028). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'orders_status_known',
      sql`${t.status} in ('awaiting_payment', 'pending', 'completed', 'failed', 'cancelled')`,
    ),
    check('orders_quantity_positive', sql`${t.quantity} > 0`),
    check('orders_points_not_negative', sql`${t.points} >= 0`),
    // A battle's order names its spot; a spot without a battle is one whose battle was deleted.
    check('orders_battle_has_spot', sql`${t.battleId} is null or ${t.spotNumber} is not null`),
    // Serves the live queue: pending orders, oldest first.
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_payment_idx').on(t.paymentId),
  ],
)

/**
 * Money the shop owes back, and its way back (decision 028): written by the sales module alone. A row
 * is owed when its cause happens (a cancelled order, a spot the battle could not keep, a late
 * payment, a paid shipping request the seller cancels), started when the seller presses
 * 'Terugbetalen' (the provider's refund, whole or a part), and refunded when the provider says so. What it was for and who paid are copied in, so the row still
 * says it after the battle, the order or the buyer's details are gone.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    /**
     * The cause, unique, so a cause reported twice (a webhook twice) owes once:
     * `{reason}:{paymentId}` for a whole payment, `order_cancelled:{orderId}` or `withdrawal:{orderId}` for one order.
     */
    key: text('key').notNull().unique(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The cancelled order, for a refund of one order of a payment; null for a whole payment. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** battle_closed | late_payment | participant_removed | battle_deleted | order_cancelled | shipment_cancelled | withdrawal | chargeback_reversed | chargeback_rest | refunded_at_provider (found at the provider, no cause recorded: decision 052) */
    reason: text('reason').notNull(),
    /** What was paid for, as the seller and the buyer read it ('Pack Battle "…", plek 4', '2× Booster …'). */
    description: text('description').notNull(),
    /** What is owed in all: the most the seller can pay back. */
    amountCents: integer('amount_cents').notNull(),
    /** What its attempts paid back so far (or the seller outside the shop); the rest is owed (decision 052). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** What a chargeback returned instead: the bank gave it to the buyer, so the shop no longer owes it. */
    chargedBackCents: integer('charged_back_cents').notNull().default(0),
    /** owed | pending | refunded | charged_back (shared/domain/money-status.ts, decision 052) */
    status: text('status').notNull().default('owed'),
    /** mollie | demo, or manual when the seller paid it back outside the shop and ticked it off. */
    provider: text('provider'),
    /** Why the last attempt failed, as the provider said it; cleared by an attempt that succeeds. */
    lastError: text('last_error'),
    tiktokUsername: text('tiktok_username').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When the provider reported it paid back (or the seller ticked it off); null until then. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'refunds_reason_known',
      sql`${t.reason} in ('battle_closed', 'late_payment', 'participant_removed', 'battle_deleted', 'order_cancelled', 'shipment_cancelled', 'withdrawal', 'chargeback_reversed', 'chargeback_rest', 'refunded_at_provider')`,
    ),
    check('refunds_status_known', sql`${t.status} in ('owed', 'pending', 'refunded', 'charged_back')`),
    check(
      'refunds_parts_within_amount',
      sql`${t.refundedCents} >= 0 and ${t.chargedBackCents} >= 0 and ${t.refundedCents} + ${t.chargedBackCents} <= ${t.amountCents}`,
    ),
    check('refunds_amount_not_negative', sql`${t.amountCents} >= 0`),
    // The poll follows the refunds started at the provider.
    index('refunds_status_idx').on(t.status),
    index('refunds_payment_idx').on(t.paymentId),
  ],
)

/**
 * One attempt to pay back (part of) a refund through the provider (decision 052): its own amount and its
 * own idempotency key, created `unknown` before the provider is asked, so an attempt that got no answer,
 * or whose process stopped before the answer was stored, is resolved by asking the provider (the
 * reconciliation) and never guessed. Written by sales alone.
 */
export const refundAttempts = pgTable(
  'refund_attempts',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** unknown | pending | refunded | failed (shared/domain/money-status.ts) */
    status: text('status').notNull().default('unknown'),
    /** Sent with this attempt only: a repeat of it replays its answer, never pays another amount. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** mollie | demo */
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    /** Why it failed, as the provider said it. */
    lastError: text('last_error'),
    /** How often it was sent again under its key because no answer came. */
    resends: integer('resends').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('refund_attempts_status_known', sql`${t.status} in ('unknown', 'pending', 'refunded', 'failed')`),
    check('refund_attempts_amount_positive', sql`${t.amountCents} > 0`),
    index('refund_attempts_refund_idx').on(t.refundId),
    // The reconciliation looks for attempts the provider has not settled.
    index('refund_attempts_open_idx').on(t.status).where(sql`${t.status} in ('unknown', 'pending')`),
  ],
)

/**
 * A payment the bank took back (a chargeback, decision 052), once per provider id, with what it cost and
 * the bank's reason; reversedAt when the seller won it back. Written by sales alone.
 */
export const chargebacks = pgTable(
  'chargebacks',
  {
    id: serial('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    providerChargebackId: text('provider_chargeback_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /**
     * What of the money owed back it closed (the bank returned it instead): given back to what is owed
     * when this chargeback is reversed, whatever other chargebacks of the payment still stand.
     */
    coveredCents: integer('covered_cents').notNull().default(0),
    /** The bank's reason as the provider passes it on ('AC04: Rekening opgeheven'); null when none was given. */
    reason: text('reason'),
    /** When the bank took it back, as the provider reports it. */
    chargedBackAt: timestamp('charged_back_at', { withTimezone: true }).notNull(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('chargebacks_amount_not_negative', sql`${t.amountCents} >= 0`), index('chargebacks_payment_idx').on(t.paymentId)],
)
