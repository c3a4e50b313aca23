import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PaymentPoints } from '#shared/contracts/leaderboard'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import { apiFetch } from '#client/lib/api-client'
import { useRealtimeChannel } from '#client/lib/use-realtime'

const paymentPointsQuery = (paymentId: string) =>
  queryOptions({
    queryKey: ['leaderboard', 'payment', paymentId],
    queryFn: () => apiFetch<PaymentPoints>(`/api/payments/${encodeURIComponent(paymentId)}/points`),
  })

const settlingEvents: readonly string[] = ['order_update', 'battle_updated', 'stock_update'] satisfies RealtimeEvent['type'][]

/**
 * What a checkout earned, for the payment success page; asks only with a payment id. While the
 * payment is open it asks again when the payment may have settled: a cart's paid orders come as
 * order updates, a spot's as its battle's update, a payment that did not go through as its stock
 * coming back (decision 043). These events carry no payment id, so any of them may be this one's.
 */
export function usePaymentPoints(paymentId: string | null) {
  const query = paymentPointsQuery(paymentId ?? '')
  const queryClient = useQueryClient()
  const result = useQuery({ ...query, enabled: Boolean(paymentId) })
  const open = result.data?.status === 'open'
  const settledBy = (message: { type: string }) => {
    if (open && settlingEvents.includes(message.type)) void queryClient.invalidateQueries({ queryKey: query.queryKey })
  }
  useRealtimeChannel('orders', settledBy)
  useRealtimeChannel('battles', settledBy)
  useRealtimeChannel('stock', settledBy)
  return result
}
