import type { Refund } from '#shared/contracts/admin-refunds'
import { isOpenRefund } from '#client/resources/refunds'

/** The refunds as the 'Terugbetalingen' page lists them (decisions 028, 052). */
export type RefundGroups = {
  /**
   * 'Terug te betalen': owed or failed, the longest owed first (product.md: within 5 working days). A
   * refund paid back in part with the rest not on its way is owed too (its status says so, decision 052).
   */
  open: Refund[]
  /** 'Bezig': an attempt on its way at the payment provider or waiting for its word, the first started first. */
  pending: Refund[]
  /** 'Terugbetaald': settled, paid back or returned by the bank instead (charged back), the most recent first. */
  done: Refund[]
}

/** An unreadable date sorts as the epoch rather than breaking the sort. */
const timeOf = (iso: string | null): number => (iso ? Date.parse(iso) || 0 : 0)

/** Nothing is left to do for the seller: paid back, or the buyer's bank returned it (a chargeback). */
const isDone = (refund: Refund) => refund.status === 'refunded' || refund.status === 'charged_back'

export function groupRefunds(refunds: readonly Refund[]): RefundGroups {
  const open = refunds.filter(isOpenRefund).sort((a, b) => timeOf(a.createdAt) - timeOf(b.createdAt) || a.id - b.id)
  const pending = refunds
    .filter((refund) => refund.status === 'pending')
    .sort((a, b) => timeOf(a.startedAt ?? a.createdAt) - timeOf(b.startedAt ?? b.createdAt) || a.id - b.id)
  // A charged-back refund has no day it was paid back; the contract gives it none of its own, so its day owed stands in.
  const done = refunds
    .filter(isDone)
    .sort((a, b) => timeOf(b.refundedAt ?? b.createdAt) - timeOf(a.refundedAt ?? a.createdAt) || b.id - a.id)
  return { open, pending, done }
}
