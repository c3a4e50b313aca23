import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Collection } from '../../../../shared/contracts/collections'
import { apiFetch } from '../../../lib/api-client'
import { useInvalidateOnEvents } from '../../../lib/use-realtime'

export const collectionsQuery = queryOptions({
  queryKey: ['collections'],
  queryFn: () => apiFetch<Collection[]>('/api/collections'),
})

/** The collections in display order, kept current by the collections and categories channels (SPEC 7.4). */
export function useCollections() {
  useInvalidateOnEvents('collections', ['collection_updated', 'collection_deleted'], collectionsQuery.queryKey)
  useInvalidateOnEvents('categories', ['category_added', 'category_deleted'], collectionsQuery.queryKey)
  return useQuery(collectionsQuery)
}
