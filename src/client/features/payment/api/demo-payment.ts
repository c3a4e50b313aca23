import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DemoPayment } from '#shared/contracts/checkout'
import { apiFetch } from '#client/lib/api-client'
import { messages } from '#client/lib/messages'

export type DemoOutcome = Exclude<DemoPayment['status'], 'open'>

export const demoPaymentQuery = (paymentId: string) =>
  queryOptions({
    queryKey: ['payments', 'demo', paymentId],
    queryFn: () => apiFetch<DemoPayment>(`/api/payments/${encodeURIComponent(paymentId)}/demo`),
  })

/** GET /api/payments/{id}/demo: what the demo payment is for; a 404 means there is no such payment. */
export function useDemoPayment(paymentId: string) {
  return useQuery(demoPaymentQuery(paymentId))
}

/**
 * POST /api/payments/{id}/demo: report the outcome, then follow redirectUrl through the server's
 * return route to /payment/success or /payment/error (product.md 12).
 */
export function useReportDemoOutcome(paymentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (outcome: DemoOutcome) =>
      apiFetch<{ redirectUrl: string }>(`/api/payments/${encodeURIComponent(paymentId)}/demo`, {
        method: 'POST',
        body: { outcome },
      }),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
    meta: { errorToast: (error) => ({ title: messages.somethingWentWrong, description: error.message }) },
    // The payment may have been settled meanwhile (another tab, expiry): show what it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: demoPaymentQuery(paymentId).queryKey }),
  })
}
