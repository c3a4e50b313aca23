import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { orders, payments } from './sales'

/**
 * A buyer's statement that they withdraw from a contract, made through the shop's withdrawal function
 * ('Overeenkomst herroepen', decision 039): written by the withdrawals module alone. Every statement is
 * kept as it was made, also one whose details match no order (the seller sees it and may answer it);
 * an acknowledgement e-mail goes out only to the address of the order it names.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    /** The checkout it names; null when the e-mail address and order number matched none. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** How the buyer reached the function: `order_page` (with the order's link) or `form` (e-mail and order number). */
    via: text('via').notNull(),
    /** The details the buyer gave, as given (the order number normalised). */
    name: text('name').notNull(),
    email: text('email').notNull(),
    orderNumber: text('order_number').notNull(),
    /** When the statement was made: the moment in the acknowledgement. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The client address it came from (IPv6 by its /64), for the limit per client (decision 039,
     * amended): kept only for the hour that limit counts, then blanked; null before then.
     */
    clientAddress: text('client_address'),
  },
  (t) => [
    check('withdrawals_via_known', sql`${t.via} in ('order_page', 'form')`),
    index('withdrawals_submitted_idx').on(t.submittedAt),
    index('withdrawals_email_idx').on(sql`lower(${t.email})`, t.submittedAt),
    index('withdrawals_client_idx').on(t.clientAddress, t.submittedAt).where(sql`${t.clientAddress} is not null`),
    index('withdrawals_payment_idx').on(t.paymentId, t.submittedAt),
  ],
)

/** The orders a statement names, and the seller's decision on each (decision 039). */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** open (not decided yet) | granted (its money is owed back) | refused (with the seller's reason) */
    decision: text('decision').notNull().default('open'),
    refusalReason: text('refusal_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.withdrawalId, t.orderId] }),
    check('withdrawal_orders_decision_known', sql`${t.decision} in ('open', 'granted', 'refused')`),
    check('withdrawal_orders_refusal_has_reason', sql`(${t.decision} = 'refused') = (${t.refusalReason} is not null)`),
    index('withdrawal_orders_order_idx').on(t.orderId),
  ],
)
