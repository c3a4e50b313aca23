/**
 * Whether an order line is a Pack Battle spot (decision 023), told by the name the server gives every
 * spot's line (battleSpotProductName in contracts/messages.ts: 'Pack Battle "Zondag", plek 4'). The
 * buyer's answers (the order page, the demo payment page) carry the line's name, not how it was
 * bought; a spot holds no cards, so it has no shipping to show (decision 043).
 */
export function isSpotOrderName(productName: string): boolean {
  return /^Pack Battle ".*", plek \d+$/s.test(productName)
}
