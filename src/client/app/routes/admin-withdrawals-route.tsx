import { WithdrawalsPage } from '#client/features/admin-withdrawals/components/withdrawals-page'

/** decision 039: the buyers' withdrawals and the seller's decision on each order. */
export function AdminWithdrawalsRoute() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Herroepingen</h1>
      <WithdrawalsPage />
    </div>
  )
}
