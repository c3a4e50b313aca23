import { createMollieClient, PaymentMethod, PaymentStatus as MollieStatus } from '@mollie/api-client'
import type { PaymentStatus } from '../../../../shared/domain/order-status'
import type { PaymentProvider } from './payment-provider'

export type MollieOptions = {
  apiKey: string
  /** Only for tests against a fake Mollie API; the SDK's default otherwise. */
  apiEndpoint?: string
}

/** Mollie's statuses that end a payment; open, pending and authorized are still on their way. */
const definitive: Partial<Record<string, PaymentStatus>> = {
  [MollieStatus.paid]: 'paid',
  [MollieStatus.failed]: 'failed',
  [MollieStatus.canceled]: 'canceled',
  [MollieStatus.expired]: 'expired',
}

const euros = (cents: number) => (cents / 100).toFixed(2)

/** Mollie through its official SDK: iDEAL for the Netherlands, Bancontact for Belgium. */
export function createMollieProvider(options: MollieOptions): PaymentProvider {
  const client = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  })
  return {
    name: 'mollie',
    // iDEAL and Bancontact payments expire at Mollie after 15 minutes; we wait a little longer.
    expiryMinutes: 20,
    graceMinutes: 120,
    async create(payment) {
      const created = await client.payments.create({
        amount: { currency: 'EUR', value: euros(payment.amountCents) },
        description: payment.description,
        redirectUrl: payment.redirectUrl,
        ...(payment.webhookUrl ? { webhookUrl: payment.webhookUrl } : {}),
        method: payment.country === 'belgie' ? PaymentMethod.bancontact : PaymentMethod.ideal,
        metadata: { paymentId: payment.paymentId },
      })
      const checkoutUrl = created.getCheckoutUrl()
      if (!checkoutUrl) throw new Error(`Mollie payment ${created.id} has no checkout URL`)
      return { providerPaymentId: created.id, checkoutUrl }
    },
    async fetchStatus(providerPaymentId) {
      const payment = await client.payments.get(providerPaymentId)
      return definitive[payment.status] ?? 'open'
    },
  }
}
