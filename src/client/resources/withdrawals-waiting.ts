import { queryOptions, useQuery } from '@tanstack/react-query'
import { waitingWithdrawalsSchema } from '#shared/contracts/withdrawals'
import { apiFetch } from '#client/lib/api-client'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'

/**
 * decision 055: how many withdrawal statements wait for the seller's decision, the count on
 * 'Herroepingen' in the admin menu and on the phone's 'Meer'. Under 'Herroepingen's own key, so a
 * grant or refusal there, which refetches that key, refetches this count too.
 */
export const withdrawalsWaitingQuery = queryOptions({
  queryKey: ['admin', 'withdrawals', 'waiting'],
  queryFn: () => apiFetch('/api/admin/withdrawals/waiting', { schema: waitingWithdrawalsSchema }),
})

/**
 * The statements waiting for a decision, current by the admin channel: a new statement or a decision
 * (withdrawals_changed), and an order cancelled, which closes its statements (decision 050). 0 until read.
 */
export function useWithdrawalsWaiting(): number {
  useInvalidateOnEvents('admin', ['withdrawals_changed', 'orders_changed'], withdrawalsWaitingQuery.queryKey)
  return useQuery(withdrawalsWaitingQuery).data?.waiting ?? 0
}

/** '1 herroeping te beslissen', '3 herroepingen te beslissen': what the count says to a screen reader. */
export function withdrawalsWaitingText(waiting: number): string {
  return `${waiting} ${waiting === 1 ? 'herroeping' : 'herroepingen'} te beslissen`
}
