import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DemoPayment } from '#shared/contracts/checkout'
import { apiFetch } from '#client/lib/api-client'
import { messages } from '#client/lib/messages'

export type DemoOutcome = Exclude<DemoPayment['status'], 'open'>

/**
 * What a demo payment pays for, and so where its endpoints are: a checkout (product.md 12) or a
 * shipping request for held cards (decision 022). Both answer the same `DemoPayment` at
 * `{apiBase}/demo` and take the outcome there.
 */
export type DemoPaymentTarget = {
  /** '/api/payments/{id}' or '/api/shipping-requests/{id}'. */
  apiBase: string
  /** Where a payment that already has its outcome links to. */
  resultPath: (outcome: DemoOutcome) => string
  /** What a buyer with a link to a payment that does not exist can do. */
  notFoundHint: string
  /** The lines' caption for screen readers. */
  caption: string
  /** A checkout's shipping is a row of its own; a shipping request's one line is the shipping. */
  shippingRow: boolean
}

/** A checkout's demo payment, /payment/demo/{paymentId}. */
export function checkoutDemoPayment(paymentId: string): DemoPaymentTarget {
  return {
    apiBase: `/api/payments/${encodeURIComponent(paymentId)}`,
    resultPath: (outcome) => (outcome === 'paid' ? '/payment/success' : '/payment/error'),
    notFoundHint: 'Controleer de link of bestel opnieuw vanuit je winkelwagen.',
    caption: 'Bestelde producten',
    shippingRow: true,
  }
}

/** A shipping request's demo payment, /verzending/demo/{id}; its result page is /verzending/{id}. */
export function shippingDemoPayment(shipmentId: string): DemoPaymentTarget {
  return {
    apiBase: `/api/shipping-requests/${encodeURIComponent(shipmentId)}`,
    resultPath: () => `/verzending/${encodeURIComponent(shipmentId)}`,
    notFoundHint: 'Controleer de link of vraag de verzending opnieuw aan op de pagina van je bestelling.',
    caption: 'Verzending',
    shippingRow: false,
  }
}

export const demoPaymentQuery = (apiBase: string) =>
  queryOptions({
    queryKey: ['demo-payment', apiBase],
    queryFn: () => apiFetch<DemoPayment>(`${apiBase}/demo`),
  })

/** GET {apiBase}/demo: what the demo payment is for; a 404 means there is no such payment. */
export function useDemoPayment(apiBase: string) {
  return useQuery(demoPaymentQuery(apiBase))
}

/**
 * POST {apiBase}/demo: report the outcome, then follow redirectUrl through the server's return route
 * to the result page (product.md 12: /payment/success or /payment/error; decision 022: /verzending/{id}).
 */
export function useReportDemoOutcome(apiBase: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (outcome: DemoOutcome) =>
      apiFetch<{ redirectUrl: string }>(`${apiBase}/demo`, { method: 'POST', body: { outcome } }),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
    meta: { errorToast: (error) => ({ title: messages.somethingWentWrong, description: error.message }) },
    // The payment may have been settled meanwhile (another tab, expiry): show what it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: demoPaymentQuery(apiBase).queryKey }),
  })
}
