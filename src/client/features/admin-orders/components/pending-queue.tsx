import type { AdminOrder } from '#shared/contracts/admin-orders'
import { groupByBuyer } from '../order-lists'
import { BuyerGroup } from './buyer-group'

type Props = {
  orders: readonly AdminOrder[]
  /** Where focus goes when an order has left the queue with its button. */
  onOrderGone: () => void
}

/** The queue the seller works through: buyers in the order they paid, oldest first. */
export function PendingQueue({ orders, onOrderGone }: Props) {
  if (orders.length === 0) return <p className="text-muted-foreground">Geen bestellingen in de wachtrij</p>
  const groups = groupByBuyer(orders)
  return (
    <ol aria-label="Wachtrij per koper" className="grid gap-3">
      {groups.map((group, index) => (
        <li key={group.tiktokUsername}>
          <BuyerGroup group={group} isCurrent={index === 0} onOrderGone={onOrderGone} />
        </li>
      ))}
    </ol>
  )
}
