import { desc, eq, inArray, sql } from 'drizzle-orm'
import { rowsOf, type Db, type Tx } from '#server/db/db'
import { mailMessages } from '#server/db/schema'

export type ClaimedMail = {
  id: number
  recipient: string
  subject: string
  html: string
  text: string
  messageId: string
  attempts: number
  createdAt: Date
}

/**
 * Takes the oldest message that is due and marks it `sending` until `leaseMs` from now, in one
 * statement. `FOR UPDATE SKIP LOCKED`: an instance claiming at the same moment skips the row and
 * takes the next, so no two instances hold one message (decision 020). A message left `sending` by
 * a crash is due again when its lease runs out.
 */
export async function claimDueMail(db: Db, leaseMs: number): Promise<ClaimedMail | undefined> {
  const result = await db.execute(sql`
    update mail_messages
       set status = 'sending',
           attempts = attempts + 1,
           next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
     where id = (
       select id from mail_messages
        where status in ('pending', 'sending') and next_attempt_at <= now()
        order by next_attempt_at, id
        limit 1
        for update skip locked)
    returning id, recipient, subject, html, text, message_id as "messageId", attempts, created_at as "createdAt"`)
  const row = rowsOf<Omit<ClaimedMail, 'createdAt'> & { createdAt: Date | string }>(result)[0]
  return row && { ...row, attempts: Number(row.attempts), createdAt: new Date(row.createdAt) }
}

/** The server accepted it: never sent again. */
export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailMessages)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(mailMessages.id, id))
}

/**
 * Due again after `delayMs`; or, once the message is older than `giveUpAfterMs`, failed for good
 * (decision 020). The database's clock decides both, as it decides what is due.
 */
export async function markRetryOrGiveUp(db: Db, id: number, delayMs: number, giveUpAfterMs: number, error: string): Promise<void> {
  await db
    .update(mailMessages)
    .set({
      status: sql`case when ${mailMessages.createdAt} <= now() - ${giveUpAfterMs} * interval '1 millisecond' then 'failed' else 'pending' end`,
      lastError: error,
      nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
    })
    .where(eq(mailMessages.id, id))
}

export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db.update(mailMessages).set({ status: 'failed', lastError: error }).where(eq(mailMessages.id, id))
}

/** With no mail server configured: every due message is kept for the back office. Returns how many. */
export async function keepDueMail(db: Db): Promise<number> {
  const kept = await db
    .update(mailMessages)
    .set({ status: 'kept' })
    .where(sql`${mailMessages.status} in ('pending', 'sending') and ${mailMessages.nextAttemptAt} <= now()`)
    .returning({ id: mailMessages.id })
  return kept.length
}

/** Messages not yet accepted by the mail server nor given up: the rows of the partial due index. */
export async function countUnsentMail(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as "count" from mail_messages where status in ('pending', 'sending')`)
  return Number(rowsOf<{ count: number | string }>(result)[0]?.count ?? 0)
}

/** The newest messages first, for the back office. */
const MAX_LISTED = 500

const listColumns = {
  id: mailMessages.id,
  kind: mailMessages.kind,
  recipient: mailMessages.recipient,
  subject: mailMessages.subject,
  status: mailMessages.status,
  attempts: mailMessages.attempts,
  lastError: mailMessages.lastError,
  createdAt: mailMessages.createdAt,
  sentAt: mailMessages.sentAt,
}

export function listMail(db: Db) {
  return db.select(listColumns).from(mailMessages).orderBy(desc(mailMessages.createdAt), desc(mailMessages.id)).limit(MAX_LISTED)
}

export async function findMail(db: Db, id: number) {
  const [row] = await db
    .select({ ...listColumns, html: mailMessages.html, text: mailMessages.text })
    .from(mailMessages)
    .where(eq(mailMessages.id, id))
  return row
}

/** Payment ids per statement: a demo shop may hold more payments than one statement takes parameters. */
const PAYMENT_IDS_PER_STATEMENT = 1000

function* inGroups(paymentIds: readonly string[]): Generator<string[]> {
  for (let start = 0; start < paymentIds.length; start += PAYMENT_IDS_PER_STATEMENT) {
    yield paymentIds.slice(start, start + PAYMENT_IDS_PER_STATEMENT)
  }
}

/** How many e-mails these payments have: what Reset Data's preview says it deletes with them. */
export async function countMailOfPayments(db: Db | Tx, paymentIds: readonly string[]): Promise<number> {
  let count = 0
  for (const group of inGroups(paymentIds)) {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(mailMessages).where(inArray(mailMessages.paymentId, group))
    count += row?.count ?? 0
  }
  return count
}

/**
 * Reset Data (product.md 6, decision 028): the e-mails of the payments it deletes hold those buyers'
 * addresses and order details, so they go with the payments (decision 020), in the transaction that
 * removes them; one still waiting is never sent. The e-mails of the payments it keeps stay, a
 * confirmation still waiting to go out included. Answers how many went.
 */
export async function deleteMailOfPayments(tx: Tx, paymentIds: readonly string[]): Promise<number> {
  let deleted = 0
  for (const group of inGroups(paymentIds)) {
    deleted += (await tx.delete(mailMessages).where(inArray(mailMessages.paymentId, group)).returning({ id: mailMessages.id })).length
  }
  return deleted
}
