import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { payments } from './sales'

/**
 * The e-mail outbox: a message is written in the same transaction as the change that causes it (a paid
 * payment's confirmation just after it: decision 066), and a worker sends it after the commit
 * (docs/decisions/020-mail-outbox.md). With no SMTP server
 * configured, a message is held here ('kept', 'Niet verzonden') until an instance with one sends it
 * (decision 038).
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    /**
     * What the message is for, unique, so the cause writing it twice (a webhook twice) writes one
     * message: `order-confirmation:{paymentId}`, `pack-opened:{orderId}`; a resend adds a suffix.
     */
    key: text('key').notNull().unique(),
    /** order_confirmation | pack_opened | order_links | parcel_shipped | order_cancelled | refund_started | battle_won | withdrawal_received | withdrawal_refused */
    kind: text('kind').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** pending | sending | sent | kept (held: no SMTP server configured where it came due; decision 038) | failed (gave up) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it (again): now when written, later after a failed attempt. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The Message-ID header, fixed when written, so a message sent twice after a crash is one message. */
    messageId: text('message_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_messages_status_known', sql`${t.status} in ('pending', 'sending', 'sent', 'kept', 'failed')`),
    check('mail_messages_kind_known', sql`${t.kind} in ('order_confirmation', 'pack_opened', 'order_links', 'parcel_shipped', 'order_cancelled', 'refund_started', 'battle_won', 'withdrawal_received', 'withdrawal_refused')`),
    // The worker takes the oldest message due.
    index('mail_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    // What waits for the seller (decision 038): the banner's counts after every message sent, and the
    // release of held messages, read these few rows rather than the whole outbox.
    index('mail_messages_waiting_idx').on(t.status).where(sql`${t.status} in ('kept', 'failed')`),
    index('mail_messages_payment_idx').on(t.paymentId),
  ],
)
