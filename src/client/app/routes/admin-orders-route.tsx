import { OrdersPage } from '../../features/admin-orders/components/orders-page'

/** SPEC 2.11: the queue and orders. */
export function AdminOrdersRoute() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Bestellingen</h1>
      <OrdersPage />
    </div>
  )
}
