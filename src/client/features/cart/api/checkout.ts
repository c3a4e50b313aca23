import { useMutation, type QueryClient } from '@tanstack/react-query'
import type { Product } from '#shared/contracts/products'
import { checkoutSuccessSchema, type CheckoutRequest, type StockShortage } from '#shared/contracts/checkout'
import { ApiError, apiFetch } from '#client/lib/api-client'
import { serverMessage } from '#client/lib/failure-description'
import { isNavigableUrl } from '#client/lib/navigable-url'
import { rememberOrderPageLink } from '#client/resources/order-page-links'
import { productsQuery } from '#client/resources/products'

/** product.md 8: what the buyer reads when the server gave no reason of its own. */
export const CHECKOUT_FAILED_MESSAGE = 'Er is iets misgegaan bij het verwerken van je betaling'

export type CheckoutResult =
  | { ok: true; url: string }
  /** `shortage` when the stock cannot fill a line (409, decision 054): the cart shows it on that line. */
  | { ok: false; message: string; shortage?: StockShortage }

/** The line a 409 names as short of stock, when the answer carries it. */
function refusedShortage(error: unknown): StockShortage | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined
  const shortage = (error.body as { shortage?: unknown } | undefined)?.shortage
  if (typeof shortage !== 'object' || shortage === null) return undefined
  const { productId, available } = shortage as Record<string, unknown>
  if (!Number.isInteger(productId) || !Number.isInteger(available) || (available as number) < 0) return undefined
  return { productId: productId as number, available: available as number }
}

/**
 * product.md 7.2 and 7.3: POST /api/payments. A refusal (400/409/502 with `{success:false, message}`, and
 * for too little stock the line's `shortage`) and a network failure are expected outcomes, so they come
 * back as a result rather than a throw.
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
    const shortage = refusedShortage(error)
    return { ok: false, message: serverMessage(error) ?? CHECKOUT_FAILED_MESSAGE, ...(shortage ? { shortage } : {}) }
  }
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout })
}

/**
 * The server refused a line for stock (decision 054): the live product list takes its figure at once,
 * so the cart shows the line short, and is read again, as the database's own figure is the truth.
 */
export function noteRefusedStock(queryClient: QueryClient, { productId, available }: StockShortage): void {
  queryClient.setQueryData<Product[]>(productsQuery.queryKey, (list) =>
    list?.map((product) => (product.id === productId ? { ...product, stock: available } : product)),
  )
  void queryClient.invalidateQueries({ queryKey: productsQuery.queryKey })
}
