import type { PaymentStatus } from '#shared/domain/order-status'

/** What the buyer paid for: the cart, or a Pack Battle spot (decision 023). */
export type Purchase = 'cart' | 'spot'

/**
 * The payment as the success page knows it (decision 043): still being read, not known (no payment
 * named, or it could not be read), open (the provider is still confirming), paid, or not gone through.
 */
export type PaymentState = 'checking' | 'unknown' | 'open' | 'paid' | 'failed'

/** The state of a payment status as read (the order page's or the points' answer); undefined while it is read. */
export function paymentStateOf(status: PaymentStatus | undefined, reading: boolean): PaymentState {
  if (status === undefined) return reading ? 'checking' : 'unknown'
  if (status === 'open' || status === 'paid') return status
  return 'failed'
}

const processing = {
  cart: 'Bedankt voor je bestelling. Je betaling wordt verwerkt; zodra die bevestigd is, komt je bestelling in de wachtrij en openen we je packs live.',
  spot: 'Bedankt! Je betaling wordt verwerkt; zodra die bevestigd is, staat je naam op je plek in de Pack Battle.',
}

const texts: Record<Purchase, Record<PaymentState, { title: string; text: string }>> = {
  cart: {
    checking: { title: 'Bestelling ontvangen!', text: 'We kijken of je betaling binnen is...' },
    unknown: { title: 'Bestelling ontvangen!', text: processing.cart },
    open: { title: 'Bestelling ontvangen!', text: processing.cart },
    paid: {
      title: 'Bestelling ontvangen!',
      text: 'Bedankt voor je bestelling. Je betaling is binnen: je bestelling staat in de wachtrij en we openen je packs live.',
    },
    failed: {
      title: 'Betaling niet gelukt',
      text: 'Deze betaling is niet gelukt, dus je bestelling staat niet in de wachtrij. Je kunt het opnieuw proberen.',
    },
  },
  spot: {
    checking: { title: 'Je plek is gereserveerd', text: 'We kijken of je betaling binnen is...' },
    unknown: { title: 'Je plek is gereserveerd', text: processing.spot },
    open: { title: 'Je plek is gereserveerd', text: processing.spot },
    paid: { title: 'Je plek is betaald!', text: 'Bedankt! Je betaling is binnen: je naam staat op je plek in de Pack Battle.' },
    failed: {
      title: 'Betaling niet gelukt',
      text: 'Deze betaling is niet gelukt, dus de plek is niet van jou en weer vrij voor anderen. Je kunt het opnieuw proberen.',
    },
  },
}

/**
 * The success page's title and sentence (product.md 2.8, decision 043): 'Bestelling ontvangen!' for a
 * cart, a spot's own title for a spot, and a sentence that says what is true now: the payment is being
 * processed while the provider confirms it, and is in once it is.
 */
export function paymentSuccessText(purchase: Purchase, state: PaymentState): { title: string; text: string } {
  return texts[purchase][state]
}
