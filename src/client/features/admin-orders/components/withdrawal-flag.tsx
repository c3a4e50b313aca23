import { TriangleAlertIcon } from 'lucide-react'
import { Link } from 'react-router'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import { cn } from '#client/lib/cn'
import { isWithdrawnWaiting, withdrawalFlagText } from '../withdrawal-flag'

/**
 * The flag on a withdrawn order's card, above its 'Afronden' (decision 055): when the buyer withdrew,
 * not to open it, and the way to 'Herroepingen' where the seller decides. Nothing for any other order.
 */
export function WithdrawalFlag({ order, className }: { order: AdminOrder; className?: string }) {
  if (!isWithdrawnWaiting(order) || !order.withdrawal) return null
  return (
    <div
      className={cn(
        'grid gap-1 rounded-[var(--radius)] border border-destructive bg-destructive/10 px-3 py-2 text-sm text-destructive',
        className,
      )}
    >
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        {withdrawalFlagText({ status: order.status, withdrawal: order.withdrawal })}
      </p>
      <Link to="/admin/withdrawals" className="inline-flex min-h-11 items-center font-medium underline underline-offset-4 sm:min-h-0">
        Naar Herroepingen
      </Link>
    </div>
  )
}
