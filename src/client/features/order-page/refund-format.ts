import { buyerRefundReasonTexts } from '#shared/contracts/messages'
import type { OrderPageRefund } from '#shared/contracts/order-page'

/** The money owed back on the order page in the buyer's words (decision 028; the refund policy, product.md 2.7). */

/**
 * Why a whole payment comes back, above its refund: the payment came in after the checkout had lapsed,
 * a Pack Battle spot could not be kept, or a paid shipping request was cancelled, worded as the
 * cancellation e-mail words them. A cancelled order says 'Geannuleerd' on its own line.
 */
export const paymentRefundReasonText: Record<OrderPageRefund['reason'], string> = buyerRefundReasonTexts

/**
 * What the refund's state means for the buyer: when and how the money comes back (product.md 2.7:
 * within 5 working days, the way it was paid). The amount stands beside the state, not in here.
 */
export function refundNote(state: OrderPageRefund['state']): string {
  switch (state) {
    case 'owed':
      return 'Je krijgt het bedrag binnen 5 werkdagen terug, op dezelfde manier als je hebt betaald.'
    case 'pending':
      return 'Het bedrag is onderweg naar de rekening waarmee je hebt betaald. Afhankelijk van je bank kan dat tot 5 werkdagen duren.'
    case 'refunded':
      return 'Het bedrag is teruggestort op de rekening waarmee je hebt betaald.'
  }
}
