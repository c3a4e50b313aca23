import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { orders, payments } from '#server/db/schema/sales'

// What the battles module reads of a Pack Battle spot's payment and its one order (decisions 023, 028);
// the participant row that holds the spot is battles' own.

/** What a payment took, in cents; undefined when the payment is gone (Reset Data deleted it). */
export async function findPaymentAmount(db: Db | Tx, paymentId: string): Promise<number | undefined> {
  const [payment] = await db.select({ amountCents: payments.amountCents }).from(payments).where(eq(payments.id, paymentId))
  return payment?.amountCents
}

/**
 * Of these payments, the ones still open that this buyer made: `buyerEmail` as normalizeEmail gives it
 * (decision 017 knows a buyer by the address in lower case). In no particular order.
 */
export async function listOpenPaymentsOfBuyer(db: Db | Tx, paymentIds: readonly string[], buyerEmail: string): Promise<string[]> {
  if (paymentIds.length === 0) return []
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.id, [...paymentIds]), eq(payments.status, 'open'), sql`lower(${payments.email}) = ${buyerEmail}`))
  return rows.map((row) => row.id)
}

/**
 * The spot order a payment bought (decision 023), with its battle: undefined for a payment that bought
 * no spot; `battleId` null once the battle was deleted (the order keeps its spot).
 */
export async function findSpotOrderOfPayment(db: Db | Tx, paymentId: string): Promise<{ battleId: number | null } | undefined> {
  const [order] = await db
    .select({ battleId: orders.battleId })
    .from(orders)
    .where(and(eq(orders.paymentId, paymentId), isNotNull(orders.spotNumber)))
    .limit(1)
  return order
}
