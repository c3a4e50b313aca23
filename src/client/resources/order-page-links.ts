/**
 * The buyer's keys to their order pages, kept in this tab only (decision 021): sessionStorage, so a key
 * never travels in a URL the payment provider stores, and it is gone when the tab closes.
 *
 * A key is kept under what it was handed over for, so a return page links only the payment it shows:
 * the checkout's payment id (for /payment/success), a shipping request's id (for /verzending/{id},
 * decision 022), or the order page itself once it was opened in this tab (for the list on /verzending).
 * Payment and request ids are random UUIDs, so they share one namespace.
 */
const KEY_PREFIX = 'order-page-link:'
const VISITED = 'visited:'

export function rememberOrderPageLink(handoverId: string, token: string): void {
  try {
    sessionStorage.setItem(KEY_PREFIX + handoverId, token)
  } catch {
    // Storage refused (private mode, full): the confirmation e-mail carries the link instead.
  }
}

export function recallOrderPageLink(handoverId: string | null | undefined): string | undefined {
  if (!handoverId) return undefined
  try {
    return sessionStorage.getItem(KEY_PREFIX + handoverId) ?? undefined
  } catch {
    return undefined
  }
}

/** An order page opened in this tab (an e-mail's link, say): /verzending lists it (decision 022). */
export function rememberVisitedOrderPage(token: string): void {
  rememberOrderPageLink(VISITED + token, token)
}

/** Every order-page token this tab holds, each once. */
export function knownOrderPageLinks(): string[] {
  try {
    const tokens = new Set<string>()
    for (let index = 0; index < sessionStorage.length; index++) {
      const key = sessionStorage.key(index)
      if (!key?.startsWith(KEY_PREFIX)) continue
      const token = sessionStorage.getItem(key)
      if (token) tokens.add(token)
    }
    return [...tokens]
  } catch {
    return []
  }
}
