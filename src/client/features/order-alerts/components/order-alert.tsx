import { ShoppingBagIcon } from 'lucide-react'
import type { QueueOrder } from '#shared/contracts/queue'
import { cn } from '#client/lib/cn'

type Props = {
  order: QueueOrder
  /** The alert is on its way out. */
  leaving: boolean
}

/** One newly paid order on the stream: who bought what, and how many (product.md 14). */
export function OrderAlert({ order, leaving }: Props) {
  return (
    <article
      data-order-alert
      data-order-id={order.id}
      data-state={leaving ? 'leaving' : 'showing'}
      className={cn(
        'overlay-panel flex items-center gap-4 p-4',
        leaving ? 'animate-alert-out' : 'animate-alert-in',
        'motion-reduce:animate-none',
      )}
    >
      {order.product.imageUrl ? (
        <img
          src={order.product.imageUrl}
          alt=""
          width={88}
          height={88}
          className="size-22 shrink-0 rounded-lg bg-white/10 object-contain"
        />
      ) : (
        <ShoppingBagIcon aria-hidden className="size-14 shrink-0 text-amber-300" />
      )}
      <div className="grid min-w-0 gap-0.5">
        <p className="text-sm font-bold tracking-wide text-amber-300 uppercase">Nieuwe bestelling!</p>
        <p className="truncate text-3xl font-extrabold">{order.tiktokUsername}</p>
        <p className="text-lg font-semibold">
          {order.quantity}× {order.product.name}
        </p>
      </div>
    </article>
  )
}
