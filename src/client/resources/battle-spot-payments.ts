/**
 * The payments this tab started for a Pack Battle spot (decision 023), so the page the provider sends
 * the buyer back to speaks of the spot, not of packs in the queue, and leaves the cart alone: the cart
 * was not what was paid. sessionStorage, as the order-page keys (decision 021).
 */
const KEY_PREFIX = 'battle-spot-payment:'

export function rememberSpotPayment(paymentId: string): void {
  try {
    sessionStorage.setItem(KEY_PREFIX + paymentId, '1')
  } catch {
    // Storage refused: the page then reads as after a checkout, which is still true of the payment.
  }
}

export function isSpotPayment(paymentId: string | null | undefined): boolean {
  if (!paymentId) return false
  try {
    return sessionStorage.getItem(KEY_PREFIX + paymentId) !== null
  } catch {
    return false
  }
}
