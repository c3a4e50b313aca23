import type { ReactNode } from 'react'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import { formatEuro } from '#shared/domain/money'
import { cn } from '#client/lib/cn'
import { formatOrderTime, orderTitle, pointsLabel } from '../order-format'
import { OrderEmails } from './order-emails'
import { OrderShippingStatus } from './order-shipping-status'
import { OrderStatusBadge } from './order-status-badge'
import { ShippingDetails } from './shipping-details'

type Props = {
  order: AdminOrder
  /** Off inside a buyer's group, whose heading already names the buyer. */
  showUsername?: boolean
  /** Completed orders in the queue view are dimmed (product.md 2.11). */
  dimmed?: boolean
  /** A button for this order, e.g. 'Afronden'. */
  action?: ReactNode
}

/** One order: product × quantity (or the Pack Battle spot), total, points, time, buyer, status, where its cards are (decision 022) and shipping. */
export function OrderSummary({ order, showUsername = true, dimmed = false, action }: Props) {
  const secondary = dimmed ? undefined : 'text-muted-foreground'
  const title = orderTitle(order)
  return (
    <div
      className={cn(
        'grid gap-2 rounded-[var(--radius)] border border-border bg-card p-3',
        dimmed && 'opacity-75',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold">
            {title ?? <span className="text-destructive">Product niet gevonden</span>}
            {/* A spot is one place in one battle: no quantity to tell. */}
            {!order.battleSpot && <span className={cn('font-normal', secondary)}> × {order.quantity}</span>}
          </p>
          {showUsername && <p className="text-sm font-medium break-all">{order.tiktokUsername}</p>}
          <p className={cn('text-sm', secondary)}>
            <span className="font-medium text-foreground">{formatEuro(order.totalCents)}</span>
            {' · '}
            {pointsLabel(order.points)}
            {' · '}
            <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          {order.shipping && <OrderShippingStatus shipping={order.shipping} dimmed={dimmed} />}
          {action}
        </div>
      </div>
      <ShippingDetails order={order} dimmed={dimmed} />
      <OrderEmails order={order} dimmed={dimmed} />
    </div>
  )
}
