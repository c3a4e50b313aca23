import { CheckIcon } from 'lucide-react'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import { Button } from '#client/components/ui/button'
import { useCompleteOrder } from '../api/admin-orders'
import { orderTitle } from '../order-format'

/** 'Afronden' for one pending order; its name says which order, since the list holds many. */
export function CompleteOrderButton({ order }: { order: AdminOrder }) {
  const completeOrder = useCompleteOrder()
  const productName = orderTitle(order) ?? 'Product niet gevonden'
  return (
    <Button
      size="lg"
      disabled={completeOrder.isPending}
      aria-busy={completeOrder.isPending || undefined}
      onClick={() => completeOrder.mutate(order.id)}
    >
      <CheckIcon aria-hidden />
      Afronden
      <span className="sr-only">
        : {productName} × {order.quantity} voor {order.tiktokUsername}
      </span>
    </Button>
  )
}
