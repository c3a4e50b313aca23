import { expect, test } from 'vitest'
import { paymentErrorText } from './payment-error-text'

test('a failed checkout: the products are still in the cart (product.md 2.8)', () => {
  expect(paymentErrorText('cart')).toContain('De producten staan nog in je winkelwagen')
})

test('a failed spot payment speaks of the spot, never of the cart (decision 054)', () => {
  const text = paymentErrorText('spot', 2)
  expect(text).toContain('plek 2 is niet van jou')
  expect(text).not.toMatch(/winkelwagen|producten/)
  expect(paymentErrorText('spot')).toContain('Kies opnieuw een plek in de Pack Battle')
  expect(paymentErrorText('spot')).not.toMatch(/winkelwagen/)
})
