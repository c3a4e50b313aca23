import { amountCents, euros, halJson, isAmountValue, isHttpUrl, isLocal, randomToken, type Link } from './fake-mollie-http'
import {
  paymentStatuses,
  refundStatuses,
  type FakeMollieChargeback,
  type FakeMolliePayment,
  type FakeMollieRefund,
  type MolliePaymentStatus,
  type MollieRefundStatus,
} from './fake-mollie-resources'

// What the fake Mollie holds: payments, refunds and chargebacks in Mollie's field names, and the
// payment's amounts (refunded, remaining, charged back) kept true as its refunds and chargebacks change.

/** The payment methods the fake accepts in `method` (a subset of Mollie's). */
const knownMethods = new Set(['applepay', 'bancontact', 'banktransfer', 'belfius', 'creditcard', 'ideal', 'kbc', 'klarna', 'paypal'])
/** Refunds that will never pay out; what they held is refundable again. */
const givenUpRefundStatuses = new Set<MollieRefundStatus>(['failed', 'canceled'])

type Refused = { error: string; field?: string }

export type MollieStore = ReturnType<typeof createMollieStore>

/** `origin()` is the fake's https://127.0.0.1:<port>, for the links in what it answers. */
export function createMollieStore(options: { origin: () => string; mode: 'test' | 'live' }) {
  const payments = new Map<string, FakeMolliePayment>()
  const refunds = new Map<string, FakeMollieRefund>()
  const chargebacks = new Map<string, FakeMollieChargeback>()
  const api = (path: string): Link => ({ href: `${options.origin()}/v2/${path}`, type: halJson })

  const refundsOf = (paymentId: string) => [...refunds.values()].filter((refund) => refund.paymentId === paymentId)
  const chargebacksOf = (paymentId: string) => [...chargebacks.values()].filter((chargeback) => chargeback.paymentId === paymentId)

  /** Mollie's amountRemaining: the amount less refunds that may still pay out and chargebacks not reversed. */
  function remainingCents(payment: FakeMolliePayment): number {
    return amountCents(payment.amount.value) - refundedCents(payment.id) - chargedBackCents(payment.id)
  }
  function refundedCents(paymentId: string): number {
    return refundsOf(paymentId)
      .filter((refund) => !givenUpRefundStatuses.has(refund.status))
      .reduce((sum, refund) => sum + amountCents(refund.amount.value), 0)
  }
  function chargedBackCents(paymentId: string): number {
    return chargebacksOf(paymentId)
      .filter((chargeback) => chargeback.reversedAt === null)
      .reduce((sum, chargeback) => sum + amountCents(chargeback.amount.value), 0)
  }

  /** Brings the payment's amounts and links up to date after anything that changes them. */
  function settle(payment: FakeMolliePayment): void {
    const currency = payment.amount.currency
    // Mollie reports the refund amounts where refunds are possible: on a paid payment.
    if (payment.status === 'paid') {
      payment.amountRefunded = euros(refundedCents(payment.id), currency)
      payment.amountRemaining = euros(Math.max(0, remainingCents(payment)), currency)
    } else {
      delete payment.amountRefunded
      delete payment.amountRemaining
    }
    const chargedBack = chargedBackCents(payment.id)
    if (chargedBack > 0) payment.amountChargedBack = euros(chargedBack, currency)
    else delete payment.amountChargedBack
    if (refundsOf(payment.id).length > 0) payment._links.refunds = api(`payments/${payment.id}/refunds`)
    if (chargebacksOf(payment.id).length > 0) payment._links.chargebacks = api(`payments/${payment.id}/chargebacks`)
  }

  function createPayment(body: unknown): { payment: FakeMolliePayment } | Refused {
    const input = objectOf(body)
    const amount = input.amount as { currency?: unknown; value?: unknown } | undefined
    if (typeof amount !== 'object' || amount === null) return { error: 'The amount is required for payments', field: 'amount' }
    if (amount.currency !== 'EUR') return { error: 'The amount currency is not supported by this fake', field: 'amount.currency' }
    if (!isAmountValue(amount.value)) return { error: 'The amount contains an invalid value', field: 'amount.value' }
    const description = input.description
    if (typeof description !== 'string' || description.trim() === '' || description.length > 255) {
      return { error: 'The description is invalid', field: 'description' }
    }
    const redirectUrl = input.redirectUrl
    if (typeof redirectUrl !== 'string' || !isHttpUrl(redirectUrl)) return { error: 'The redirect URL is invalid', field: 'redirectUrl' }
    const webhookUrl = input.webhookUrl
    if (webhookUrl !== undefined) {
      if (typeof webhookUrl !== 'string' || !isHttpUrl(webhookUrl)) return { error: 'The webhook URL is invalid', field: 'webhookUrl' }
      // Like Mollie: a webhook it could never reach is refused.
      if (isLocal(webhookUrl)) {
        return { error: "The webhook URL is invalid because it is unreachable from Mollie's point of view", field: 'webhookUrl' }
      }
    }
    const method = input.method
    if (method !== undefined && method !== null && (typeof method !== 'string' || !knownMethods.has(method))) {
      return { error: 'The payment method is invalid', field: 'method' }
    }

    const token = randomToken(10)
    const id = `tr_${token}`
    const now = Date.now()
    const payment: FakeMolliePayment = {
      resource: 'payment',
      id,
      mode: options.mode,
      createdAt: new Date(now).toISOString(),
      amount: { currency: 'EUR', value: amount.value },
      description,
      method: typeof method === 'string' ? method : null,
      metadata: input.metadata ?? null,
      status: 'open',
      isCancelable: true,
      expiresAt: new Date(now + 15 * 60_000).toISOString(),
      profileId: 'pfl_fake000001',
      sequenceType: 'oneoff',
      redirectUrl,
      ...(webhookUrl !== undefined ? { webhookUrl: webhookUrl as string } : {}),
      _links: {
        self: api(`payments/${id}`),
        checkout: { href: `https://www.mollie.com/checkout/select-method/${token}`, type: 'text/html' },
        dashboard: { href: `https://www.mollie.com/dashboard/payments/${id}`, type: 'text/html' },
        documentation: { href: 'https://docs.mollie.com/reference/create-payment', type: 'text/html' },
      },
    }
    payments.set(id, payment)
    return { payment }
  }

  /** Mollie's checks on a refund through the API, then the refund. */
  function createRefund(payment: FakeMolliePayment, body: unknown): { refund: FakeMollieRefund } | Refused {
    const input = objectOf(body)
    const amount = input.amount as { currency?: unknown; value?: unknown } | undefined
    if (typeof amount !== 'object' || amount === null) return { error: 'The amount is required for refunds', field: 'amount' }
    if (amount.currency !== payment.amount.currency) {
      return { error: 'The amount currency does not match the currency of the payment', field: 'amount.currency' }
    }
    if (!isAmountValue(amount.value)) return { error: 'The amount contains an invalid value', field: 'amount.value' }
    const description = input.description ?? ''
    if (typeof description !== 'string' || description.length > 255) return { error: 'The description is invalid', field: 'description' }
    const refused = refusalOfRefund(payment, amountCents(amount.value))
    if (refused) return refused
    return { refund: addRefund(payment, amountCents(amount.value), description, input.metadata ?? null) }
  }

  /** Why Mollie would not pay this back, if it would not: the payment is not paid, or less remains. */
  function refusalOfRefund(payment: FakeMolliePayment, cents: number): Refused | undefined {
    if (payment.status !== 'paid') return { error: `The payment cannot be refunded, because its status is ${payment.status}` }
    if (cents > remainingCents(payment)) return { error: 'The specified amount cannot be refunded', field: 'amount.value' }
    return undefined
  }

  function addRefund(payment: FakeMolliePayment, cents: number, description: string, metadata: unknown): FakeMollieRefund {
    const id = `re_${randomToken(10)}`
    const currency = payment.amount.currency
    const refund: FakeMollieRefund = {
      resource: 'refund',
      id,
      mode: payment.mode,
      amount: euros(cents, currency),
      settlementAmount: euros(-cents, currency),
      status: 'pending',
      createdAt: new Date().toISOString(),
      description,
      metadata,
      paymentId: payment.id,
      _links: {
        self: api(`payments/${payment.id}/refunds/${id}`),
        payment: api(`payments/${payment.id}`),
        documentation: { href: 'https://docs.mollie.com/reference/create-refund', type: 'text/html' },
      },
    }
    refunds.set(id, refund)
    settle(payment)
    return refund
  }

  function addChargeback(payment: FakeMolliePayment, cents: number, reason: FakeMollieChargeback['reason']): FakeMollieChargeback {
    const id = `chb_${randomToken(10)}`
    const currency = payment.amount.currency
    const chargeback: FakeMollieChargeback = {
      resource: 'chargeback',
      id,
      amount: euros(cents, currency),
      settlementAmount: euros(-cents, currency),
      createdAt: new Date().toISOString(),
      reason,
      reversedAt: null,
      paymentId: payment.id,
      _links: {
        self: api(`payments/${payment.id}/chargebacks/${id}`),
        payment: api(`payments/${payment.id}`),
        documentation: { href: 'https://docs.mollie.com/reference/get-chargeback', type: 'text/html' },
      },
    }
    chargebacks.set(id, chargeback)
    settle(payment)
    return chargeback
  }

  function getPayment(id: string): FakeMolliePayment {
    const payment = payments.get(id)
    if (!payment) throw new Error(`fake Mollie: no payment ${id}`)
    return payment
  }

  function setStatus(id: string, status: MolliePaymentStatus): void {
    const payment = getPayment(id)
    if (!paymentStatuses.has(status)) throw new Error(`fake Mollie: unknown status ${String(status)}`)
    payment.status = status
    payment.isCancelable = status === 'open'
    const now = new Date().toISOString()
    if (status === 'paid') payment.paidAt = now
    if (status === 'canceled') payment.canceledAt = now
    if (status === 'expired') payment.expiredAt = now
    if (status === 'failed') payment.failedAt = now
    // Mollie offers the checkout only while the payment can still be paid.
    if (status !== 'open') delete payment._links.checkout
    settle(payment)
  }

  function setRefundStatus(id: string, status: MollieRefundStatus): void {
    const refund = refunds.get(id)
    if (!refund) throw new Error(`fake Mollie: no refund ${id}`)
    if (!refundStatuses.has(status)) throw new Error(`fake Mollie: unknown refund status ${String(status)}`)
    refund.status = status
    // A failed or canceled refund gives its amount back to what remains refundable.
    settle(getPayment(refund.paymentId))
  }

  return {
    payments,
    refunds,
    chargebacks,
    refundsOf,
    chargebacksOf,
    remainingCents,
    settle,
    getPayment,
    createPayment,
    createRefund,
    refusalOfRefund,
    addRefund,
    addChargeback,
    setStatus,
    setRefundStatus,
  }
}

function objectOf(body: unknown): Record<string, unknown> {
  return (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
}
