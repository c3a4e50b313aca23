import { and, eq, exists, gte, isNull, ne, notExists, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/db'
import { orders, payments } from '#server/db/schema'

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
 * completed is left alone, and so is one anonymised before. Returns how many payments it changed.
 */
export async function anonymiseOldPersonalData(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS)
  const ordersOfPayment = eq(orders.paymentId, payments.id)
  const notYet = or(ne(orders.status, 'completed'), isNull(orders.completedAt), gte(orders.completedAt, cutoff))
  const changed = await db
    .update(payments)
    .set({ ...blankPersonalFields, anonymisedAt: now, updatedAt: now })
    .where(
      and(
        isNull(payments.anonymisedAt),
        exists(db.select({ one: sql`1` }).from(orders).where(ordersOfPayment)),
        notExists(db.select({ one: sql`1` }).from(orders).where(and(ordersOfPayment, notYet))),
      ),
    )
    .returning({ id: payments.id })
  return changed.length
}
