/**
 * product.md 4 and 12. An order waits for its payment, joins the queue when paid (pending), and the
 * admin completes it. A payment that fails, is cancelled or expires makes its orders failed.
 */
export const orderStatuses = ['awaiting_payment', 'pending', 'completed', 'failed', 'cancelled'] as const
export type OrderStatus = (typeof orderStatuses)[number]

export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['pending', 'failed'],
  pending: ['completed', 'cancelled'],
  completed: ['cancelled'],
  failed: [],
  cancelled: [],
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to)
}

/** A provider's payment status. Only 'open' may change; the first definitive status wins. */
export const paymentStatuses = ['open', 'paid', 'failed', 'canceled', 'expired'] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

export function isDefinitive(status: PaymentStatus): boolean {
  return status !== 'open'
}
