import type { AdminOrder } from '#shared/contracts/admin-orders'
import { Badge } from '#client/components/ui/badge'
import { orderBadges } from '../order-badges'

/**
 * What happened to an order that is no longer in the queue, and a chargeback of its payment
 * (decision 052); nothing for a pending order.
 */
export function OrderStatusBadge({ order }: { order: Pick<AdminOrder, 'status' | 'chargedBack'> }) {
  const badges = orderBadges(order)
  if (badges.length === 0) return null
  return (
    <span className="flex flex-wrap gap-1">
      {badges.map((badge) => (
        <Badge key={badge.text} variant={badge.variant}>
          {badge.text}
        </Badge>
      ))}
    </span>
  )
}
