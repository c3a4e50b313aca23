import { and, eq, like, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { payments } from '#server/db/schema/sales'

/**
 * The paid checkout an order number names at this e-mail address (decision 039: the number is its
 * payment id's first 8 characters), for the withdrawal function; undefined when there is none. A
 * checkout not paid is no contract to withdraw from.
 */
export async function findPaidCheckoutByNumber(db: Db | Tx, email: string, orderNumber: string) {
  const [row] = await db
    .select({ id: payments.id, email: payments.email, tiktokUsername: payments.tiktokUsername })
    .from(payments)
    .where(
      and(
        eq(payments.purpose, 'checkout'),
        eq(payments.status, 'paid'),
        eq(sql`lower(${payments.email})`, email.trim().toLowerCase()),
        like(sql`${payments.id}::text`, `${orderNumber.toLowerCase()}%`),
      ),
    )
    .limit(1)
  return row
}
