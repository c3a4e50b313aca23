import { AdminPage } from '#client/components/layout/admin-page'
import { RefundsPage } from '#client/features/admin-refunds/components/refunds-page'

/** decision 028: the money the seller owes back, paying it back and what has been paid back. */
export function AdminRefundsRoute() {
  return (
    <AdminPage title="Terugbetalingen">
      <RefundsPage />
    </AdminPage>
  )
}
