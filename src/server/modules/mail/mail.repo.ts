import { desc, eq, inArray, sql } from 'drizzle-orm'
import { rowsOf, type Db, type Tx } from '#server/db/db'
import { mailMessages } from '#server/db/schema/mail'

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
 * Due again after `delayMs`; or, when the worker says it has been tried long enough and the message is
 * older than `giveUpAfterMs`, failed for good (decision 020, 038). The database's clock decides the
 * age, as it decides what is due. Answers whether it failed.
 */
export async function markRetryOrGiveUp(
  db: Db,
  id: number,
  retry: { delayMs: number; giveUpAfterMs: number; triedLongEnough: boolean },
  error: string,
): Promise<boolean> {
  const giveUp = retry.triedLongEnough
    ? sql`${mailMessages.createdAt} <= now() - ${retry.giveUpAfterMs} * interval '1 millisecond'`
    : sql`false`
  const [row] = await db
    .update(mailMessages)
    .set({
      status: sql`case when ${giveUp} then 'failed' else 'pending' end`,
      lastError: error,
      nextAttemptAt: sql`now() + ${retry.delayMs} * interval '1 millisecond'`,
    })
    .where(eq(mailMessages.id, id))
    .returning({ status: mailMessages.status })
  return row?.status === 'failed'
}

export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db.update(mailMessages).set({ status: 'failed', lastError: error }).where(eq(mailMessages.id, id))
}

/**
 * On an instance without a mail server: every message due for `graceMs` or longer is held ('kept',
 * 'Niet verzonden' in the back office) until an instance with one releases it (decision 038). The
 * grace leaves a message to an instance with a mail server first. Returns how many.
 */
export async function holdDueMail(db: Db, graceMs: number): Promise<number> {
  const held = await db
    .update(mailMessages)
    .set({ status: 'kept' })
    .where(
      sql`${mailMessages.status} in ('pending', 'sending') and ${mailMessages.nextAttemptAt} <= now() - ${graceMs} * interval '1 millisecond'`,
    )
    .returning({ id: mailMessages.id })
  return held.length
}

/**
 * Due now again, as a fresh message is: `lastError` stays until the server accepts it. A message whose
 * recipient was blanked (decision 011) can never go out, so it is failed instead.
 */
const dueAgain = {
  status: sql`case when ${mailMessages.recipient} = '' then 'failed' else 'pending' end`,
  nextAttemptAt: sql`now()`,
}

/** Held messages due again, for an instance with a mail server (decision 038). Returns how many. */
export async function releaseHeldMail(db: Db): Promise<number> {
  const released = await db.update(mailMessages).set(dueAgain).where(eq(mailMessages.status, 'kept')).returning({ status: mailMessages.status })
  return released.filter((row) => row.status === 'pending').length
}

/**
 * A failed message the seller is still told about and may send again with 'Nu versturen': its last
 * attempt was within a week, and its recipient is not blanked. One that failed longer ago is history;
 * it can still be sent again on its own (decision 038).
 */
const recentlyFailed = sql`${mailMessages.status} = 'failed' and ${mailMessages.recipient} <> '' and ${mailMessages.nextAttemptAt} > now() - interval '7 days'`
const held = sql`${mailMessages.status} = 'kept' and ${mailMessages.recipient} <> ''`

/** 'Nu versturen': the held messages and those that failed recently, due again. Returns how many. */
export async function releaseWaitingMail(db: Db): Promise<number> {
  const released = await db
    .update(mailMessages)
    .set(dueAgain)
    .where(sql`(${held}) or (${recentlyFailed})`)
    .returning({ id: mailMessages.id })
  return released.length
}

/** What waits for the seller: held messages, and those that failed recently (decision 038). */
export async function countWaitingMail(db: Db): Promise<{ held: number; failed: number }> {
  const result = await db.execute(sql`
    select count(*) filter (where ${held})::int as "held",
           count(*) filter (where ${recentlyFailed})::int as "failed"
      from mail_messages
     where status in ('kept', 'failed')`)
  const row = rowsOf<{ held: number | string; failed: number | string }>(result)[0]
  return { held: Number(row?.held ?? 0), failed: Number(row?.failed ?? 0) }
}

export type ResendOutcome = 'resent' | 'missing' | 'blanked' | 'not-waiting'

/** 'Opnieuw versturen': one failed (or held) message due again, as it was written (decision 038). */
export async function resendMail(db: Db, id: number): Promise<ResendOutcome> {
  const [resent] = await db
    .update(mailMessages)
    .set(dueAgain)
    .where(sql`${mailMessages.id} = ${id} and ${mailMessages.status} in ('failed', 'kept') and ${mailMessages.recipient} <> ''`)
    .returning({ id: mailMessages.id })
  if (resent) return 'resent'
  const [row] = await db.select({ recipient: mailMessages.recipient }).from(mailMessages).where(eq(mailMessages.id, id))
  if (!row) return 'missing'
  return row.recipient === '' ? 'blanked' : 'not-waiting'
}

/** Messages not yet accepted by the mail server nor given up: the rows of the partial due index. */
export async function countUnsentMail(db: Db): Promise<number> {
  // Held messages too (decision 038): a shop without a mail server is mail that stopped.
  const result = await db.execute(sql`select count(*)::int as "count" from mail_messages where status in ('pending', 'sending', 'kept')`)
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
