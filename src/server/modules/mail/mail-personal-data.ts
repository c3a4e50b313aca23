import { and, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Tx } from '#server/db/db'
import { mailMessages } from '#server/db/schema/mail'

/**
 * What the outbox adds to the anonymising of old personal data (decision 011 and 020): an e-mail
 * holds the buyer's address and order details, so it loses them with the payment's personal data.
 */

/** Recipient and contents blanked; one still waiting to go out, or held (decision 038), is failed, never sent. */
const blankMail = {
  recipient: '',
  html: '',
  text: '',
  status: sql`case when ${mailMessages.status} in ('pending', 'sending', 'kept') then 'failed' else ${mailMessages.status} end`,
}

/** Blanks the e-mails of these payments, whose personal data was just blanked. */
export async function blankMailOfPayments(tx: Tx, paymentIds: string[]): Promise<void> {
  if (paymentIds.length === 0) return
  await tx.update(mailMessages).set(blankMail).where(inArray(mailMessages.paymentId, paymentIds))
}

/** An e-mail of no payment (the list of a buyer's order pages) keeps its address no longer than the cutoff. */
export async function blankOldMailWithoutPayment(tx: Tx, cutoff: Date): Promise<void> {
  await tx
    .update(mailMessages)
    .set(blankMail)
    .where(and(isNull(mailMessages.paymentId), lt(mailMessages.createdAt, cutoff), ne(mailMessages.recipient, '')))
}
