import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { orderPageSchema } from '#shared/contracts/order-page'
import { apiFetch } from '#client/lib/api-client'
import { useInvalidateOnEvents, useRealtimeChannel } from '#client/lib/use-realtime'

export const orderPageQuery = (token: string) =>
  queryOptions({
    queryKey: ['order-page', token],
    queryFn: () => apiFetch(`/api/order-page/${encodeURIComponent(token)}`, { schema: orderPageSchema }),
  })

/**
 * GET /api/order-page/{token}, followed live (decision 021): the queue's public events carry no
 * personal data, and every one of them may move this buyer's place, so the page asks its own answer
 * again on each. While the payment is open, a failed or expired payment is heard as its stock coming back.
 * An order the seller cancels is heard the same way (its order_update, decision 028), and with it the
 * money it owes back; a refund's later progress is published on the admin channel only, so the page
 * shows it when it is next asked (a reload, or the next order event). The withdrawal function asks it
 * only for a link (decision 039); the payment success page asks it for the place in the queue or the
 * spot a payment got (decision 043). The stream going live or offline changes what the place says
 * ('Jij bent nu aan de beurt' only while it is live), so the 'live' channel asks it again too.
 */
export function useOrderPage(token: string, options: { enabled?: boolean } = {}) {
  const query = orderPageQuery(token)
  const queryClient = useQueryClient()
  const result = useQuery({ ...query, enabled: options.enabled ?? true })
  useInvalidateOnEvents('orders', ['order_update', 'orders_reset'], query.queryKey)
  useInvalidateOnEvents('live', ['live_status_updated'], query.queryKey)
  const waitingForPayment = result.data?.paymentStatus === 'open'
  useRealtimeChannel('stock', (message) => {
    if (waitingForPayment && message.type === 'stock_update') void queryClient.invalidateQueries({ queryKey: query.queryKey })
  })
  // A Pack Battle spot's payment settles with its battle's update, not an order update (decision 023).
  useRealtimeChannel('battles', (message) => {
    if (waitingForPayment && message.type === 'battle_updated') void queryClient.invalidateQueries({ queryKey: query.queryKey })
  })
  return result
}
