import { queryOptions, useQuery } from '@tanstack/react-query'
import type { QueueHead, QueueOrder } from '#shared/contracts/queue'
import { groupQueue, type QueueGroup } from '#shared/domain/queue'
import { apiFetch } from '#client/lib/api-client'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'

export const queueQuery = queryOptions({
  queryKey: ['queue'],
  queryFn: () => apiFetch<QueueOrder[]>('/api/queue'),
})

/** The first buyers of the queue, as home's panel shows them until the visitor asks for more (decision 046). */
export const queueHeadQuery = queryOptions({
  queryKey: ['queue-head'],
  queryFn: () => apiFetch<QueueHead>('/api/queue/head'),
})

const QUEUE_EVENTS = ['order_update', 'orders_reset'] as const

// Module-level so TanStack Query memoises the selection between renders.
const selectGroups = (orders: QueueOrder[]): QueueGroup<QueueOrder>[] => groupQueue(orders)
const selectHead = (head: QueueHead) => ({ groups: groupQueue(head.orders), groupCount: head.groupCount })

/**
 * The paid orders grouped per buyer, oldest group first (product.md 2.4); refetched on every order
 * update. Not asked for while `enabled` is false.
 */
export function useQueueGroups({ enabled = true }: { enabled?: boolean } = {}) {
  useInvalidateOnEvents('orders', QUEUE_EVENTS, queueQuery.queryKey)
  return useQuery({ ...queueQuery, select: selectGroups, enabled })
}

/** The queue's first groups and how many groups it holds, refetched on every order update. */
export function useQueueHead() {
  useInvalidateOnEvents('orders', QUEUE_EVENTS, queueHeadQuery.queryKey)
  return useQuery({ ...queueHeadQuery, select: selectHead })
}
