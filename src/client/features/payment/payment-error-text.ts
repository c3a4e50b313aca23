import type { Purchase } from './payment-success-text'

/**
 * What /payment/error says under 'Betaling mislukt' (product.md 2.8): the cart's products are still
 * in the cart; a Pack Battle spot is not the buyer's and is free again, so the way back is the spot,
 * not the cart (decision 054).
 */
export function paymentErrorText(purchase: Purchase, spotNumber?: number): string {
  if (purchase === 'cart') {
    return 'Je betaling is niet voltooid. De producten staan nog in je winkelwagen, dus je kunt het zo opnieuw proberen.'
  }
  if (spotNumber === undefined) {
    return 'Je betaling is niet voltooid, dus de plek is niet van jou en weer vrij voor anderen. Kies opnieuw een plek in de Pack Battle.'
  }
  return `Je betaling is niet voltooid, dus plek ${spotNumber} is niet van jou en weer vrij voor anderen. Je kunt hem opnieuw kiezen zolang hij nog vrij is.`
}
