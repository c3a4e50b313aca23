import type { AdminOrder } from '#shared/contracts/admin-orders'
import { Badge, type BadgeVariant } from '#client/components/ui/badge'

const badges: Record<AdminOrder['status'], { text: string; variant: BadgeVariant } | undefined> = {
  pending: undefined,
  completed: { text: 'Afgerond', variant: 'success' },
  failed: { text: 'Betaling niet voltooid', variant: 'danger' },
  cancelled: { text: 'Geannuleerd', variant: 'secondary' },
}

/** What happened to an order that is no longer in the queue; nothing for a pending order. */
export function OrderStatusBadge({ status }: { status: AdminOrder['status'] }) {
  const badge = badges[status]
  return badge ? <Badge variant={badge.variant}>{badge.text}</Badge> : null
}
