/**
 * The life cycles of a payment, of the money owed back and of each attempt to pay it back (decision
 * 052), as orders have theirs (order-status.ts). Sales applies them, and the database triggers of
 * migration 0018 (one function, the pairs as its arguments) refuse any other change, so a status can
 * only move along these tables.
 */

/**
 * A payment: open until the provider's first definitive word; a paid one the bank may take back (a
 * chargeback) and give again. A payment that came in after the shop let it go (its late status paid)
 * becomes paid when the seller honours it ('Toch leveren', decision 028).
 */
export const paymentTransitions = {
  open: ['paid', 'failed', 'canceled', 'expired'],
  paid: ['charged_back'],
  charged_back: ['paid'],
  failed: ['paid'],
  canceled: ['paid'],
  expired: ['paid'],
} as const satisfies Record<string, readonly string[]>

export type PaymentLifeStatus = keyof typeof paymentTransitions

/**
 * Money owed back for one cause. owed: some of it is not on its way (nothing started, an attempt
 * failed, or a part was paid back); pending: an attempt is on its way or unknown; refunded: all of it
 * went back; charged_back: the bank returned what was owed instead (a chargeback), reopened by its
 * reversal.
 */
export const refundTransitions = {
  owed: ['pending', 'refunded', 'charged_back'],
  pending: ['owed', 'refunded'],
  refunded: ['owed'],
  charged_back: ['owed'],
} as const satisfies Record<string, readonly string[]>

export type RefundLifeStatus = keyof typeof refundTransitions

/**
 * One attempt to pay back (part of) what is owed, with its own amount and idempotency key. unknown: asked,
 * no answer yet (the refund may exist at the provider); pending: the provider took it; refunded: paid
 * out; failed: refused, failed or cancelled at the provider, so no money went (a refunded one the bank
 * bounced too).
 */
export const attemptTransitions = {
  unknown: ['pending', 'refunded', 'failed'],
  pending: ['refunded', 'failed'],
  refunded: ['failed'],
  failed: [],
} as const satisfies Record<string, readonly string[]>

export type AttemptStatus = keyof typeof attemptTransitions

type Table = Record<string, readonly string[]>

/** Whether `from → to` is in `table`; a status that stays the same is no change. */
export function canMove(table: Table, from: string, to: string): boolean {
  return from === to || (table[from]?.includes(to) ?? false)
}

/** Attempts that may still move money: the provider took them or has not answered. */
export const openAttemptStatuses = ['unknown', 'pending'] as const satisfies readonly AttemptStatus[]
