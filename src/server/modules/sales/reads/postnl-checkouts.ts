import { and, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { orders, payments } from '#server/db/schema/sales'
import { addressColumns } from './payment-address'

/**
 * A PostNL checkout as its parcel reads it (decision 022, 029): the checkout paid its shipping, so
 * once its first order is opened shipping makes its parcel with the buyer and the address copied from
 * here, and the desk shows what it paid for shipping.
 */

/** The checkout of an opened order, when it chose PostNL and was paid: what its parcel copies. */
export async function findPaidPostnlCheckoutOfOrder(db: Db | Tx, orderId: number) {
  const [row] = await db
    .select({
      id: payments.id,
      email: payments.email,
      tiktokUsername: payments.tiktokUsername,
      ...addressColumns,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'completed'),
        eq(payments.shippingMethod, 'postnl'),
        eq(payments.status, 'paid'),
      ),
    )
  return row
}

export type PostnlCheckout = NonNullable<Awaited<ReturnType<typeof findPaidPostnlCheckoutOfOrder>>>

/** The shipping cost each of these checkouts paid (payments.shipping_cost_cents), by payment id; an id without a payment is left out. */
export async function readShippingCostsOfCheckouts(db: Db | Tx, paymentIds: readonly string[]): Promise<Map<string, number>> {
  if (paymentIds.length === 0) return new Map()
  const rows = await db
    .select({ id: payments.id, shippingCostCents: payments.shippingCostCents })
    .from(payments)
    .where(inArray(payments.id, [...paymentIds]))
  return new Map(rows.map((row) => [row.id, row.shippingCostCents]))
}
