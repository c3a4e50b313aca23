/**
 * The payments this tab started for a Pack Battle spot (decision 023), so the page the provider sends
 * the buyer back to speaks of the spot, not of packs in the queue, and leaves the cart alone: the cart
 * was not what was paid. Each is kept with the battle and the spot it was for, so a payment that did
 * not go through leads back to that spot (decision 054). sessionStorage, as the order-page keys
 * (decision 021).
 */
const KEY_PREFIX = 'battle-spot-payment:'

/** What a spot's payment was for; empty for one remembered before the spot was kept with it. */
export type SpotPayment = { battleId?: number; spotNumber?: number }

export function rememberSpotPayment(paymentId: string, spot: { battleId: number; spotNumber: number }): void {
  try {
    sessionStorage.setItem(KEY_PREFIX + paymentId, JSON.stringify(spot))
  } catch {
    // Storage refused: the page then reads as after a checkout, which is still true of the payment.
  }
}

/** The spot this tab paid for with `paymentId`, or undefined when that payment was not a spot's. */
export function findSpotPayment(paymentId: string | null | undefined): SpotPayment | undefined {
  if (!paymentId) return undefined
  let stored: string | null
  try {
    stored = sessionStorage.getItem(KEY_PREFIX + paymentId)
  } catch {
    return undefined
  }
  if (stored === null) return undefined
  return sanitizeSpotPayment(stored)
}

export function isSpotPayment(paymentId: string | null | undefined): boolean {
  return findSpotPayment(paymentId) !== undefined
}

/** Stored data is input like any other: whole positive numbers only, anything else left out. */
function sanitizeSpotPayment(stored: string): SpotPayment {
  let raw: unknown
  try {
    raw = JSON.parse(stored)
  } catch {
    return {}
  }
  const { battleId, spotNumber } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  const whole = (value: unknown) => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : undefined)
  const spot: SpotPayment = {}
  const battle = whole(battleId)
  const number = whole(spotNumber)
  if (battle !== undefined) spot.battleId = battle
  if (number !== undefined) spot.spotNumber = number
  return spot
}
