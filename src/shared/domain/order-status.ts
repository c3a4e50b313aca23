/**
 * product.md 4 and 12, decision 028. An order waits for its payment, joins the queue when paid
 * (pending), and the admin completes it. A payment that fails, is cancelled or expires makes its orders
 * failed. A Pack Battle spot's order is done once paid (completed), or cancelled when the battle cannot
 * keep the spot. The seller may cancel a paid order not yet opened; a late payment the seller honours
 * brings a failed order back into the queue.
 */
export const orderStatuses = ['awaiting_payment', 'pending', 'completed', 'failed', 'cancelled'] as const
export type OrderStatus = (typeof orderStatuses)[number]

/**
 * Every change of an order's status, and the only ones: the sales module applies them
 * (modules/sales/order-status.ts) and a database trigger refuses any other (migrations 0010, 0018).
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['pending', 'completed', 'failed', 'cancelled'],
  // failed: the bank took the payment back before the pack was opened (a chargeback, decision 052).
  pending: ['completed', 'cancelled', 'failed'],
  // Only a battle spot's order: a spot removed or a battle deleted after it was paid.
  completed: ['cancelled'],
  // A late payment the seller honours (decision 028).
  failed: ['pending'],
  cancelled: [],
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to)
}

/**
 * A payment's status: the provider's word (the first definitive one wins), and charged_back once the
 * buyer's bank took a paid one back. Its moves are paymentTransitions in money-status.ts (decision 052);
 * the pages that show a payment's status (the order page, the shipping page) read every one of these.
 */
export const paymentStatuses = ['open', 'paid', 'failed', 'canceled', 'expired', 'charged_back'] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

/** What a payment pays for (decision 029): a checkout (a cart or a Pack Battle spot) or a shipping fee. */
export const paymentPurposes = ['checkout', 'shipping'] as const
export type PaymentPurposeName = (typeof paymentPurposes)[number]

export function isDefinitive(status: PaymentStatus): boolean {
  return status !== 'open'
}
