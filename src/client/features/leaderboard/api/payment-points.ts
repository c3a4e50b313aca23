import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PaymentPoints } from '#shared/contracts/leaderboard'
import { apiFetch } from '#client/lib/api-client'

const paymentPointsQuery = (paymentId: string) =>
  queryOptions({
    queryKey: ['leaderboard', 'payment', paymentId],
    queryFn: () => apiFetch<PaymentPoints>(`/api/payments/${encodeURIComponent(paymentId)}/points`),
  })

/** What a checkout earned, for the payment success page; asks only with a payment id. */
export function usePaymentPoints(paymentId: string | null) {
  return useQuery({ ...paymentPointsQuery(paymentId ?? ''), enabled: Boolean(paymentId) })
}
