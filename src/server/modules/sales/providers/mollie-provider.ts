import {
  createMollieClient,
  Locale,
  PaymentStatus as MollieStatus,
  RefundStatus as MollieRefundStatus,
} from '@mollie/api-client'
import { centsToDecimalEuros } from '#shared/domain/money'
import type { PaymentStatus } from '#shared/domain/order-status'
import type { PaymentProvider, ProviderRefundStatus } from './payment-provider'

export type MollieOptions = {
  apiKey: string
  /**
   * Only for tests against a fake Mollie API; the SDK's default otherwise. The SDK resolves paths
   * against it, so it must end in the version: `https://127.0.0.1:<port>/v2/`.
   */
  apiEndpoint?: string
  /** How long one call to Mollie may take before the shop gives up (the SDK sets no limit). */
  timeoutMs?: number
}

/** Mollie's statuses that end a payment; open, pending and authorized are still on their way. */
const definitive: Partial<Record<string, PaymentStatus>> = {
  [MollieStatus.paid]: 'paid',
  [MollieStatus.failed]: 'failed',
  [MollieStatus.canceled]: 'canceled',
  [MollieStatus.expired]: 'expired',
}

/**
 * Mollie's refund statuses in the shop's three. Queued (waiting for balance), pending and processing are
 * on their way; a canceled refund will never be paid out, so to the shop it failed.
 */
const refundStatuses: Partial<Record<string, ProviderRefundStatus>> = {
  [MollieRefundStatus.queued]: 'pending',
  [MollieRefundStatus.pending]: 'pending',
  [MollieRefundStatus.processing]: 'pending',
  [MollieRefundStatus.refunded]: 'refunded',
  [MollieRefundStatus.failed]: 'failed',
  [MollieRefundStatus.canceled]: 'failed',
} satisfies Record<MollieRefundStatus, ProviderRefundStatus>

/** A status Mollie adds later counts as still on its way: the shop keeps asking rather than guessing an end. */
function refundStatusOf(status: string): ProviderRefundStatus {
  return refundStatuses[status] ?? 'pending'
}

/** A call that never answers must not hold a buyer's checkout (and its reserved stock) forever. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Mollie did not answer ${what} within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Mollie through its official SDK: every method enabled on the shop's Mollie profile (decision 028). */
export function createMollieProvider(options: MollieOptions): PaymentProvider {
  const client = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  })
  const timeoutMs = options.timeoutMs ?? 10_000
  return {
    name: 'mollie',
    // iDEAL and Bancontact payments expire at Mollie after 15 minutes; we wait a little longer. A slower
    // method (a bank transfer, if the profile offers it) ends as a late payment: owed back or honoured.
    expiryMinutes: 20,
    graceMinutes: 120,
    async create(payment) {
      const request = client.payments.create({
        amount: { currency: 'EUR', value: centsToDecimalEuros(payment.amountCents) },
        description: payment.description,
        redirectUrl: payment.redirectUrl,
        ...(payment.webhookUrl ? { webhookUrl: payment.webhookUrl } : {}),
        // No method: Mollie offers every method enabled on the profile (iDEAL | Wero, Bancontact,
        // cards), so a Belgian viewer can pay as they like (decision 028).
        // Mollie's checkout page in Dutch, as the shop is.
        locale: payment.country === 'belgie' ? Locale.nl_BE : Locale.nl_NL,
        metadata: { paymentId: payment.paymentId },
      })
      const created = await withTimeout(request, timeoutMs, 'creating a payment')
      const checkoutUrl = created.getCheckoutUrl()
      if (!checkoutUrl) throw new Error(`Mollie payment ${created.id} has no checkout URL`)
      return { providerPaymentId: created.id, checkoutUrl }
    },
    async fetchStatus(providerPaymentId) {
      const payment = await withTimeout(client.payments.get(providerPaymentId), timeoutMs, 'a status request')
      return definitive[payment.status] ?? 'open'
    },
    // Mollie's refusals (not paid, more than remains, a balance too low) reject as its ApiError, whose
    // message is Mollie's detail: the caller shows that reason.
    async refund(refund) {
      const request = client.paymentRefunds.create({
        paymentId: refund.providerPaymentId,
        amount: { currency: 'EUR', value: centsToDecimalEuros(refund.amountCents) },
        description: refund.description,
        metadata: { refundId: refund.refundId },
        idempotencyKey: refund.idempotencyKey,
      })
      const created = await withTimeout(request, timeoutMs, 'creating a refund')
      return { providerRefundId: created.id, status: refundStatusOf(created.status) }
    },
    async fetchRefundStatus(providerPaymentId, providerRefundId) {
      const request = client.paymentRefunds.get(providerRefundId, { paymentId: providerPaymentId })
      const refund = await withTimeout(request, timeoutMs, 'a refund status request')
      return refundStatusOf(refund.status)
    },
  }
}
