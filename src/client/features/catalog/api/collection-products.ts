import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query'
import type { Collection } from '#shared/contracts/collections'
import type { Product } from '#shared/contracts/products'
import { apiFetch } from '#client/lib/api-client'
import { collectionsQuery } from '#client/resources/collections'
import { productsQuery, useRefetchProductsOnStockEvents } from '#client/resources/products'

/** Under 'collections', so a renamed collection (collection_updated) refetches it too. */
export const collectionBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: [...collectionsQuery.queryKey, 'slug', slug],
    queryFn: () => apiFetch<Collection>(`/api/collections/slug/${encodeURIComponent(slug)}`),
  })

export const collectionProductsQuery = (collectionId: number | undefined) =>
  queryOptions({
    queryKey: [...productsQuery.queryKey, 'collection', collectionId],
    queryFn:
      collectionId === undefined ? skipToken : () => apiFetch<Product[]>(`/api/collections/${collectionId}/products`),
  })

/** GET /api/collections/slug/{slug}; a 404 (ApiError status 404) means the collection does not exist. */
export function useCollectionBySlug(slug: string) {
  return useQuery(collectionBySlugQuery(slug))
}

/** The products of a collection, refetched on every stock change (product.md 7.4). Waits for the collection's id. */
export function useCollectionProducts(collectionId: number | undefined) {
  useRefetchProductsOnStockEvents()
  return useQuery(collectionProductsQuery(collectionId))
}

/**
 * Asks for a collection page's data as the app starts, before the page's code has arrived: the
 * collection by its slug, then at once its products. A failure is left in the query, where the
 * page finds it and says so.
 */
export function prefetchCollectionPage(queryClient: QueryClient, slug: string): Promise<void> {
  return queryClient
    .fetchQuery(collectionBySlugQuery(slug))
    .then((collection) => queryClient.prefetchQuery(collectionProductsQuery(collection.id)))
    .catch(() => {})
}
