import type { PaymentStatus } from '#shared/domain/order-status'
import type { Country } from '#shared/domain/shipping'
import type { PaymentPurposeName } from '../payment-purposes'

export type NewProviderPayment = {
  /** Our payment id (a uuid), whatever it pays for (decision 029). */
  paymentId: string
  /** What is paid for: a checkout, or the shipping of held cards. */
  purpose: PaymentPurposeName
  amountCents: number
  description: string
  country: Country
  /** Where the provider sends the buyer back: our return route, which looks the status up. */
  redirectUrl: string
  /** Where the provider reports changes; undefined when the shop is not reachable from outside. */
  webhookUrl: string | undefined
}

/** Where a refund stands at the provider (decision 028): on its way, paid back, or refused or given up. */
export type ProviderRefundStatus = 'pending' | 'refunded' | 'failed'

export type NewProviderRefund = {
  /** The provider's id of the payment to pay back (part of). */
  providerPaymentId: string
  amountCents: number
  /** Shown to the buyer by their bank where the provider passes it on. */
  description: string
  /** Our refund's id, kept at the provider (metadata) for the books. */
  refundId: number
  /**
   * The same for a start tried again after no answer, so the provider makes the refund once
   * (decision 028); a new one after the provider refused.
   */
  idempotencyKey: string
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
  /**
   * Starts paying back (part of) a paid payment. Throws when the provider refuses it (for Mollie an
   * ApiError whose message is Mollie's reason, such as a balance too low) or cannot be reached.
   */
  refund(refund: NewProviderRefund): Promise<{ providerRefundId: string; status: ProviderRefundStatus }>
  /** The provider's current status for a refund it created. */
  fetchRefundStatus(providerPaymentId: string, providerRefundId: string): Promise<ProviderRefundStatus>
}
