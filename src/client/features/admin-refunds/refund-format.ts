import type { Refund, RefundReason } from '#shared/contracts/admin-refunds'
import { formatEuro } from '#shared/domain/money'
import { formatInShopTime } from '#shared/domain/shop-time'

/** decision 023, 028, 036 and 039: why money is owed back, as the seller reads it. */
export const refundReasonLabel: Record<RefundReason, string> = {
  battle_closed: 'Battle was al voorbij',
  late_payment: 'Betaling kwam te laat binnen',
  participant_removed: 'Deelnemer verwijderd',
  battle_deleted: 'Battle verwijderd',
  order_cancelled: 'Bestelling geannuleerd',
  shipment_cancelled: 'Verzending geannuleerd',
  withdrawal: 'Herroeping',
}

/**
 * What is paid back when the seller chose a part of the amount owed: '€ 5,00 wordt terugbetaald',
 * '€ 5,00 terugbetaald'. Undefined for the whole amount, and while nothing is under way.
 */
export function refundPartText(refund: Pick<Refund, 'status' | 'amountCents' | 'refundCents'>): string | undefined {
  if (refund.refundCents === null || refund.refundCents === refund.amountCents) return undefined
  if (refund.status === 'pending') return `${formatEuro(refund.refundCents)} wordt terugbetaald`
  if (refund.status === 'refunded') return `${formatEuro(refund.refundCents)} terugbetaald`
  return undefined
}

/** When a refund went through, and how: 'Terugbetaald op 3 mrt 2025, 10:00', '… (zelf afgevinkt)'. */
export function refundedText(refund: Pick<Refund, 'refundedAt' | 'provider'>): string {
  const when = refund.refundedAt ? ` op ${formatInShopTime(refund.refundedAt, 'moment')}` : ''
  return `Terugbetaald${when}${refund.provider === 'manual' ? ' (zelf afgevinkt)' : ''}`
}
