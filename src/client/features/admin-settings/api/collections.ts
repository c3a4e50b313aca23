import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { createCollectionSchema } from '#shared/contracts/admin-catalog'
import { collectionListSchema, collectionSchema, type Collection } from '#shared/contracts/collections'
import { apiFetch } from '#client/lib/api-client'
import { adminMessages } from '#client/lib/admin-messages'
import { collectionsQuery, reorderCollectionsMutationKey } from '#client/resources/collections'

export type NewCollection = z.input<typeof createCollectionSchema>

/** POST /api/collections (409 when the name or slug exists). */
export function useCreateCollection() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NewCollection) => apiFetch('/api/collections', { method: 'POST', body, schema: collectionSchema }),
    meta: { errorTitle: adminMessages.addFailed },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: collectionsQuery.queryKey }),
  })
}

/** PATCH /api/collections/:id with the new name and slug. */
export function useUpdateCollection() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; name: string; slug: string }) =>
      apiFetch(`/api/collections/${id}`, { method: 'PATCH', body, schema: collectionSchema }),
    meta: { errorTitle: adminMessages.updateFailed },
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
export function useReorderCollections() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: reorderCollectionsMutationKey,
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
      if (queryClient.isMutating({ mutationKey: reorderCollectionsMutationKey }) === 1) {
        queryClient.setQueryData(collectionsQuery.queryKey, answer)
      }
    },
    // Told from the meta, not mutate's callbacks: those would fire for the last click only.
    meta: { errorTitle: adminMessages.updateFailed },
    onError: () => void queryClient.invalidateQueries({ queryKey: collectionsQuery.queryKey }),
  })
}
