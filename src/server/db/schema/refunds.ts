import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { orders } from './orders'
import { payments } from './payments'

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
    /** battle_closed | late_payment | participant_removed | battle_deleted | order_cancelled | shipment_cancelled | withdrawal */
    reason: text('reason').notNull(),
    /** What was paid for, as the seller and the buyer read it ('Pack Battle "…", plek 4', '2× Booster …'). */
    description: text('description').notNull(),
    /** What is owed: the most the seller can pay back. */
    amountCents: integer('amount_cents').notNull(),
    /** What the seller chose to pay back (whole or a part), once started; null while owed. */
    refundCents: integer('refund_cents'),
    /** owed | pending (started at the provider) | refunded | failed (the provider refused it: start again) */
    status: text('status').notNull().default('owed'),
    /** mollie | demo, or manual when the seller paid it back outside the shop and ticked it off. */
    provider: text('provider'),
    providerRefundId: text('provider_refund_id').unique(),
    /**
     * Starts the provider refused. A start's idempotency key at the provider is `refund-{id}-{this}`:
     * a start that got no answer is tried again under the same key, so a refund the provider did make
     * is not made twice; after a refusal the next start is a new request (decision 028).
     */
    refusedStarts: integer('refused_starts').notNull().default(0),
    /** Why the last start failed, as the provider said it; cleared by a start that succeeds. */
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
      sql`${t.reason} in ('battle_closed', 'late_payment', 'participant_removed', 'battle_deleted', 'order_cancelled', 'shipment_cancelled', 'withdrawal')`,
    ),
    check('refunds_status_known', sql`${t.status} in ('owed', 'pending', 'refunded', 'failed')`),
    check('refunds_amount_not_negative', sql`${t.amountCents} >= 0`),
    check('refunds_refund_within_amount', sql`${t.refundCents} is null or (${t.refundCents} > 0 and ${t.refundCents} <= ${t.amountCents})`),
    // The poll follows the refunds started at the provider.
    index('refunds_status_idx').on(t.status),
    index('refunds_payment_idx').on(t.paymentId),
  ],
)
