import { Trash2Icon } from 'lucide-react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog'
import { Button } from '../../../components/ui/button'
import { useDeleteFailedOrders } from '../api/admin-orders'

/** SPEC 2.11: removes every failed order, after a confirmation. */
export function DeleteFailedOrdersButton({ failedCount }: { failedCount: number }) {
  const deleteFailed = useDeleteFailedOrders()
  const ordersText = failedCount === 1 ? '1 mislukte order' : `${failedCount} mislukte orders`
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={failedCount === 0 || deleteFailed.isPending}>
          <Trash2Icon aria-hidden />
          Verwijder mislukte orders
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Mislukte orders verwijderen?</AlertDialogTitle>
        <AlertDialogDescription>
          Weet je zeker dat je {ordersText} wilt verwijderen? Dit kan niet ongedaan worden gemaakt.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline">Annuleren</Button>
          </AlertDialogCancel>
          <AlertDialogAction asChild>
            <Button variant="destructive" onClick={() => deleteFailed.mutate()}>
              Verwijderen
            </Button>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
