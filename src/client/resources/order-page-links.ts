/**
 * The buyer's key to their order page from the checkout answer, kept for /payment/success in this tab
 * only (decision 021): sessionStorage, so it never travels in a URL the payment provider stores, and it
 * is gone when the tab closes. Keyed by payment, so the success page links only the payment it shows.
 */
const KEY_PREFIX = 'order-page-link:'

export function rememberOrderPageLink(paymentId: string, token: string): void {
  try {
    sessionStorage.setItem(KEY_PREFIX + paymentId, token)
  } catch {
    // Storage refused (private mode, full): the confirmation e-mail carries the link instead.
  }
}

export function recallOrderPageLink(paymentId: string | null): string | undefined {
  if (!paymentId) return undefined
  try {
    return sessionStorage.getItem(KEY_PREFIX + paymentId) ?? undefined
  } catch {
    return undefined
  }
}
