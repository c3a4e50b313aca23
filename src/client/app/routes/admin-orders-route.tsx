import { useSearchParams } from 'react-router'
import { AdminPage } from '#client/components/layout/admin-page'
import { DisputePackPage } from '#client/features/admin-dispute-pack/components/dispute-pack-page'
import { OrdersPage } from '#client/features/admin-orders/components/orders-page'
import { RefreshWidgetsButton } from '#client/features/stream-overlays/components/refresh-widgets-button'

/**
 * product.md 2.11: the queue and orders, and the control that refreshes the widgets. The overlays' links
 * and the personal data retention are set up once, under 'Instellingen' (decision 041).
 *
 * `?dossier=<order id>` opens that order's evidence pack for a dispute instead (decision 063), made for
 * paper as the packing slips are. A parameter of this page rather than a page of its own: the router's
 * list is in the storefront's first download, whose budget (decision 012) has no room for one more.
 */
export function AdminOrdersRoute() {
  const [searchParams] = useSearchParams()
  const dossier = searchParams.get('dossier')
  if (dossier !== null) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6 md:py-8 print:max-w-none print:p-0">
        <DisputePackPage orderId={/^\d{1,9}$/.test(dossier) ? Number(dossier) : undefined} />
      </div>
    )
  }
  return (
    <AdminPage title="Bestellingen">
      <OrdersPage tools={<RefreshWidgetsButton />} />
    </AdminPage>
  )
}
