import type { CartLine } from './cart-lines'

/**
 * A cart line the stock cannot fill (decision 054): how many are left (0 when sold out), or that the
 * product is gone from the shop. Known from the live product list and from the server's refusal.
 */
export type LineShortage = { available: number; gone: boolean }

/**
 * Each line whose quantity is more than its product's stock, by product id. `stock` is the live
 * stock by product id, undefined while the list is not known; a product missing from a known list was
 * deleted. Only ever a warning: the server decides at checkout.
 */
export function lineShortages(lines: readonly CartLine[], stock: ReadonlyMap<number, number> | undefined): Map<number, LineShortage> {
  const shortages = new Map<number, LineShortage>()
  if (!stock) return shortages
  for (const { product, quantity } of lines) {
    const left = stock.get(product.id)
    if (left === undefined) shortages.set(product.id, { available: 0, gone: true })
    else if (left < quantity) shortages.set(product.id, { available: Math.max(left, 0), gone: false })
  }
  return shortages
}

/** What the line says: what is left, sold out, or no longer for sale. */
export function shortageText(shortage: LineShortage): string {
  if (shortage.gone) return 'Dit product is niet meer te koop.'
  if (shortage.available === 0) return 'Uitverkocht: dit product is niet meer op voorraad.'
  return shortage.available === 1
    ? 'Niet genoeg voorraad: er is nog 1 beschikbaar.'
    : `Niet genoeg voorraad: er zijn nog ${shortage.available} beschikbaar.`
}

/** The fix the line offers: set the quantity to what is left, or take the line out when nothing is. */
export function shortageAction(shortage: LineShortage): { label: string; quantity: number } | { label: string; remove: true } {
  if (shortage.gone || shortage.available === 0) return { label: 'Uit winkelwagen halen', remove: true }
  return { label: `Zet op ${shortage.available}`, quantity: shortage.available }
}

/** Above 'Afrekenen' while any line is short. */
export const SHORTAGE_SUMMARY = 'Niet alles in je winkelwagen is nog op voorraad. Pas de gemarkeerde producten aan.'
