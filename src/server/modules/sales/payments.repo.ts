import { asc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/db'
import { orders, payments } from '#server/db/schema'

export type PaymentRow = typeof payments.$inferSelect

/** A payment by our id or by the provider's id. */
export async function findPayment(db: Db, key: string | { providerPaymentId: string }): Promise<PaymentRow | undefined> {
  const where = typeof key === 'string' ? eq(payments.id, key) : eq(payments.providerPaymentId, key.providerPaymentId)
  const [row] = await db.select().from(payments).where(where).limit(1)
  return row
}

export function listPaymentLines(db: Db, paymentId: string) {
  return db
    .select({ productName: orders.productName, quantity: orders.quantity, unitPriceCents: orders.unitPriceCents })
    .from(orders)
    .where(eq(orders.paymentId, paymentId))
    .orderBy(asc(orders.id))
}
