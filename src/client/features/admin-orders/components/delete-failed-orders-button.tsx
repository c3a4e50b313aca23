import { Trash2Icon } from 'lucide-react'
import { Button } from '#client/components/ui/button'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog'
import { useDeleteFailedOrders } from '../api/admin-orders'

/**
 * product.md 2.11: removes every failed order, after a confirmation. Only failed payments: a cancelled
 * order stays, and so does a failed one whose late payment is still to be paid back (decision 028) or
 * whose payment the bank took back (decision 052).
 */
export function DeleteFailedOrdersButton({ failedCount }: { failedCount: number }) {
  const deleteFailed = useDeleteFailedOrders()
  const ordersText = failedCount === 1 ? '1 mislukte order' : `${failedCount} mislukte orders`
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={failedCount === 0 || deleteFailed.isPending}>
          <Trash2Icon aria-hidden />
          Verwijder mislukte orders
        </Button>
      }
      title="Mislukte orders verwijderen?"
      description={`Weet je zeker dat je ${ordersText} wilt verwijderen? Een order waarvan de betaling nog terugbetaald moet worden, blijft staan tot het geld terug is, en een order waarvan de bank de betaling heeft teruggeboekt ook. Dit kan niet ongedaan worden gemaakt.`}
      confirmLabel="Verwijderen"
      onConfirm={() => deleteFailed.mutateAsync()}
    />
  )
}
