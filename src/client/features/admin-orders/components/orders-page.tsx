import type { ReactNode } from 'react'
import { LoadError } from '#client/components/ui/load-error'
import { Loading } from '#client/components/ui/loading'
import { useAdminOrderLists } from '../api/admin-orders'
import { useWithdrawalAlerts } from '../api/withdrawal-alerts'
import { canExport } from '../order-lists'
import { OrdersTabs } from './orders-tabs'
import { OrdersToolbar } from './orders-toolbar'

/**
 * product.md 2.11: the seller's queue and orders, kept current by realtime events. `tools` joins the
 * page's buttons: 'Widgets verversen', which belongs to the stream overlays.
 */
export function OrdersPage({ tools }: { tools?: ReactNode }) {
  const orders = useAdminOrderLists()
  // A withdrawal that arrives while the seller works the queue is told (decision 055).
  useWithdrawalAlerts()
  const lists = orders.data
  return (
    <div className="grid gap-4">
      <OrdersToolbar canExport={lists ? canExport(lists) : false}>{tools}</OrdersToolbar>
      {orders.isPending && <Loading>Bestellingen laden...</Loading>}
      {orders.isError && (
        <LoadError
          message={`Bestellingen konden niet worden geladen: ${orders.error.message}`}
          onRetry={() => void orders.refetch()}
        />
      )}
      {lists && <OrdersTabs lists={lists} />}
    </div>
  )
}
