import { eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/db'
import { orderPageLinks } from '#server/db/schema/order-page'
import { findEmailOfPayment, normalizeEmail } from '#server/modules/sales/sales.public'
import { hashOrderPageToken } from './order-page-token'

/** Wrong e-mail addresses one link may try in an hour before it stops trying (decision 031). */
export const WRONG_EMAILS_PER_HOUR = 5

const HOUR_MS = 60 * 60_000

export type EmailProof =
  | { proven: true; paymentId: string }
  | { proven: false; reason: 'unknown-link' | 'wrong-email' }
  | { proven: false; reason: 'too-many'; retryAfterSeconds: number }

/**
 * Whether the holder of an order-page link knows the e-mail address of its payment (decision 031):
 * the proof the shipping form asks before it fills in the checkout's address. A link that got
 * WRONG_EMAILS_PER_HOUR wrong addresses in an hour answers 'too-many' until the hour is over, even for
 * the right one, so a link cannot be used to try a list of addresses. The count is kept on the link's
 * row, under its lock, so every instance counts the same tries.
 */
export async function proveEmailOfLink(db: Db, token: string, email: string, now = new Date()): Promise<EmailProof> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ id: orderPageLinks.id, paymentId: orderPageLinks.paymentId, wrong: orderPageLinks.wrongEmails, since: orderPageLinks.wrongEmailsSince })
      .from(orderPageLinks)
      .where(eq(orderPageLinks.tokenHash, hashOrderPageToken(token)))
      .for('update')
    if (!link) return { proven: false, reason: 'unknown-link' }

    const windowOpen = link.since !== null && now.getTime() - link.since.getTime() < HOUR_MS
    const wrongSoFar = windowOpen ? link.wrong : 0
    if (link.since && wrongSoFar >= WRONG_EMAILS_PER_HOUR) {
      const retryAfterSeconds = Math.max(1, Math.ceil((link.since.getTime() + HOUR_MS - now.getTime()) / 1000))
      return { proven: false, reason: 'too-many', retryAfterSeconds }
    }

    const paymentEmail = await findEmailOfPayment(tx, link.paymentId)
    // An anonymised payment has no e-mail address left to prove ('' is falsy; decision 011).
    if (paymentEmail && normalizeEmail(paymentEmail) === normalizeEmail(email)) {
      return { proven: true, paymentId: link.paymentId }
    }
    await tx
      .update(orderPageLinks)
      .set(
        windowOpen
          ? { wrongEmails: sql`${orderPageLinks.wrongEmails} + 1` }
          : { wrongEmails: 1, wrongEmailsSince: now },
      )
      .where(eq(orderPageLinks.id, link.id))
    return { proven: false, reason: 'wrong-email' }
  })
}
