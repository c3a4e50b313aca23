import { randomBytes } from 'node:crypto'
import type { PaymentProvider } from './payment-provider'

/**
 * The shop's own test payment page (product.md 12): the buyer picks Betaald, Mislukt, Geannuleerd or
 * Verlopen, like a real provider's test mode. No money moves.
 */
export function createDemoProvider(): PaymentProvider {
  return {
    name: 'demo',
    expiryMinutes: 15,
    graceMinutes: 0,
    create: async (payment) => ({
      providerPaymentId: `demo_${payment.paymentId}`,
      // One demo page for every purpose (decision 029).
      checkoutUrl: `/payment/demo/${payment.paymentId}`,
    }),
    // The demo page reports its outcome directly; until then the payment is open.
    fetchStatus: async () => 'open',
    // The demo shop's test payments move no money, so there is nothing to pay back: a refund is done the
    // moment it is asked, and stays done.
    refund: async () => ({ providerRefundId: `demo_refund_${randomBytes(8).toString('hex')}`, status: 'refunded' }),
    fetchRefundStatus: async () => 'refunded',
  }
}
