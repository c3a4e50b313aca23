import type { OrderPageRefund } from '#shared/contracts/order-page'

/** The money owed back on the order page in the buyer's words (decision 028; the refund policy, product.md 2.7). */

/**
 * Why a whole payment comes back, above its refund: the payment came in after the checkout had lapsed,
 * or a Pack Battle spot could not be kept, worded as the e-mail 'Je plek in de Pack Battle is vervallen'
 * words them. A cancelled order says 'Geannuleerd' on its own line.
 */
export const paymentRefundReasonText: Record<OrderPageRefund['reason'], string> = {
  late_payment: 'Je betaling kwam binnen nadat je reservering was verlopen.',
  battle_closed: 'Je betaling kwam binnen nadat de Pack Battle was gesloten.',
  participant_removed: 'De verkoper heeft je plek vrijgegeven.',
  battle_deleted: 'De Pack Battle is geannuleerd.',
  order_cancelled: 'De verkoper heeft je bestelling geannuleerd.',
}

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
