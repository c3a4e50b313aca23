import { BanknoteIcon } from 'lucide-react'
import { Link } from 'react-router'
import { useOpenRefundCount } from '../api/refunds'

/**
 * decision 023 and 028: a spot paid in the shop that the battle could not keep is money owed back,
 * paid back on the 'Terugbetalingen' page. One line pointing there while any is open; nothing
 * otherwise (a failed read included: that page tells its own failure).
 */
export function OpenRefundsLink() {
  const { data: count } = useOpenRefundCount()
  if (!count) return null
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-[var(--radius)] border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <BanknoteIcon aria-hidden className="size-4 shrink-0" />
      {count === 1 ? 'Er staat 1 terugbetaling open.' : `Er staan ${count} terugbetalingen open.`}
      <Link to="/admin/refunds" className="font-semibold underline underline-offset-4 hover:no-underline">
        Terugbetalingen
      </Link>
    </p>
  )
}
