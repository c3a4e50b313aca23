import { PackageIcon } from 'lucide-react'
import type { QueueGroup as QueueGroupData } from '#shared/domain/queue'
import { cn } from '#client/lib/cn'
import { queueColourScheme } from '../queue-colour-schemes'
import { ProductQuantity } from '#client/components/ui/product-quantity'

type Props = {
  group: QueueGroupData
  /** The group's place in the queue, from 1: the first is opened next. */
  place: number
  /** Whether the stream is live; undefined while that is not known, when the group claims neither. */
  isLive: boolean | undefined
}

const packCount = (packs: number) => (packs === 1 ? '1 pack' : `${packs} packs`)

/**
 * One buyer in the live queue: username, their orders, pack count and the wait (product.md 2.4). While
 * the stream is live the first is 'Nu aan de beurt' and the others show their estimated wait; while it
 * is offline nobody's pack is being opened, so the first is first once it begins and the others show
 * their place, not minutes counted from a start nobody knows.
 */
export function QueueGroup({ group, place, isLive }: Props) {
  const scheme = queueColourScheme(group.tiktokUsername)
  const isFirst = place === 1
  return (
    <div
      className={cn(
        'grid gap-2 rounded-[var(--radius)] border border-l-4 border-border p-3',
        scheme.card,
        isFirst && 'ring-2 ring-primary ring-offset-2 ring-offset-card',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 font-bold">{group.tiktokUsername}</h3>
        {isLive !== undefined &&
          (isFirst ? (
            <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold text-primary-foreground">
              {isLive ? 'Nu aan de beurt' : 'Als eerste aan de beurt'}
            </span>
          ) : isLive ? (
            <span className="text-sm font-semibold">
              <span className="sr-only">Geschatte wachttijd: </span>± {group.waitMinutes} min
            </span>
          ) : (
            <span className="text-sm font-semibold">{place}e in de rij</span>
          ))}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <ul className="grid gap-0.5 text-sm">
          {group.orders.map((order) => (
            <li key={order.id}>
              <ProductQuantity name={order.product?.name ?? 'Onbekend product'} quantity={order.quantity} />
            </li>
          ))}
        </ul>
        <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', scheme.chip)}>
          <PackageIcon aria-hidden className="size-3.5" />
          {packCount(group.packs)}
        </span>
      </div>
    </div>
  )
}
