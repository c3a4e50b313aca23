import { useMutation } from '@tanstack/react-query'
import { checkoutSuccessSchema, type CheckoutRequest } from '#shared/contracts/checkout'
import { ApiError, apiFetch } from '#client/lib/api-client'
import { serverMessage } from '#client/lib/failure-description'
import { isNavigableUrl } from '#client/lib/navigable-url'
import { rememberOrderPageLink } from '#client/resources/order-page-links'

/** product.md 8: what the buyer reads when the server gave no reason of its own. */
export const CHECKOUT_FAILED_MESSAGE = 'Er is iets misgegaan bij het verwerken van je betaling'

export type CheckoutResult = { ok: true; url: string } | { ok: false; message: string }

/**
 * product.md 7.2 and 7.3: POST /api/payments. A refusal (400/409/502 with `{success:false, message}`) and a
 * network failure are expected outcomes, so they come back as a result rather than a throw.
 */
export async function startCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
  try {
    const answer = await apiFetch('/api/payments', { method: 'POST', body: request, schema: checkoutSuccessSchema })
    if (!isNavigableUrl(answer.url)) return { ok: false, message: CHECKOUT_FAILED_MESSAGE }
    // For the link on /payment/success (decision 021).
    rememberOrderPageLink(answer.paymentId, answer.orderPageToken)
    return { ok: true, url: answer.url }
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('Checkout failed', error)
    return { ok: false, message: serverMessage(error) ?? CHECKOUT_FAILED_MESSAGE }
  }
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout })
}
