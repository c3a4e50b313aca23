import { and, eq, exists, gte, isNull, lt, ne, notExists, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { blankPersonalFields } from '#shared/contracts/checkout'
import type { Tx } from '#server/db/db'
import { orders, payments, refunds } from '#server/db/schema/sales'
import { heldAt, paidLiveOrder } from './reads/paid-live-orders'

/**
 * What sales adds to the anonymising of old personal data (decision 011): personal data lives on the
 * payment, and on a refund its e-mail address. Privacy runs both in its one transaction, with its cutoff.
 */

/**
 * Blanks the buyer's personal fields on every payment whose orders were all completed before the
 * cutoff. Amounts, products, country, shipping method and the TikTok username stay for the books and
 * the leaderboard. A payment with any order not (long enough) completed is left alone, and so is one
 * anonymised before. So is a payment with a paid live order whose cards shipping may still send
 * (decision 022): what a paid live order is and whether it is still held is sales' rule
 * (paid-live-orders.ts), whether a shipment holds it is shipping's, so shipping writes that part over
 * its own tables for the order and the window sales gives it (decision 029), and privacy, which runs
 * both, passes it in (`stillShippable`): sales imports no module above it (decision 047).
 * Returns the ids of the payments it changed.
 */
export async function anonymiseOldPayments(
  tx: Tx,
  cutoff: Date,
  now: Date,
  stillShippable: (orderId: AnyPgColumn, held: SQL) => SQL,
): Promise<string[]> {
  const ordersOfPayment = eq(orders.paymentId, payments.id)
  const notYet = or(ne(orders.status, 'completed'), isNull(orders.completedAt), gte(orders.completedAt, cutoff))
  const oldCheckout = and(
    eq(payments.purpose, 'checkout'),
    exists(tx.select({ one: sql`1` }).from(orders).where(ordersOfPayment)),
    notExists(tx.select({ one: sql`1` }).from(orders).where(and(ordersOfPayment, notYet))),
    notExists(
      tx
        .select({ one: sql`1` })
        .from(orders)
        .where(and(ordersOfPayment, paidLiveOrder, stillShippable(orders.id, heldAt(now)))),
    ),
  )
  // A shipping fee keeps only who paid (the address is the shipment's, which shipping blanks): it goes
  // once the fee was settled before the cutoff (decision 029).
  const oldFee = and(eq(payments.purpose, 'shipping'), lt(payments.settledAt, cutoff))
  const changed = await tx
    .update(payments)
    .set({ ...blankPersonalFields, anonymisedAt: now, updatedAt: now })
    .where(and(isNull(payments.anonymisedAt), or(oldCheckout, oldFee)))
    .returning({ id: payments.id })
  return changed.map((row) => row.id)
}

/**
 * A refund paid back before the cutoff keeps its amount and spot for the books, not the buyer's
 * e-mail address (decision 023).
 */
export async function blankOldRefundEmails(tx: Tx, cutoff: Date): Promise<void> {
  await tx.update(refunds).set({ email: '' }).where(and(lt(refunds.refundedAt, cutoff), ne(refunds.email, '')))
}
