import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { mailMessages } from '#server/db/schema/mail'
import { newMessageId } from './message-id'

/**
 * The e-mail outbox (decision 020). Another module writes a message with enqueueMail in the same
 * transaction as the change that causes it (a paid payment's confirmation just after it, in one of its
 * own: decision 066); the mail worker sends it after the commit.
 *
 * No wake-up call is needed after the commit: enqueueMail sends a NOTIFY in the transaction, which
 * PostgreSQL (and PGlite) delivers only when it commits, and every instance's worker LISTENs for it.
 * A rolled-back transaction leaves neither the message nor the wake-up. The worker also looks every
 * few seconds, so a lost notification delays a message but never loses it.
 */

export type MailKind =
  | 'order_confirmation'
  | 'pack_opened'
  | 'order_links'
  | 'parcel_shipped'
  | 'order_cancelled'
  | 'refund_started'
  | 'battle_won'
  | 'withdrawal_received'
  | 'withdrawal_refused'

/** The channel the outbox's wake-ups travel on (mail worker). */
export const MAIL_WAKE_CHANNEL = 'packstroom_mail'

/**
 * Writes a message to the outbox. `key` says what the message is for and is unique
 * (`order-confirmation:{paymentId}`, `pack-opened:{orderId}`): written twice, it is one message.
 * Returns true when this call wrote it, false when a message with that key existed.
 */
export async function enqueueMail(
  tx: Db | Tx,
  message: { key: string; kind: MailKind; paymentId: string | null; to: string; subject: string; html: string; text: string },
): Promise<boolean> {
  const written = await tx
    .insert(mailMessages)
    .values({
      key: message.key,
      kind: message.kind,
      paymentId: message.paymentId,
      recipient: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      messageId: newMessageId(),
    })
    .onConflictDoNothing({ target: mailMessages.key })
    .returning({ id: mailMessages.id })
  if (written.length === 0) return false
  await tx.execute(sql`select pg_notify(${MAIL_WAKE_CHANNEL}, '')`)
  return true
}

/**
 * When the newest message of a payment whose key starts with `keyPrefix` was written, if that was
 * less than `withinMs` ago by the database's clock; undefined otherwise. For a writer that allows one
 * such message per while (the confirmation sent again, decision 020's amendment).
 */
export async function latestMailOfKeyPrefix(
  tx: Db | Tx,
  paymentId: string,
  keyPrefix: string,
  withinMs: number,
): Promise<Date | undefined> {
  const [row] = await tx
    .select({ createdAt: mailMessages.createdAt })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.paymentId, paymentId),
        sql`left(${mailMessages.key}, ${keyPrefix.length}) = ${keyPrefix}`,
        sql`${mailMessages.createdAt} > clock_timestamp() - make_interval(secs => ${withinMs / 1000})`,
      ),
    )
    .orderBy(desc(mailMessages.createdAt))
    .limit(1)
  return row?.createdAt
}

/** Keys per statement: a sweep may ask about more messages than one statement takes parameters. */
const KEYS_PER_STATEMENT = 1000

/**
 * Which of these keys the outbox holds a message of, whatever its state (held, sent, failed or blanked):
 * for a writer that looks before it renders, so a message written before is not made again (a
 * confirmation's sweep, decision 066).
 */
export async function listWrittenMailKeys(db: Db | Tx, keys: readonly string[]): Promise<string[]> {
  const written: string[] = []
  for (let start = 0; start < keys.length; start += KEYS_PER_STATEMENT) {
    const group = keys.slice(start, start + KEYS_PER_STATEMENT)
    const rows = await db.select({ key: mailMessages.key }).from(mailMessages).where(inArray(mailMessages.key, group))
    written.push(...rows.map((row) => row.key))
  }
  return written
}

export type PaymentMail = { kind: MailKind; status: string; sentAt: Date | null; createdAt: Date }

/** The e-mails of each payment, oldest first, for the back office's per-order e-mail state. */
export async function listMailByPayment(db: Db, paymentIds: string[]): Promise<Map<string, PaymentMail[]>> {
  const byPayment = new Map<string, PaymentMail[]>()
  if (paymentIds.length === 0) return byPayment
  const rows = await db
    .select({
      paymentId: mailMessages.paymentId,
      kind: mailMessages.kind,
      status: mailMessages.status,
      sentAt: mailMessages.sentAt,
      createdAt: mailMessages.createdAt,
    })
    .from(mailMessages)
    .where(inArray(mailMessages.paymentId, paymentIds))
    .orderBy(mailMessages.createdAt, mailMessages.id)
  for (const { paymentId, ...mail } of rows) {
    if (!paymentId) continue
    const list = byPayment.get(paymentId) ?? []
    list.push({ ...mail, kind: mail.kind as MailKind })
    byPayment.set(paymentId, list)
  }
  return byPayment
}

// Sales removes the e-mails of the payments Reset Data deletes (and counts them for its preview), and
// privacy blanks the e-mails of the payments it anonymises and old ones of no payment (decision 011,
// 020, 028).
export { countMailOfPayments, deleteMailOfPayments } from './mail.repo'
export { blankMailOfPayments, blankOldMailWithoutPayment } from './mail-personal-data'
