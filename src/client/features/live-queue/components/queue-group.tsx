import { PackageIcon } from 'lucide-react'
import type { QueueGroup as QueueGroupData } from '#shared/domain/queue'
import { cn } from '#client/lib/cn'
import { queueColourScheme } from '../queue-colour-schemes'

type Props = {
  group: QueueGroupData
  /** The first group is being opened now; the others wait. */
  isCurrent: boolean
}

const packCount = (packs: number) => (packs === 1 ? '1 pack' : `${packs} packs`)

/** One buyer in the live queue: username, their orders, pack count and the wait (product.md 2.4). */
export function QueueGroup({ group, isCurrent }: Props) {
  const scheme = queueColourScheme(group.tiktokUsername)
  return (
    <div
      className={cn(
        'grid gap-2 rounded-[var(--radius)] border border-l-4 border-border p-3',
        scheme.card,
        isCurrent && 'ring-2 ring-primary ring-offset-2 ring-offset-card',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 font-bold">{group.tiktokUsername}</h3>
        {isCurrent ? (
          <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold text-primary-foreground">
            Nu aan de beurt
          </span>
        ) : (
          <span className="text-sm font-semibold">
            <span className="sr-only">Geschatte wachttijd: </span>± {group.waitMinutes} min
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <ul className="grid gap-0.5 text-sm">
          {group.orders.map((order) => (
            <li key={order.id}>
              {order.product?.name ?? 'Onbekend product'} × {order.quantity}
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
