import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { orders, payments } from '#server/db/schema'

/**
 * The buyer of a payment as a message needs them; undefined when there is nobody to write to: an
 * order the seller made (provider 'manual', such as the test notification, has no e-mail address),
 * or a payment whose personal data has been anonymised.
 */
export async function findMailablePayment(tx: Db | Tx, paymentId: string) {
  const [payment] = await tx
    .select({
      id: payments.id,
      email: payments.email,
      firstName: payments.firstName,
      tiktokUsername: payments.tiktokUsername,
      status: payments.status,
      amountCents: payments.amountCents,
      shippingMethod: payments.shippingMethod,
      shippingCostCents: payments.shippingCostCents,
      settledAt: payments.settledAt,
    })
    .from(payments)
    .where(and(eq(payments.id, paymentId), ne(payments.provider, 'manual'), ne(payments.email, ''), isNull(payments.anonymisedAt)))
  return payment
}

/** The paid orders of a payment (in the queue or opened), in the order they were bought. */
export async function listPaidOrders(tx: Db | Tx, paymentId: string) {
  return tx
    .select({
      id: orders.id,
      productName: orders.productName,
      quantity: orders.quantity,
      unitPriceCents: orders.unitPriceCents,
      paidAt: orders.paidAt,
      spotNumber: orders.spotNumber,
    })
    .from(orders)
    .where(and(eq(orders.paymentId, paymentId), inArray(orders.status, ['pending', 'completed'])))
    .orderBy(orders.id)
}

export async function findOrderWithPayment(tx: Db | Tx, orderId: number) {
  const [row] = await tx
    .select({
      paymentId: orders.paymentId,
      productName: orders.productName,
      quantity: orders.quantity,
      tiktokUsername: orders.tiktokUsername,
      paidAt: orders.paidAt,
      completedAt: orders.completedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row
}

/** The most orders pages one link-again message lists: the newest paid payments of the address. */
export const MAX_LISTED_PAYMENTS = 20

/** The paid payments of an e-mail address (any case), newest first: the buyer's order pages. */
export async function listPaidPaymentsOf(tx: Db | Tx, email: string) {
  return tx
    .select({
      id: payments.id,
      tiktokUsername: payments.tiktokUsername,
      amountCents: payments.amountCents,
      settledAt: payments.settledAt,
    })
    .from(payments)
    .where(
      and(
        sql`lower(${payments.email}) = ${email.toLowerCase()}`,
        eq(payments.status, 'paid'),
        ne(payments.provider, 'manual'),
        isNull(payments.anonymisedAt),
      ),
    )
    .orderBy(desc(payments.settledAt), desc(payments.createdAt))
    .limit(MAX_LISTED_PAYMENTS)
}
