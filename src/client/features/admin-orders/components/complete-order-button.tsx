import { CheckIcon } from 'lucide-react'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import { Button, type ButtonProps } from '#client/components/ui/button'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog'
import { cn } from '#client/lib/cn'
import { useOrderCompletion } from '../api/order-completion'
import { orderTitle } from '../order-format'
import { isWithdrawnWaiting, withdrawnCompletionText } from '../withdrawal-flag'

/**
 * 'Afronden' for one pending order; its name says which order, since the list holds many. It can be
 * taken back for a few seconds, and it does nothing in the second after another 'Afronden' (decision
 * 040): it looks inert then, and says so to a screen reader. For an order its buyer withdrew from, it
 * asks first, 'Niet openen' being the answer under the thumb (decision 055).
 */
export function CompleteOrderButton({ order, size = 'lg', className }: { order: AdminOrder } & Pick<ButtonProps, 'size' | 'className'>) {
  const { complete, ready } = useOrderCompletion()
  const productName = orderTitle(order) ?? 'Product niet gevonden'
  const withdrawal = isWithdrawnWaiting(order) ? order.withdrawal : null
  const button = (
    <Button
      size={size}
      aria-disabled={!ready || undefined}
      className={cn(!ready && 'cursor-wait opacity-60', className)}
      onClick={withdrawal ? undefined : () => complete(order)}
    >
      <CheckIcon aria-hidden />
      Afronden
      <span className="sr-only">
        : {productName} × {order.quantity} voor {order.tiktokUsername}
      </span>
    </Button>
  )
  if (!withdrawal) return button
  return (
    <ConfirmDialog
      trigger={button}
      title="Koper heeft herroepen: toch afronden?"
      description={withdrawnCompletionText({ ...order, withdrawal })}
      cancelLabel="Niet openen"
      confirmLabel="Toch afronden"
      onConfirm={async () => complete(order)}
    />
  )
}
