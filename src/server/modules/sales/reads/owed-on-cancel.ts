import { inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { orders, payments } from '#server/db/schema/sales'

/**
 * What cancelling a paid order owes back (decisions 028, 039): its price, with its checkout's shipping
 * when no other order of the checkout is kept. The one rule for the refund and for the amount the
 * seller is shown before granting a withdrawal (decision 050).
 */
export function owedOnCancel(order: { unitPriceCents: number; quantity: number }, shippingCostCents: number, othersKept: number): number {
  return order.unitPriceCents * order.quantity + (othersKept === 0 ? shippingCostCents : 0)
}

/**
 * What cancelling each of these orders now would owe back, by order id: 0 for one no longer kept
 * (cancelled: what it owed is owed already) and for an order the seller made (no payment to refund).
 */
export async function listOwedOnCancel(db: Db | Tx, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      unitPriceCents: orders.unitPriceCents,
      quantity: orders.quantity,
      provider: payments.provider,
      shippingCostCents: payments.shippingCostCents,
      othersKept: sql<number>`(select count(*)::int from ${orders} as kept
        where kept.payment_id = ${orders.paymentId} and kept.id <> ${orders.id} and kept.status in ('pending', 'completed'))`,
    })
    .from(orders)
    .innerJoin(payments, sql`${payments.id} = ${orders.paymentId}`)
    .where(inArray(orders.id, [...orderIds]))
  return new Map(
    rows.map((row) => [
      row.id,
      row.provider === 'manual' || (row.status !== 'pending' && row.status !== 'completed')
        ? 0
        : owedOnCancel(row, row.shippingCostCents, row.othersKept),
    ]),
  )
}
