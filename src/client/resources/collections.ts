import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Collection } from '#shared/contracts/collections'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import { apiFetch } from '#client/lib/api-client'
import { useRealtimeChannel } from '#client/lib/use-realtime'

/**
 * The collections in display order: the storefront's menu and grid, the product form's Collectie
 * choice and the settings' manager all read this one query, so one change refreshes them all. Read
 * with the contract's type, not its schema: the storefront's first download holds no zod
 * (docs/decisions/004-shared-contracts.md), and the server answers through the schema.
 */
export const collectionsQuery = queryOptions({
  queryKey: ['collections'],
  queryFn: () => apiFetch<Collection[]>('/api/collections'),
})

/** A reorder in flight runs under this key; see useCollections. */
export const reorderCollectionsMutationKey = ['collections', 'reorder']

/** product.md 7.4: these events refetch the collections. */
const refetchEvents: readonly string[] = [
  'collection_updated',
  'collection_deleted',
  'category_added',
  'category_deleted',
] satisfies RealtimeEvent['type'][]

/** Decision 043: a product made or deleted changes a collection's product count, which the storefront shows by. */
const countEvents: readonly string[] = ['product_created', 'product_deleted'] satisfies RealtimeEvent['type'][]

/**
 * The collections, refetched on collection and category events (product.md 7.4), and on a product made
 * or deleted, which changes a count (decision 043); the prefix also
 * refetches what is kept under it (a collection read by its slug). While this tab's own reorder is
 * under way the events are its echo: refetching then would briefly show a half-finished order, and
 * the last reorder's answer brings the whole list anyway.
 */
export function useCollections() {
  const queryClient = useQueryClient()
  const refetch = (type: string) => {
    if (refetchEvents.includes(type) && queryClient.isMutating({ mutationKey: reorderCollectionsMutationKey }) === 0) {
      void queryClient.invalidateQueries({ queryKey: collectionsQuery.queryKey })
    }
  }
  useRealtimeChannel('collections', (message) => refetch(message.type))
  useRealtimeChannel('categories', (message) => refetch(message.type))
  useRealtimeChannel('stock', (message) => {
    if (countEvents.includes(message.type)) void queryClient.invalidateQueries({ queryKey: collectionsQuery.queryKey, exact: true })
  })
  return useQuery(collectionsQuery)
}
