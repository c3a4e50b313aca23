import { and, eq, exists, gte, inArray, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/db'
import { mailMessages, orders, payments } from '#server/db/schema'

const DAY_MS = 24 * 60 * 60 * 1000

/** The buyer's personal fields on a payment, blanked; the columns are NOT NULL, so blank is ''. */
const blankPersonalFields = {
  firstName: '',
  lastName: '',
  email: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
} satisfies Partial<typeof payments.$inferInsert>

/**
 * Blanks the buyer's personal fields on every payment whose orders were all completed more than
 * `retentionDays` ago (decision 011). Amounts, products, country, shipping method and the TikTok
 * username stay for the books and the leaderboard. A payment with any order not (long enough)
 * completed is left alone, and so is one anonymised before. The e-mails of those payments lose their
 * recipient and contents too (decision 020); one still waiting in the outbox is failed, never sent.
 * An e-mail that belongs to no payment is blanked once it is older than the retention period.
 * Returns how many payments it changed.
 */
export async function anonymiseOldPersonalData(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS)
  const ordersOfPayment = eq(orders.paymentId, payments.id)
  const notYet = or(ne(orders.status, 'completed'), isNull(orders.completedAt), gte(orders.completedAt, cutoff))
  const blankMail = {
    recipient: '',
    html: '',
    text: '',
    status: sql`case when ${mailMessages.status} in ('pending', 'sending') then 'failed' else ${mailMessages.status} end`,
  }
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(payments)
      .set({ ...blankPersonalFields, anonymisedAt: now, updatedAt: now })
      .where(
        and(
          isNull(payments.anonymisedAt),
          exists(tx.select({ one: sql`1` }).from(orders).where(ordersOfPayment)),
          notExists(tx.select({ one: sql`1` }).from(orders).where(and(ordersOfPayment, notYet))),
        ),
      )
      .returning({ id: payments.id })
    if (changed.length > 0) {
      await tx.update(mailMessages).set(blankMail).where(inArray(mailMessages.paymentId, changed.map((row) => row.id)))
    }
    // An e-mail of no payment (the list of a buyer's order pages) keeps its address no longer.
    await tx
      .update(mailMessages)
      .set(blankMail)
      .where(and(isNull(mailMessages.paymentId), lt(mailMessages.createdAt, cutoff), ne(mailMessages.recipient, '')))
    return changed.length
  })
}
