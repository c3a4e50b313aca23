import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DemoPayment } from '#shared/contracts/checkout'
import { apiFetch } from '#client/lib/api-client'
import { messages } from '#client/lib/messages'

export type DemoOutcome = Exclude<DemoPayment['status'], 'open'>

/**
 * Where a demo payment's endpoints are: every payment, whatever it pays for (a checkout, product.md 12,
 * or a shipping fee, decision 029), lives under /api/payments/{id}.
 */
export function paymentApiBase(paymentId: string): string {
  return `/api/payments/${encodeURIComponent(paymentId)}`
}

/**
 * The server's return route: it looks the status up and redirects to the payment's result page, which
 * depends on what the payment is for (/payment/success or /payment/error for a checkout, /verzending/{id}
 * for a shipping fee). A server route, so the browser loads it rather than the client's router.
 */
export function paymentReturnUrl(paymentId: string): string {
  return `${paymentApiBase(paymentId)}/return`
}

export const demoPaymentQuery = (paymentId: string) =>
  queryOptions({
    queryKey: ['demo-payment', paymentId],
    queryFn: () => apiFetch<DemoPayment>(`${paymentApiBase(paymentId)}/demo`),
  })

/** GET /api/payments/{id}/demo: what the demo payment is for; a 404 means there is no such payment. */
export function useDemoPayment(paymentId: string) {
  return useQuery(demoPaymentQuery(paymentId))
}

/** POST /api/payments/{id}/demo: report the outcome, then follow redirectUrl, the server's return route. */
export function useReportDemoOutcome(paymentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (outcome: DemoOutcome) =>
      apiFetch<{ redirectUrl: string }>(`${paymentApiBase(paymentId)}/demo`, { method: 'POST', body: { outcome } }),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
    meta: { errorToast: (error) => ({ title: messages.somethingWentWrong, description: error.message }) },
    // The payment may have been settled meanwhile (another tab, expiry): show what it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: demoPaymentQuery(paymentId).queryKey }),
  })
}
