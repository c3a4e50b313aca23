import { useQuery } from '@tanstack/react-query'
import { formatInShopTime } from '#shared/domain/shop-time'
import { Card } from '#client/components/ui/card'
import { adminOrdersQuery } from '../api/admin-orders-query'
import { orderProductLine } from '../order-format'
import { latestPaid } from '../console-orders'

/** How many alerts the console lists. */
const SHOWN = 5

/**
 * 'Meldingen': the latest paid orders, newest first, as the stream's alerts showed them (product.md 14),
 * so the seller sees who just bought without looking at the stream. The orders read is the console's
 * own (LiveOrders keeps it current); a new one is announced politely.
 */
export function RecentAlerts() {
  const orders = useQuery({ ...adminOrdersQuery, select: (list) => latestPaid(list, SHOWN) })
  return (
    <Card aria-labelledby="live-alerts-title" className="gap-3">
      <h2 id="live-alerts-title" className="text-lg font-semibold">
        Meldingen
      </h2>
      {orders.data?.length === 0 && <p className="text-sm text-muted-foreground">Nog geen betaalde bestellingen</p>}
      <ol aria-live="polite" className="grid gap-2">
        {orders.data?.map((order) => (
          <li key={order.id} className="flex min-w-0 items-baseline gap-3 text-sm">
            <time dateTime={order.paidAt} className="shrink-0 text-muted-foreground tabular-nums">
              {formatInShopTime(order.paidAt, 'time')}
            </time>
            <span className="min-w-0 break-words">
              <span className="font-semibold">{order.tiktokUsername}</span> {orderProductLine(order)}
              {/* The stream showed the purchase; the bank took its payment back since (decision 052). */}
              {order.chargedBack && <span className="font-medium text-destructive"> · teruggeboekt door de bank</span>}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  )
}
