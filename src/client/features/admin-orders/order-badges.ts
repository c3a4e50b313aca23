import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { BadgeVariant } from '#client/components/ui/badge'

export type OrderBadge = { text: string; variant: BadgeVariant }

const statusBadges: Record<AdminOrder['status'], OrderBadge | undefined> = {
  pending: undefined,
  completed: { text: 'Afgerond', variant: 'success' },
  failed: { text: 'Betaling niet voltooid', variant: 'danger' },
  cancelled: { text: 'Geannuleerd', variant: 'secondary' },
}

export const chargedBackBadge: OrderBadge = { text: 'Teruggeboekt door de bank', variant: 'danger' }

/**
 * What happened to an order that is no longer in the queue, and whether the buyer's bank took its
 * payment back (decision 052); nothing for a pending order. An order the chargeback failed reads as
 * charged back alone: its payment did go through, the bank took it back afterwards.
 */
export function orderBadges(order: Pick<AdminOrder, 'status' | 'chargedBack'>): OrderBadge[] {
  const status = statusBadges[order.status]
  if (!order.chargedBack) return status ? [status] : []
  if (order.status === 'failed' || !status) return [chargedBackBadge]
  return [status, chargedBackBadge]
}
