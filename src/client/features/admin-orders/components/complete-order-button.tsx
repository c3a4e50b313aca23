import { CheckIcon } from 'lucide-react'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import { Button, type ButtonProps } from '#client/components/ui/button'
import { cn } from '#client/lib/cn'
import { useOrderCompletion } from '../api/order-completion'
import { orderTitle } from '../order-format'

/**
 * 'Afronden' for one pending order; its name says which order, since the list holds many. It can be
 * taken back for a few seconds, and it does nothing in the second after another 'Afronden' (decision
 * 040): it looks inert then, and says so to a screen reader.
 */
export function CompleteOrderButton({ order, size = 'lg', className }: { order: AdminOrder } & Pick<ButtonProps, 'size' | 'className'>) {
  const { complete, ready } = useOrderCompletion()
  const productName = orderTitle(order) ?? 'Product niet gevonden'
  return (
    <Button
      size={size}
      aria-disabled={!ready || undefined}
      className={cn(!ready && 'cursor-wait opacity-60', className)}
      onClick={() => complete(order)}
    >
      <CheckIcon aria-hidden />
      Afronden
      <span className="sr-only">
        : {productName} × {order.quantity} voor {order.tiktokUsername}
      </span>
    </Button>
  )
}
