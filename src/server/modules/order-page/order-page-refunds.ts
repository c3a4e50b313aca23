import { latePaidOrderText, refundedInPartText, refundedOnText, refundStateTexts } from '#shared/contracts/messages'
import type { OrderPageRefund } from '#shared/contracts/order-page'
import type { OrderStatus } from '#shared/domain/order-status'
import { formatInShopTime } from '#shared/domain/shop-time'
import type { PaymentRefund } from '#server/modules/sales/sales.public'

/**
 * A refund as its buyer reads it (decisions 028, 052), or null when nothing is owed (an order that
 * cost nothing). An attempt the provider refused leaves it owed to the buyer: the seller tries again,
 * and the provider's reason is the seller's business. The amount is all that comes back; a part paid
 * back with a rest to come says both.
 */
export function toBuyerRefund(refund: PaymentRefund): OrderPageRefund | null {
  if (refund.amountCents <= 0) return null
  // Not told 'onderweg' before the provider said it took the refund: until then it is still owed to them.
  const state = refund.status === 'pending' && refund.awaitingProvider ? 'owed' : refund.status
  const refundedAt = state === 'refunded' ? refund.refundedAt : null
  // A part paid back and the rest still to come: the buyer reads both (decision 052).
  const restCents = refund.amountCents - refund.refundedCents - refund.chargedBackCents
  const stateText = refundedAt
    ? refundedOnText(formatInShopTime(refundedAt, 'date'))
    : refund.refundedCents > 0 && restCents > 0
      ? refundedInPartText(refund.refundedCents, restCents)
      : refundStateTexts[state]
  return {
    reason: refund.reason,
    state,
    amountCents: state === 'charged_back' ? refund.chargedBackCents : refund.amountCents - refund.chargedBackCents,
    refundedCents: refund.refundedCents,
    refundedAt: refundedAt?.toISOString() ?? null,
    stateText,
  }
}

export type PageRefunds = {
  /** The refund of one order, by the order's id: an order the seller cancelled. */
  ofOrder: (orderId: number) => OrderPageRefund | null
  /** The refund of the whole payment: a late payment, a Pack Battle spot the battle could not keep. */
  ofPayment: OrderPageRefund | null
  /** The state of an order the late payment left failed, instead of 'Betaling verlopen'. */
  stateTextOf: (status: OrderStatus, stateText: string) => string
}

/**
 * Splits a payment's refunds over the page: one that names an order shown on the page goes with that
 * order's line, any other (the whole payment, or an order no longer there) with the payment.
 */
export function placeRefunds(refunds: readonly PaymentRefund[], orderIds: readonly number[]): PageRefunds {
  const ofOrder = new Map<number, PaymentRefund>()
  const ofPayment: PaymentRefund[] = []
  for (const refund of refunds) {
    if (refund.orderId !== null && orderIds.includes(refund.orderId)) ofOrder.set(refund.orderId, refund)
    else ofPayment.push(refund)
  }
  const paymentRefund = ofPayment.map(toBuyerRefund).find((refund) => refund !== null) ?? null
  const paidLate = ofPayment.some((refund) => refund.reason === 'late_payment')
  return {
    ofOrder: (orderId) => {
      const refund = ofOrder.get(orderId)
      return refund ? toBuyerRefund(refund) : null
    },
    ofPayment: paymentRefund,
    stateTextOf: (status, stateText) => (paidLate && status === 'failed' ? latePaidOrderText : stateText),
  }
}
