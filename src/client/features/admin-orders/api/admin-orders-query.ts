import { queryOptions } from '@tanstack/react-query'
import { adminOrderListSchema } from '#shared/contracts/admin-orders'
import { apiFetch } from '#client/lib/api-client'

/** Every order the admin sees: the one read behind the orders page and the live console. */
export const adminOrdersQuery = queryOptions({
  queryKey: ['admin', 'orders'],
  queryFn: () => apiFetch('/api/orders', { schema: adminOrderListSchema }),
})
