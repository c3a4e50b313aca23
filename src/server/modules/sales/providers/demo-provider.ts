import { randomBytes } from 'node:crypto'
import type { PaymentProvider, ProviderRefund } from './payment-provider'

/**
 * The shop's own test payment page (product.md 12): the buyer picks Betaald, Mislukt, Geannuleerd or
 * Verlopen, like a real provider's test mode. No money moves.
 */
export function createDemoProvider(): PaymentProvider {
  // What this process paid back, by payment: the demo's own 'dashboard' for the reconciliation.
  const refunds = new Map<string, ProviderRefund[]>()
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
    fetchPayment: async () => ({ status: 'open', refundedCents: 0, chargedBackCents: 0 }),
    // The demo shop's test payments move no money, so there is nothing to pay back: a refund is done the
    // moment it is asked, and stays done.
    async refund(refund) {
      const made: ProviderRefund = {
        providerRefundId: `demo_refund_${randomBytes(8).toString('hex')}`,
        amountCents: refund.amountCents,
        status: 'refunded',
        attemptId: refund.attemptId,
        description: refund.description,
      }
      refunds.set(refund.providerPaymentId, [...(refunds.get(refund.providerPaymentId) ?? []), made])
      return { providerRefundId: made.providerRefundId, status: made.status }
    },
    listRefunds: async (providerPaymentId) => refunds.get(providerPaymentId) ?? [],
    // No bank stands behind a demo payment, so none is ever taken back.
    listChargebacks: async () => [],
    listRecentChargebacks: async () => [],
  }
}
