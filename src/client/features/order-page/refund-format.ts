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
 * within 5 working days, the way it was paid). The amount stands beside the state, not in here. With a
 * part already back ('€ 50,50 terugbetaald, € 104,40 volgt nog', decision 052) it speaks of the rest;
 * money the buyer's bank returned (a chargeback) is not paid back a second time.
 */
export function refundNote(refund: Pick<OrderPageRefund, 'state' | 'refundedCents'>): string {
  const partBack = refund.refundedCents > 0
  switch (refund.state) {
    case 'owed':
      return partBack
        ? 'Je krijgt de rest binnen 5 werkdagen terug, op dezelfde manier als je hebt betaald.'
        : 'Je krijgt het bedrag binnen 5 werkdagen terug, op dezelfde manier als je hebt betaald.'
    case 'pending':
      return `${partBack ? 'De rest' : 'Het bedrag'} is onderweg naar de rekening waarmee je hebt betaald. Afhankelijk van je bank kan dat tot 5 werkdagen duren.`
    case 'refunded':
      return 'Het bedrag is teruggestort op de rekening waarmee je hebt betaald.'
    case 'charged_back':
      return 'Je bank heeft het bedrag al aan je teruggeboekt. Je krijgt het daarom niet nog een keer van de verkoper terug.'
  }
}
