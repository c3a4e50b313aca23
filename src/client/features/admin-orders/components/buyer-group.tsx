import type { BuyerGroup as BuyerGroupData } from '../order-lists'
import { canCancelOrder } from '../order-cancel'
import { packsLabel } from '../order-format'
import { cn } from '#client/lib/cn'
import { CancelOrderButton } from './cancel-order-button'
import { CompleteOrderButton } from './complete-order-button'
import { OrderSummary } from './order-summary'

type Props = {
  group: BuyerGroupData
  /** The first buyer in the queue is being opened now, as on the public queue. */
  isCurrent: boolean
  /** Where focus goes when an order has left the queue with its button (cancelled). */
  onOrderGone: () => void
}

/**
 * One buyer's pending orders, each with its 'Afronden' button and, for one that may be cancelled
 * (decision 028), a quieter 'Annuleren' before it, so 'Afronden' keeps its place under the thumb.
 */
export function BuyerGroup({ group, isCurrent, onOrderGone }: Props) {
  return (
    <div
      className={cn(
        'grid gap-2 rounded-[var(--radius)] border border-border bg-muted/40 p-2 sm:p-3',
        isCurrent && 'border-primary ring-1 ring-primary',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 font-bold">{group.tiktokUsername}</h3>
        <div className="flex items-center gap-2 text-sm font-semibold">
          {isCurrent && (
            <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold text-primary-foreground">
              Nu aan de beurt
            </span>
          )}
          <span>{packsLabel(group.packs)}</span>
        </div>
      </div>
      <ul aria-label={`Bestellingen van ${group.tiktokUsername}`} className="grid gap-2">
        {group.orders.map((order) => (
          <li key={order.id}>
            <OrderSummary
              order={order}
              showUsername={false}
              action={
                <>
                  {canCancelOrder(order) && <CancelOrderButton order={order} onGone={onOrderGone} />}
                  <CompleteOrderButton order={order} />
                </>
              }
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
