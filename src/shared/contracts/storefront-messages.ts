/**
 * The server's texts that the storefront's first download shows itself, in a file of their own:
 * messages.ts is one object, and all of it (some 16 KB) would come along with any one of its texts.
 */

export const INVALID_TIKTOK_USERNAME = 'Een TikTok gebruikersnaam heeft 2 tot 24 letters, cijfers, punten of underscores'

/**
 * 409 when a checkout would take a buyer (one e-mail address) past the product's 'Max per koper':
 * names the limit and what the buyer already bought, so they know what they can still order. (Their own
 * unpaid checkout is released by the new one, so what they have is what they paid for.)
 */
export function overBuyerLimit(productName: string, maxPerBuyer: number, alreadyHeld: number): string {
  const limit = `Je kunt maximaal ${maxPerBuyer} van ${productName} per koper kopen`
  if (alreadyHeld <= 0) return `${limit}.`
  const left = maxPerBuyer - alreadyHeld
  return left > 0
    ? `${limit}. Je hebt er al ${alreadyHeld} gekocht, dus je kunt er nog ${left} bestellen.`
    : `${limit}. Je hebt er al ${alreadyHeld} gekocht.`
}
