import { inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { shipments } from '#server/db/schema/shipping'

/**
 * Reset Data's rule for shipments (product.md 6, decision 028, 029): a shipment goes with the payment
 * sales deletes because it took no real money: a request with its fee (a demo payment, or one that
 * failed, was cancelled or expired without a late 'paid', at Mollie once the watch for a late 'paid'
 * is over: decision 051), the parcel of a checkout with that checkout. A request paid at Mollie or
 * still open there stays, and so does the parcel of a checkout
 * that stays: paid or sent, it is a money record.
 */
const ofPayments = (group: string[]) => or(inArray(shipments.paymentId, group), inArray(shipments.feePaymentId, group))

/** Payment ids per statement: a demo shop may hold more checkouts than one statement takes parameters. */
const PAYMENT_IDS_PER_STATEMENT = 1000

function* inGroups(paymentIds: readonly string[]): Generator<string[]> {
  for (let start = 0; start < paymentIds.length; start += PAYMENT_IDS_PER_STATEMENT) {
    yield paymentIds.slice(start, start + PAYMENT_IDS_PER_STATEMENT)
  }
}

const countWhere = async (db: Db | Tx, where: SQL | undefined) =>
  (await db.select({ count: sql<number>`count(*)::int` }).from(shipments).where(where))[0]?.count ?? 0

/** What Reset Data would do to the shipments, deleting these payments: its preview. */
export async function countShipmentsForReset(
  db: Db | Tx,
  deletedPaymentIds: readonly string[],
): Promise<{ deletes: number; keeps: number }> {
  let deletes = 0
  for (const group of inGroups(deletedPaymentIds)) deletes += await countWhere(db, ofPayments(group))
  return { deletes, keeps: (await countWhere(db, undefined)) - deletes }
}

/**
 * Reset Data (product.md 6, decision 028): deletes the shipments of these payments (above), in the
 * transaction that deletes the payments; their links to orders go with them (cascade). Answers how
 * many went.
 */
export async function deleteShipmentsForReset(tx: Tx, deletedPaymentIds: readonly string[]): Promise<number> {
  const gone = (where: SQL | undefined) => tx.delete(shipments).where(where).returning({ id: shipments.id })
  let deleted = 0
  for (const group of inGroups(deletedPaymentIds)) deleted += (await gone(ofPayments(group))).length
  return deleted
}
