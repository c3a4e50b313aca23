import { queryOptions, useQuery } from '@tanstack/react-query'
import type { QueueOrder } from '#shared/contracts/queue'
import { groupQueue, type QueueGroup } from '#shared/domain/queue'
import { apiFetch } from '#client/lib/api-client'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'

export const queueQuery = queryOptions({
  queryKey: ['queue'],
  queryFn: () => apiFetch<QueueOrder[]>('/api/queue'),
})

// Module-level so TanStack Query memoises the selection between renders.
const selectGroups = (orders: QueueOrder[]): QueueGroup<QueueOrder>[] => groupQueue(orders)

/** The paid orders grouped per buyer, oldest group first (product.md 2.4); refetched on every order update. */
export function useQueueGroups() {
  useInvalidateOnEvents('orders', ['order_update', 'orders_reset'], queueQuery.queryKey)
  return useQuery({ ...queueQuery, select: selectGroups })
}
