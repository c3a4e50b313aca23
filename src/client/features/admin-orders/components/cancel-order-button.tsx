import type { AdminOrder } from '#shared/contracts/admin-orders'
import { CancelTrigger } from '#client/components/ui/cancel-trigger'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog'
import { useCancelOrder } from '../api/admin-orders'
import { cancelConsequences, cancelledOrderLine } from '../order-cancel'

type Props = {
  order: AdminOrder
  /** Where focus goes once the order has left the queue with this button. */
  onGone: () => void
}

/**
 * decision 028: 'Annuleren' for a paid order still in the queue, beside 'Afronden' but quieter, and
 * asked first: cancelling cannot be undone, and the seller works one-handed mid-stream.
 */
export function CancelOrderButton({ order, onGone }: Props) {
  const cancel = useCancelOrder()
  return (
    <ConfirmDialog
      trigger={
        <CancelTrigger busy={cancel.isPending} what={`: ${order.productName} × ${order.quantity} voor ${order.tiktokUsername}`} />
      }
      title="Bestelling annuleren?"
      description={
        <>
          <span className="mb-2 block font-medium break-words text-foreground">{cancelledOrderLine(order)}</span>
          {cancelConsequences(order)} Dit kan niet ongedaan worden gemaakt.
        </>
      }
      cancelLabel="Terug"
      confirmLabel="Bestelling annuleren"
      onConfirm={() => cancel.mutateAsync(order)}
      onTriggerGone={onGone}
    />
  )
}
