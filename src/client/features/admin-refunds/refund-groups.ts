import type { Refund } from '#shared/contracts/admin-refunds'
import { isOpenRefund } from '#client/resources/refunds'

/** The refunds as the 'Terugbetalingen' page lists them (decision 028). */
export type RefundGroups = {
  /** 'Terug te betalen': owed or failed, the longest owed first (product.md: within 5 working days). */
  open: Refund[]
  /** 'Bezig': started at the payment provider, the first started first. */
  pending: Refund[]
  /** 'Terugbetaald': the most recently paid back first. */
  refunded: Refund[]
}

/** An unreadable date sorts as the epoch rather than breaking the sort. */
const timeOf = (iso: string | null): number => (iso ? Date.parse(iso) || 0 : 0)

export function groupRefunds(refunds: readonly Refund[]): RefundGroups {
  const open = refunds.filter(isOpenRefund).sort((a, b) => timeOf(a.createdAt) - timeOf(b.createdAt) || a.id - b.id)
  const pending = refunds
    .filter((refund) => refund.status === 'pending')
    .sort((a, b) => timeOf(a.startedAt ?? a.createdAt) - timeOf(b.startedAt ?? b.createdAt) || a.id - b.id)
  const refunded = refunds
    .filter((refund) => refund.status === 'refunded')
    .sort((a, b) => timeOf(b.refundedAt ?? b.createdAt) - timeOf(a.refundedAt ?? a.createdAt) || b.id - a.id)
  return { open, pending, refunded }
}
