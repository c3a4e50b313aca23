import type { Amount, Link } from './fake-mollie-http'

// The resources the fake Mollie holds and answers, in Mollie's field names (the SDK's PaymentData,
// RefundData and ChargebackData), and the statuses it knows.

export type MolliePaymentStatus = 'open' | 'canceled' | 'pending' | 'authorized' | 'expired' | 'failed' | 'paid'

/** A payment as the fake stores it and answers it (Mollie's field names). */
export type FakeMolliePayment = {
  resource: 'payment'
  id: string
  mode: 'test' | 'live'
  createdAt: string
  amount: Amount
  /** Once paid: what refunds took (all but failed and canceled ones). */
  amountRefunded?: Amount
  /** Once paid: what can still be refunded (amount − refunded − charged back, not below zero). */
  amountRemaining?: Amount
  /** Only while chargebacks not reversed took something, as Mollie leaves it out at zero. */
  amountChargedBack?: Amount
  description: string
  method: string | null
  metadata: unknown
  status: MolliePaymentStatus
  isCancelable: boolean
  expiresAt: string
  paidAt?: string
  canceledAt?: string
  expiredAt?: string
  failedAt?: string
  profileId: string
  sequenceType: 'oneoff'
  redirectUrl: string
  webhookUrl?: string
  _links: Record<string, Link>
}

export type MollieRefundStatus = 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled'

/** A refund as the fake stores it and answers it (Mollie's field names). */
export type FakeMollieRefund = {
  resource: 'refund'
  id: string
  mode: 'test' | 'live'
  amount: Amount
  /** What leaves the balance: the amount, negative. */
  settlementAmount: Amount
  status: MollieRefundStatus
  createdAt: string
  description: string
  /** As sent on create; null without (a refund made in Mollie's dashboard has none). */
  metadata: unknown
  paymentId: string
  _links: Record<string, Link>
}

/** A chargeback as the fake stores it and answers it (the SDK's ChargebackData). */
export type FakeMollieChargeback = {
  resource: 'chargeback'
  id: string
  amount: Amount
  /** What the bank takes from the balance: the amount, negative. */
  settlementAmount: Amount
  createdAt: string
  /**
   * The bank's reason. Mollie gives one only for SEPA Direct Debit chargebacks, so it is null unless
   * the test names one (the SDK's type says it is always there; Mollie's reference says it may be null).
   */
  reason: { code: string; description: string } | null
  /** When the chargeback was reversed (the money came back); null until then. */
  reversedAt: string | null
  paymentId: string
  _links: Record<string, Link>
}

export const paymentStatuses = new Set<MolliePaymentStatus>(['open', 'canceled', 'pending', 'authorized', 'expired', 'failed', 'paid'])
export const refundStatuses = new Set<MollieRefundStatus>(['queued', 'pending', 'processing', 'refunded', 'failed', 'canceled'])
