import type { OrderPageOrder } from '#shared/contracts/order-page'
import { formatEuro } from '#shared/domain/money'
import { heldUntilText } from '#shared/domain/shipping-window'
import { cn } from '#client/lib/cn'
import { stateTone } from '../order-page-format'

const toneClass = {
  waiting: 'bg-muted text-foreground',
  queued: 'bg-primary text-primary-foreground',
  done: 'bg-success/15 text-foreground',
  stopped: 'bg-destructive/10 text-destructive',
} as const

/** One order of the page: product, quantity, price, its state in the buyer's words, and the held-until day. */
export function OrderLine({ order }: { order: OrderPageOrder }) {
  return (
    <li className="grid gap-2 border-b border-border py-3 last:border-b-0">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-semibold [overflow-wrap:anywhere]">
          {order.productName} <span className="font-normal text-muted-foreground">× {order.quantity}</span>
        </p>
        <p className="tabular-nums">{formatEuro(order.unitPriceCents * order.quantity)}</p>
      </div>
      <p>
        <span className="sr-only">Status: </span>
        <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold', toneClass[stateTone(order.status)])}>
          {order.stateText}
        </span>
      </p>
      {order.heldUntil && <p className="text-sm text-muted-foreground">{heldUntilText(order.heldUntil)}</p>}
    </li>
  )
}
