import type { AdminOrder } from '#shared/contracts/admin-orders'
import { OrderSummary } from './order-summary'

type Props = {
  orders: readonly AdminOrder[]
  /** The list's accessible name, e.g. 'Afgeronde bestellingen'. */
  label: string
  emptyText: string
  dimmed?: boolean
}

/** Orders without actions, or the empty-state sentence when there are none. */
export function OrderList({ orders, label, emptyText, dimmed = false }: Props) {
  if (orders.length === 0) return <p className="text-muted-foreground">{emptyText}</p>
  return (
    <ul aria-label={label} className="grid gap-2">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderSummary order={order} dimmed={dimmed} />
        </li>
      ))}
    </ul>
  )
}
