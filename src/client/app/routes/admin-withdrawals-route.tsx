import { AdminPage } from '#client/components/layout/admin-page'
import { WithdrawalsPage } from '#client/features/admin-withdrawals/components/withdrawals-page'

/** decision 039: the buyers' withdrawals and the seller's decision on each order. */
export function AdminWithdrawalsRoute() {
  return (
    <AdminPage title="Herroepingen">
      <WithdrawalsPage />
    </AdminPage>
  )
}
