import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Product } from '#shared/contracts/products'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import { apiFetch } from '#client/lib/api-client'
import { readAfreshWhenOpened } from '#client/lib/read-afresh'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'

/**
 * GET /api/products, every product. Read with the contract's type, not its schema: the storefront
 * reads products too, and its pages load without zod (docs/decisions/004-shared-contracts.md).
 */
export function listProducts(): Promise<Product[]> {
  return apiFetch<Product[]>('/api/products')
}

/** Every product; the storefront's per-collection lists sit under the same prefix. */
export const productsQuery = queryOptions({
  queryKey: ['products'],
  queryFn: listProducts,
})

/** product.md 7.4: these events on the stock channel refetch the products. */
const productEvents = ['stock_update', 'product_created', 'product_deleted'] as const satisfies readonly RealtimeEvent['type'][]

/**
 * Refetches everything under ['products'] (the whole list and each collection's) when the stock
 * channel reports a change: another admin tab, a buyer's payment.
 */
export function useRefetchProductsOnStockEvents(): void {
  useInvalidateOnEvents('stock', productEvents, productsQuery.queryKey)
}

/**
 * Every product, kept current by the stock channel: the back office's list (the storefront reads each
 * collection's), so read afresh when its page opens.
 */
export function useProducts() {
  useRefetchProductsOnStockEvents()
  return useQuery({ ...productsQuery, ...readAfreshWhenOpened })
}
