import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orders, payments } from './sales'

/**
 * A parcel for the seller's shipping desk (decision 022). Two kinds:
 * - `request`: a buyer's shipping request for held live orders; its fee is a payment of purpose
 *   `shipping` (fee_payment_id), settled by the one payment life cycle (decision 029); a parcel once paid.
 * - `checkout`: a checkout with PostNL shipping, which paid its shipping already; a parcel from the
 *   moment the first of its orders is opened.
 * The address is copied here (from the request's form or the checkout), so the desk reads one table.
 */
export const shipments = pgTable(
  'shipments',
  {
    /** Random, so the request's payment page and return URL cannot be guessed from another one. */
    id: uuid('id').primaryKey().defaultRandom(),
    /** The parcel's reference for the seller and the label: 'V' followed by this number. */
    number: serial('number').notNull().unique(),
    /** request | checkout */
    kind: text('kind').notNull(),
    /** The PostNL checkout this parcel ships (kind checkout only): one parcel per checkout. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    /** awaiting_payment (a request not paid yet) | to_pack | shipped | cancelled (its payment did not go through) */
    status: text('status').notNull(),
    /** The request's fee, paid as every payment is (kind request only; decision 029). */
    feePaymentId: uuid('fee_payment_id')
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The shipping fee the server computed from the country (product.md 9); 0 for a checkout's parcel. */
    feeCents: integer('fee_cents').notNull().default(0),
    // Who and where.
    email: text('email').notNull(),
    tiktokUsername: text('tiktok_username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    /** When the parcel joined the desk: the request's payment, or the checkout's first opened order. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** PostNL's track & trace code, normalised (upper case, no spaces). */
    trackingCode: text('tracking_code'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** When the personal fields were blanked after the retention period (decision 011). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shipments_kind_known', sql`${t.kind} in ('request', 'checkout')`),
    check('shipments_status_known', sql`${t.status} in ('awaiting_payment', 'to_pack', 'shipped', 'cancelled')`),
    check('shipments_country_known', sql`${t.country} in ('nederland', 'belgie')`),
    check('shipments_fee_not_negative', sql`${t.feeCents} >= 0`),
    check('shipments_checkout_has_payment', sql`(${t.kind} = 'checkout') = (${t.paymentId} is not null)`),
    check('shipments_request_has_fee_payment', sql`(${t.kind} = 'request') = (${t.feePaymentId} is not null)`),
    uniqueIndex('shipments_one_per_checkout').on(t.paymentId).where(sql`${t.paymentId} is not null`),
    // The desk: parcels to pack, oldest first.
    index('shipments_status_ready_idx').on(t.status, t.readyAt),
    index('shipments_email_idx').on(sql`lower(${t.email})`),
  ],
)

/**
 * The orders a parcel ships. `active` is true while the shipment may still ship them (waiting for
 * payment, to pack, shipped) and false once its payment failed, was cancelled or expired: an order is
 * in at most one active shipment, which the database enforces, so two requests for the same order
 * (two tabs, two devices) cannot both hold it.
 */
export const shipmentOrders = pgTable(
  'shipment_orders',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.orderId] }),
    uniqueIndex('shipment_orders_one_active').on(t.orderId).where(sql`${t.active}`),
  ],
)

/**
 * Why a shipment may not leave (decisions 052, 053): the bank took back a payment (a chargeback) of one of
 * its orders, or its own fee. One row per shipment and payment taken back, so that a bundled request
 * whose orders came from two checkouts stays held until both chargebacks are reversed; the reversal of
 * one deletes that payment's rows only. A shipment is held while it has any row: it stays on the desk,
 * but is not marked sent nor exported for labels until its holds are gone. Only a shipment not yet
 * sent is ever held: one already on its way is the seller's to settle with the buyer.
 */
export const shipmentHolds = pgTable(
  'shipment_holds',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** The payment taken back; its reversal releases this hold. */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** charged_back (the only reason so far; shipmentHoldReasons in shared/contracts/admin-shipments.ts) */
    reason: text('reason').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the seller decided not to send the parcel ('Niet versturen', decision 053, amended): a
     * shipment whose every hold is set aside leaves the desk. A reversal deletes the row, so the parcel
     * is back on the desk to be sent; a new chargeback's hold brings it back for a new decision.
     */
    setAsideAt: timestamp('set_aside_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.paymentId] }),
    check('shipment_holds_reason_known', sql`${t.reason} in ('charged_back')`),
    // A reversal finds the holds of its payment.
    index('shipment_holds_payment_idx').on(t.paymentId),
  ],
)
