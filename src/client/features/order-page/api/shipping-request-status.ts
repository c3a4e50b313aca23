import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { shippingRequestStatusSchema } from '#shared/contracts/shipping'
import { apiFetch } from '#client/lib/api-client'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'

/** How often, and how many times, the return page asks again while the payment is still open. */
const STATUS_POLL_MS = 2_000
const STATUS_POLLS = 5

export const shippingRequestStatusQuery = (id: string) =>
  queryOptions({
    queryKey: ['shipping-requests', id, 'status'],
    queryFn: () =>
      apiFetch(`/api/shipping-requests/${encodeURIComponent(id)}/status`, { schema: shippingRequestStatusSchema }),
  })

/**
 * GET /api/shipping-requests/{id}/status, for the page the provider sends the buyer back to (decision
 * 022). The provider's webhook may come in a moment after the buyer, so while the payment is open the
 * page asks a few more times, and asks again when the public channel says some shipment changed (it
 * never names which).
 * The shop polls nowhere else (product.md 7.1): this is a short wait right after paying, not a refresh.
 */
export function useShippingRequestStatus(id: string, enabled = true) {
  const query = shippingRequestStatusQuery(id)
  const queryClient = useQueryClient()
  useInvalidateOnEvents('shipments', ['shipments_changed'], query.queryKey)
  const result = useQuery({
    ...query,
    enabled,
    refetchInterval: ({ state }) =>
      state.data?.status === 'awaiting_payment' && state.dataUpdateCount <= STATUS_POLLS ? STATUS_POLL_MS : false,
  })
  // The polls are over and the payment is still open. Both fields are read on every render so that the
  // query re-renders on each answer (an unchanged answer keeps the same data; useQuery re-renders only
  // for the fields a render read).
  const { isFetching, dataUpdatedAt } = result
  const answers = dataUpdatedAt ? (queryClient.getQueryState(query.queryKey)?.dataUpdateCount ?? 0) : 0
  const waitedLong = result.data?.status === 'awaiting_payment' && answers > STATUS_POLLS && !isFetching
  return { status: result, waitedLong }
}
