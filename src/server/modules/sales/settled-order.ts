import type { Tx } from '#server/db/db'
import { orders, payments } from '#server/db/schema/sales'

type NewPayment = Omit<typeof payments.$inferInsert, 'status' | 'expiresAt' | 'settledAt'>
type NewOrder = Omit<typeof orders.$inferInsert, 'paymentId' | 'paidAt'>

/**
 * A payment that is paid the moment it is written, with its one order, in the caller's transaction: the
 * seller's own order (product.md 7.3, provider 'manual'), a Pack Battle's prize (provider 'prize') and a
 * buyer's own pack from a Pack Battle (provider 'own_pack', decision 064).
 * None goes through a provider, so none has a life cycle to wait for.
 */
export async function insertSettledOrder(tx: Tx, payment: NewPayment, order: NewOrder, now = new Date()) {
  const [paid] = await tx
    .insert(payments)
    .values({ ...payment, status: 'paid', expiresAt: now, settledAt: now })
    .returning({ id: payments.id })
  if (!paid) throw new Error('payment insert returned no row')
  const [written] = await tx
    .insert(orders)
    .values({ ...order, paymentId: paid.id, paidAt: now })
    .returning({ id: orders.id })
  if (!written) throw new Error('order insert returned no row')
  return { paymentId: paid.id, orderId: written.id }
}
