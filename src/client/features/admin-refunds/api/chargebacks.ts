import { queryOptions, useQuery } from '@tanstack/react-query'
import { chargebackListSchema } from '#shared/contracts/admin-refunds'
import { apiFetch } from '#client/lib/api-client'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'
import { refundEvents } from '#client/resources/refunds'

/** decision 052: the payments the buyers' banks took back, the most recent first (the server's order). */
export const chargebacksQuery = queryOptions({
  queryKey: ['admin', 'chargebacks'],
  queryFn: () => apiFetch('/api/admin/chargebacks', { schema: chargebackListSchema }),
})

/**
 * The chargebacks, kept current: a chargeback or its reversal closes or reopens refunds and fails
 * orders, so the server announces it as refunds_changed and orders_changed, the refunds' events.
 */
export function useChargebacks() {
  useInvalidateOnEvents('admin', refundEvents, chargebacksQuery.queryKey)
  return useQuery(chargebacksQuery)
}
