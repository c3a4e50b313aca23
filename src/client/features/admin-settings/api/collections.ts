import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { createCollectionSchema } from '../../../../shared/contracts/admin-catalog'
import { collectionListSchema, collectionSchema, type Collection } from '../../../../shared/contracts/collections'
import type { RealtimeEvent } from '../../../../shared/contracts/realtime'
import { apiFetch } from '../../../lib/api-client'
import { useRealtimeChannel } from '../../../lib/use-realtime'

/** Every feature lists the collections under this key, so one change refreshes menu, form and manager. */
export const collectionsQuery = queryOptions({
  queryKey: ['collections'],
  queryFn: () => apiFetch('/api/collections', { schema: collectionListSchema }),
})

/** Reorders in flight share this key; see useReorderCollections. */
const reorderMutationKey = ['collections', 'reorder']

/** SPEC 7.4: these events refetch the collections. */
const refetchEvents: readonly string[] = [
  'collection_updated',
  'collection_deleted',
  'category_added',
  'category_deleted',
] satisfies RealtimeEvent['type'][]

/**
 * The collections in display order, refetched on collection and category events (SPEC 7.4). While
 * this admin's own reorder is under way the events are its echo: refetching then would briefly
 * show a half-finished order, and the last reorder's answer brings the whole list anyway.
 */
export function useCollections() {
  const queryClient = useQueryClient()
  const refetch = (type: string) => {
    if (refetchEvents.includes(type) && queryClient.isMutating({ mutationKey: reorderMutationKey }) === 0) {
      void queryClient.invalidateQueries({ queryKey: collectionsQuery.queryKey })
    }
  }
  useRealtimeChannel('collections', (message) => refetch(message.type))
  useRealtimeChannel('categories', (message) => refetch(message.type))
  return useQuery(collectionsQuery)
}

export type NewCollection = z.input<typeof createCollectionSchema>

/** POST /api/collections (409 when the name or slug exists). */
export function useCreateCollection() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NewCollection) => apiFetch('/api/collections', { method: 'POST', body, schema: collectionSchema }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: collectionsQuery.queryKey }),
  })
}

/** PATCH /api/collections/:id with the new name and slug. */
export function useUpdateCollection() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; name: string; slug: string }) =>
      apiFetch(`/api/collections/${id}`, { method: 'PATCH', body, schema: collectionSchema }),
    onSuccess: (updated) => {
      queryClient.setQueryData(collectionsQuery.queryKey, (list) =>
        list?.map((collection) => (collection.id === updated.id ? updated : collection)),
      )
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: collectionsQuery.queryKey }),
  })
}

/**
 * POST /api/collections/reorder with every id in the new order. The list moves at once; quick
 * clicks each send the whole order, and only the last answer is shown so the list never jumps back.
 */
export function useReorderCollections(onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: reorderMutationKey,
    mutationFn: (collections: Collection[]) =>
      apiFetch('/api/collections/reorder', {
        method: 'POST',
        body: { ids: collections.map((collection) => collection.id) },
        schema: collectionListSchema,
      }),
    onMutate: async (collections) => {
      await queryClient.cancelQueries({ queryKey: collectionsQuery.queryKey, exact: true })
      queryClient.setQueryData(collectionsQuery.queryKey, collections)
    },
    onSuccess: (answer) => {
      // This mutation still counts as running here; 1 means no later reorder is waiting.
      if (queryClient.isMutating({ mutationKey: reorderMutationKey }) === 1) {
        queryClient.setQueryData(collectionsQuery.queryKey, answer)
      }
    },
    // Every failed request is told (mutate's own callbacks would only fire for the last click).
    onError: (error) => {
      onFailure(error)
      void queryClient.invalidateQueries({ queryKey: collectionsQuery.queryKey })
    },
  })
}
