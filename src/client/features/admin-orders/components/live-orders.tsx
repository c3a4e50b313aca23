import { LoadError } from '#client/components/ui/load-error'
import { Loading } from '#client/components/ui/loading'
import { useAdminOrderLists } from '../api/admin-orders'
import { useWithdrawalAlerts } from '../api/withdrawal-alerts'
import { openingOrder } from '../console-orders'
import { NextOrderCard } from './next-order-card'
import { QueueAfter } from './queue-after'

/** The order to open now and the queue after it, or why there is none; a withdrawal that arrives is told (decision 055). */
export function LiveOrders() {
  const orders = useAdminOrderLists()
  useWithdrawalAlerts()
  if (orders.isError) {
    return (
      <LoadError
        message={`Bestellingen konden niet worden geladen: ${orders.error.message}`}
        onRetry={() => void orders.refetch()}
      />
    )
  }
  if (!orders.data) {
    return <Loading>Bestellingen laden...</Loading>
  }
  const [next, ...after] = openingOrder(orders.data.pending)
  return (
    <>
      {next ? (
        <NextOrderCard order={next} />
      ) : (
        <p className="rounded-[var(--radius)] border border-dashed border-border p-6 text-center text-muted-foreground">
          Geen bestellingen in de wachtrij
        </p>
      )}
      <QueueAfter orders={after} />
    </>
  )
}
