import type { Refund } from '#shared/contracts/admin-refunds'
import { RefundItem } from './refund-item'

type Props = {
  refunds: readonly Refund[]
  /** The list's accessible name, e.g. 'Terug te betalen, de oudste bovenaan'. */
  label: string
  emptyText: string
  /** Where focus goes when an item's action made it leave this list. */
  onItemGone: () => void
}

/** Refunds as cards, or the empty-state sentence when there are none. */
export function RefundList({ refunds, label, emptyText, onItemGone }: Props) {
  if (refunds.length === 0) return <p className="text-muted-foreground">{emptyText}</p>
  return (
    <ol aria-label={label} className="grid gap-3">
      {refunds.map((refund) => (
        <li key={refund.id}>
          <RefundItem refund={refund} onGone={onItemGone} />
        </li>
      ))}
    </ol>
  )
}
