import { queryOptions, useQuery } from '@tanstack/react-query'
import { categoryListSchema } from '#shared/contracts/products'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import { apiFetch } from '#client/lib/api-client'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'

// Only the back office reads the categories (under 'admin': read afresh when its page opens); the
// products and the collections are resources (src/client/resources) the storefront reads too.
export const categoriesQuery = queryOptions({
  queryKey: ['admin', 'categories'],
  queryFn: () => apiFetch('/api/categories', { schema: categoryListSchema }),
})

/** product.md 7.4: these events refetch the categories. */
const categoryEvents = ['category_added', 'category_deleted'] as const satisfies readonly RealtimeEvent['type'][]

/** The category names in the shop's order (product.md 2.10), kept current by the categories channel. */
export function useCategories() {
  useInvalidateOnEvents('categories', categoryEvents, categoriesQuery.queryKey)
  return useQuery(categoriesQuery)
}
