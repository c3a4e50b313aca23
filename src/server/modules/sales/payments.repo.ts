import { asc, eq, inArray } from 'drizzle-orm'
import type { PaymentStatus } from '#shared/domain/order-status'
import type { Db, Tx } from '#server/db/db'
import { orders, payments } from '#server/db/schema/sales'

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

/** How far a payment got and where the buyer pays it, for another module's page (decision 029). */
export type PaymentState = { status: PaymentStatus; checkoutUrl: string | null; expiresAt: Date }

/** The states of these payments, by id; an id without a payment is left out. */
export async function readPaymentStates(db: Db | Tx, paymentIds: readonly string[]): Promise<Map<string, PaymentState>> {
  if (paymentIds.length === 0) return new Map()
  const rows = await db
    .select({ id: payments.id, status: payments.status, checkoutUrl: payments.checkoutUrl, expiresAt: payments.expiresAt })
    .from(payments)
    .where(inArray(payments.id, [...paymentIds]))
  return new Map(rows.map(({ id, ...state }) => [id, { ...state, status: state.status as PaymentStatus }]))
}
