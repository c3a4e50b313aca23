import {
  createMollieClient,
  Locale,
  PaymentStatus as MollieStatus,
  RefundStatus as MollieRefundStatus,
} from '@mollie/api-client'
import { centsToDecimalEuros } from '#shared/domain/money'
import type { PaymentStatus } from '#shared/domain/order-status'
import type { PaymentProvider, ProviderChargeback, ProviderRefund, ProviderRefundStatus } from './payment-provider'

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

/** Mollie's amount ('12.50') in cents. */
function cents(value: string): number {
  return Math.round(Number(value) * 100)
}

/** Our attempt's id from a refund's metadata; null for one made elsewhere (Mollie's dashboard). */
function attemptIdOf(metadata: unknown): number | null {
  const id = (metadata as { attemptId?: unknown } | null)?.attemptId
  return typeof id === 'number' && Number.isInteger(id) ? id : null
}

type MollieRefundLike = { id: string; amount: { value: string }; status: string; metadata: unknown; description: string }
type MollieChargebackLike = {
  id: string
  paymentId: string
  amount: { value: string }
  reason?: { code?: string; description?: string } | null
  createdAt: string
  reversedAt?: string | null
}

function toProviderRefund(refund: MollieRefundLike): ProviderRefund {
  return {
    providerRefundId: refund.id,
    amountCents: cents(refund.amount.value),
    status: refundStatusOf(refund.status),
    attemptId: attemptIdOf(refund.metadata),
    description: refund.description,
  }
}

function toProviderChargeback(chargeback: MollieChargebackLike): ProviderChargeback {
  const reason = [chargeback.reason?.code, chargeback.reason?.description].filter(Boolean).join(': ')
  return {
    providerChargebackId: chargeback.id,
    providerPaymentId: chargeback.paymentId,
    amountCents: cents(chargeback.amount.value),
    reason: reason || null,
    chargedBackAt: new Date(chargeback.createdAt),
    reversedAt: chargeback.reversedAt ? new Date(chargeback.reversedAt) : null,
  }
}

/** Pages through a Mollie list to its end, each page within the time limit. */
async function collect<T>(first: () => Promise<PageLike<T>>, timeoutMs: number, what: string, until?: (item: T) => boolean): Promise<T[]> {
  const items: T[] = []
  let page: PageLike<T> | undefined = await withTimeout(first(), timeoutMs, what)
  while (page) {
    for (const item of page) {
      if (until?.(item)) return items
      items.push(item)
    }
    page = page.nextPage ? await withTimeout(page.nextPage(), timeoutMs, what) : undefined
  }
  return items
}

type PageLike<T> = Iterable<T> & { nextPage?: () => Promise<PageLike<T>> }

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
    async fetchPayment(providerPaymentId) {
      const payment = await withTimeout(client.payments.get(providerPaymentId), timeoutMs, 'a status request')
      return {
        status: definitive[payment.status] ?? 'open',
        refundedCents: payment.amountRefunded ? cents(payment.amountRefunded.value) : 0,
        chargedBackCents: payment.amountChargedBack ? cents(payment.amountChargedBack.value) : 0,
      }
    },
    // Mollie's refusals (not paid, more than remains, a balance too low) reject as its ApiError, whose
    // message is Mollie's detail: the caller shows that reason.
    async refund(refund) {
      const request = client.paymentRefunds.create({
        paymentId: refund.providerPaymentId,
        amount: { currency: 'EUR', value: centsToDecimalEuros(refund.amountCents) },
        description: refund.description,
        metadata: { attemptId: refund.attemptId },
        idempotencyKey: refund.idempotencyKey,
      })
      const created = await withTimeout(request, timeoutMs, 'creating a refund')
      return { providerRefundId: created.id, status: refundStatusOf(created.status) }
    },
    async listRefunds(providerPaymentId) {
      const refunds = await collect(() => client.paymentRefunds.page({ paymentId: providerPaymentId, limit: 250 }), timeoutMs, 'listing refunds')
      return refunds.map(toProviderRefund)
    },
    async listChargebacks(providerPaymentId) {
      const chargebacks = await collect(() => client.paymentChargebacks.page({ paymentId: providerPaymentId, limit: 250 }), timeoutMs, 'listing chargebacks')
      return chargebacks.map(toProviderChargeback)
    },
    async listRecentChargebacks(since) {
      // Newest first: the list stops at the first one older than `since`.
      const chargebacks = await collect(
        () => client.chargebacks.page({ limit: 250 }),
        timeoutMs,
        'listing chargebacks',
        (chargeback) => new Date(chargeback.createdAt) < since,
      )
      return chargebacks.map(toProviderChargeback)
    },
  }
}
