import { AdminPage } from '#client/components/layout/admin-page'
import { OrdersPage } from '#client/features/admin-orders/components/orders-page'
import { RefreshWidgetsButton } from '#client/features/stream-overlays/components/refresh-widgets-button'

/**
 * product.md 2.11: the queue and orders, and the control that refreshes the widgets. The overlays' links
 * and the personal data retention are set up once, under 'Instellingen' (decision 041).
 */
export function AdminOrdersRoute() {
  return (
    <AdminPage title="Bestellingen">
      <OrdersPage tools={<RefreshWidgetsButton />} />
    </AdminPage>
  )
}
