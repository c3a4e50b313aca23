import { queryOptions, useQuery } from '@tanstack/react-query'
import { collectionListSchema } from '../../../../shared/contracts/collections'
import { categoryListSchema, productListSchema } from '../../../../shared/contracts/products'
import type { RealtimeEvent } from '../../../../shared/contracts/realtime'
import { apiFetch } from '../../../lib/api-client'
import { useInvalidateOnEvents } from '../../../lib/use-realtime'

// The keys every feature uses for these lists, so one invalidation refreshes them all.
export const productsQuery = queryOptions({
  queryKey: ['products'],
  queryFn: () => apiFetch('/api/products', { schema: productListSchema }),
})

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: () => apiFetch('/api/categories', { schema: categoryListSchema }),
})

export const collectionsQuery = queryOptions({
  queryKey: ['collections'],
  queryFn: () => apiFetch('/api/collections', { schema: collectionListSchema }),
})

/** SPEC 7.4: these events refetch the products, the categories and the collections. */
const productEvents = ['stock_update', 'product_created', 'product_deleted'] as const satisfies readonly RealtimeEvent['type'][]
const categoryEvents = ['category_added', 'category_deleted'] as const satisfies readonly RealtimeEvent['type'][]
const collectionEvents = ['collection_updated', 'collection_deleted'] as const satisfies readonly RealtimeEvent['type'][]

/** Every product, kept current by the stock channel (another admin tab, a buyer's payment). */
export function useProducts() {
  useInvalidateOnEvents('stock', productEvents, productsQuery.queryKey)
  return useQuery(productsQuery)
}

/** The category names in the shop's order (SPEC 2.10), kept current by the categories channel. */
export function useCategories() {
  useInvalidateOnEvents('categories', categoryEvents, categoriesQuery.queryKey)
  return useQuery(categoriesQuery)
}

/** The collections in display order, for the product form's Collectie choice. */
export function useCollections() {
  useInvalidateOnEvents('collections', collectionEvents, collectionsQuery.queryKey)
  useInvalidateOnEvents('categories', categoryEvents, collectionsQuery.queryKey)
  return useQuery(collectionsQuery)
}
