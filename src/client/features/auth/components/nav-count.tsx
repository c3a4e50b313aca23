import { useWithdrawalsWaiting, withdrawalsWaitingText } from '#client/resources/withdrawals-waiting'
import { cn } from '#client/lib/cn'
import type { AdminNavItem } from '../admin-nav'

/**
 * What waits for the seller behind the nav items (decision 055): the withdrawal statements to decide,
 * for each item that counts something; 0 for the others. `total` sums a group ('Meer').
 */
export function useNavCounts() {
  const withdrawals = useWithdrawalsWaiting()
  const countOf = (item: AdminNavItem) => (item.counts === 'withdrawals' ? withdrawals : 0)
  return { countOf, total: (items: readonly AdminNavItem[]) => items.reduce((sum, item) => sum + countOf(item), 0) }
}

/**
 * The count beside a nav item, in the destructive colour so it is seen mid-live; its words for a screen
 * reader ('1 herroeping te beslissen'). Nothing while nothing waits.
 */
export function NavCount({ count, className }: { count: number; className?: string }) {
  if (count === 0) return null
  return (
    <span
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs leading-5 font-bold text-destructive-foreground tabular-nums',
        className,
      )}
    >
      <span aria-hidden>{count}</span>
      <span className="sr-only">, {withdrawalsWaitingText(count)}</span>
    </span>
  )
}
