import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { ApiError } from '#client/lib/api-client'
import { adminMessages } from '#client/lib/admin-messages'
import { collectionsQuery } from '#client/resources/collections'

/** Where the products of a deleted collection go: another collection, or none (they stay in the shop). */
export type MoveProductsTo = number | 'none'

export type DeleteCollectionResult = { deleted: true } | { deleted: false; productCount: number }

/** The server's 409 when the collection still holds products. */
const holdsProductsSchema = z.object({ message: z.string(), productCount: z.number().int().positive() })

/**
 * DELETE /api/collections/:id[?moveProductsTo=<id>|none]. Not through apiFetch: its error keeps only
 * the message, and the 409's productCount is what the second question needs.
 */
export async function deleteCollection(id: number, moveProductsTo?: MoveProductsTo): Promise<DeleteCollectionResult> {
  const query = moveProductsTo === undefined ? '' : `?moveProductsTo=${encodeURIComponent(String(moveProductsTo))}`
  const response = await fetch(`/api/collections/${id}${query}`, { method: 'DELETE', credentials: 'include' })
  if (response.ok) return { deleted: true }
  const text = await response.text().catch(() => '')
  const body = parseJson(text)
  if (response.status === 409) {
    const holds = holdsProductsSchema.safeParse(body)
    if (holds.success) return { deleted: false, productCount: holds.data.productCount }
  }
  // The same message apiFetch would give (product.md 8): the server's, else 'status: body'.
  const message = z.object({ message: z.string().min(1) }).safeParse(body)
  throw new ApiError(response.status, message.success ? message.data.message : `${response.status}: ${text || response.statusText}`)
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export function useDeleteCollection() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, moveProductsTo }: { id: number; moveProductsTo?: MoveProductsTo }) =>
      deleteCollection(id, moveProductsTo),
    meta: { errorTitle: adminMessages.deleteFailed },
    // Moved or detached products reach the product lists through the server's stock events.
    onSuccess: (result, { id }) => {
      if (!result.deleted) return
      queryClient.setQueryData(collectionsQuery.queryKey, (list) => list?.filter((collection) => collection.id !== id))
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: collectionsQuery.queryKey }),
  })
}
