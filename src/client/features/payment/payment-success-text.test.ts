import { describe, expect, test } from 'vitest'
import { paymentStateOf, paymentSuccessText } from './payment-success-text'

describe('the payment success page says what is true of the payment (decision 043)', () => {
  test('a confirmed cart payment is in, and the order is in the queue; the title stays product.md 2.8’s', () => {
    const { title, text } = paymentSuccessText('cart', 'paid')
    expect(title).toBe('Bestelling ontvangen!')
    expect(text).toContain('Je betaling is binnen')
    expect(text).not.toContain('wordt verwerkt')
  })

  test('while the provider is still confirming, the payment is being processed (product.md 12.4)', () => {
    expect(paymentSuccessText('cart', 'open').text).toContain('Je betaling wordt verwerkt')
    expect(paymentSuccessText('spot', 'open').text).toContain('Je betaling wordt verwerkt')
  })

  test('a spot has a title of its own, never the cart’s', () => {
    for (const state of ['checking', 'unknown', 'open', 'paid', 'failed'] as const) {
      expect(paymentSuccessText('spot', state).title).not.toBe('Bestelling ontvangen!')
    }
    expect(paymentSuccessText('spot', 'paid')).toEqual({
      title: 'Je plek is betaald!',
      text: 'Bedankt! Je betaling is binnen: je naam staat op je plek in de Pack Battle.',
    })
    expect(paymentSuccessText('spot', 'open').title).toBe('Je plek is gereserveerd')
  })

  test('a payment that did not go through is said so, not received', () => {
    expect(paymentSuccessText('cart', 'failed').title).toBe('Betaling niet gelukt')
    expect(paymentSuccessText('spot', 'failed').text).toContain('weer vrij')
  })

  test('the state of a status as read', () => {
    expect(paymentStateOf(undefined, true)).toBe('checking')
    expect(paymentStateOf(undefined, false)).toBe('unknown')
    expect(paymentStateOf('open', false)).toBe('open')
    expect(paymentStateOf('paid', false)).toBe('paid')
    for (const status of ['failed', 'canceled', 'expired'] as const) expect(paymentStateOf(status, false)).toBe('failed')
  })
})
