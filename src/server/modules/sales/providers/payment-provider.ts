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

/**
 * A payment as the provider reports it: its status, and how much of it was refunded (not counting
 * refunds that failed) or taken back by the bank, so the shop lists refunds and chargebacks only when
 * there is something to find (decision 052).
 */
export type ProviderPayment = { status: PaymentStatus; refundedCents: number; chargedBackCents: number }

/** Where a refund stands at the provider (decision 028): on its way, paid back, or refused or given up. */
export type ProviderRefundStatus = 'pending' | 'refunded' | 'failed'

export type NewProviderRefund = {
  /** The provider's id of the payment to pay back (part of). */
  providerPaymentId: string
  amountCents: number
  /** Shown to the buyer by their bank where the provider passes it on. */
  description: string
  /** Our attempt's id, kept at the provider (metadata), so the reconciliation finds it there (decision 052). */
  attemptId: number
  /**
   * The attempt's own key: sent again only for the same attempt after no answer, so the provider makes
   * the refund once and never under that key for another amount (decision 052).
   */
  idempotencyKey: string
}

/** A refund as the provider lists it for a payment: ours carry our attempt's id, one made in its dashboard none. */
export type ProviderRefund = {
  providerRefundId: string
  amountCents: number
  status: ProviderRefundStatus
  attemptId: number | null
  description: string
}

/** A payment the bank took back, as the provider reports it (decision 052). */
export type ProviderChargeback = {
  providerChargebackId: string
  providerPaymentId: string
  amountCents: number
  /** The bank's reason, as the provider passes it on; null when none was given. */
  reason: string | null
  chargedBackAt: Date
  reversedAt: Date | null
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
  /** The provider's word on a payment it created: its status, and what of it went back (decision 052). */
  fetchPayment(providerPaymentId: string): Promise<ProviderPayment>
  /**
   * Starts paying back (part of) a paid payment. Throws when the provider refuses it (for Mollie an
   * ApiError whose message is Mollie's reason, such as a balance too low) or cannot be reached.
   */
  refund(refund: NewProviderRefund): Promise<{ providerRefundId: string; status: ProviderRefundStatus }>
  /** Every refund of a payment, as the provider has them: the truth the reconciliation takes (decision 052). */
  listRefunds(providerPaymentId: string): Promise<ProviderRefund[]>
  /** Every chargeback of a payment. */
  listChargebacks(providerPaymentId: string): Promise<ProviderChargeback[]>
  /** The account's chargebacks, newest first, down to (not before) `since`: the poll's safety net. */
  listRecentChargebacks(since: Date): Promise<ProviderChargeback[]>
}
