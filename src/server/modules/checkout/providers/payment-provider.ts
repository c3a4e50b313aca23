import type { PaymentStatus } from '#shared/domain/order-status'
import type { Country } from '#shared/domain/shipping'

export type NewProviderPayment = {
  /** Our payment id (a uuid): a checkout's payment, or a shipping request (decision 022). */
  paymentId: string
  /** What is paid: a checkout, or the shipping of held cards (the demo provider has a page for each). */
  purpose: 'checkout' | 'shipping'
  amountCents: number
  description: string
  country: Country
  /** Where the provider sends the buyer back: our return route, which looks the status up. */
  redirectUrl: string
  /** Where the provider reports changes; undefined when the shop is not reachable from outside. */
  webhookUrl: string | undefined
}

/**
 * A payment provider (product.md 12). The shop records and reserves first, then asks the provider for a
 * checkout; the provider's word on the status is fetched, never taken from a request body.
 */
export interface PaymentProvider {
  readonly name: 'demo' | 'mollie'
  /** How long an unpaid checkout keeps its stock. */
  readonly expiryMinutes: number
  /** After the expiry, how long we still ask the provider before releasing the stock ourselves. */
  readonly graceMinutes: number
  create(payment: NewProviderPayment): Promise<{ providerPaymentId: string; checkoutUrl: string }>
  /** The provider's current status for a payment it created. */
  fetchStatus(providerPaymentId: string): Promise<PaymentStatus>
}
