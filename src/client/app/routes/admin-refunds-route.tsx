import { RefundsPage } from '#client/features/admin-refunds/components/refunds-page'

/** decision 028: the money the seller owes back, paying it back and what has been paid back. */
export function AdminRefundsRoute() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Terugbetalingen</h1>
      <RefundsPage />
    </div>
  )
}
