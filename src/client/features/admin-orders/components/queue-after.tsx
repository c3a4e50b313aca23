import { Link } from 'react-router'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import { orderProductLine } from '../order-format'
import { isWithdrawnWaiting } from '../withdrawal-flag'

/** How many orders after the current one the console lists; the orders page has them all. */
const SHOWN = 8

/**
 * 'Daarna': the orders after the one being opened, one line each, in the order they are opened; one its
 * buyer withdrew from says so (decision 055).
 */
export function QueueAfter({ orders }: { orders: readonly AdminOrder[] }) {
  if (orders.length === 0) return null
  const hidden = orders.length - SHOWN
  return (
    <section aria-labelledby="queue-after-title" className="grid gap-2">
      <h2 id="queue-after-title" className="text-lg font-semibold">
        Daarna
      </h2>
      <ol className="grid divide-y divide-border rounded-[var(--radius)] border border-border bg-card">
        {orders.slice(0, SHOWN).map((order) => (
          // The product goes below the name when both do not fit: a name is never broken for it.
          <li key={order.id} className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2">
            <span className="max-w-full font-semibold break-words">
              {order.tiktokUsername}
              {isWithdrawnWaiting(order) && (
                <span className="ml-2 rounded-full bg-destructive px-2 py-0.5 text-xs font-bold whitespace-nowrap text-destructive-foreground">
                  Herroepen
                </span>
              )}
            </span>
            <span className="ml-auto max-w-full text-right text-sm text-muted-foreground break-words">
              {orderProductLine(order)}
            </span>
          </li>
        ))}
      </ol>
      {hidden > 0 && (
        <Link to="/admin/orders" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline">
          {hidden === 1 ? 'Nog 1 bestelling' : `Nog ${hidden} bestellingen`} in Bestellingen
        </Link>
      )}
    </section>
  )
}
