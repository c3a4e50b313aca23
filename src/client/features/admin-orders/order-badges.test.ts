import { describe, expect, test } from 'vitest'
import { orderBadges } from './order-badges'

const texts = (order: Parameters<typeof orderBadges>[0]) => orderBadges(order).map((badge) => badge.text)

describe('the badges of an order in the list (product.md 2.11, decision 052)', () => {
  test('say what happened to an order no longer in the queue, and nothing for one in it', () => {
    expect(texts({ status: 'pending', chargedBack: false })).toEqual([])
    expect(texts({ status: 'completed', chargedBack: false })).toEqual(['Afgerond'])
    expect(texts({ status: 'failed', chargedBack: false })).toEqual(['Betaling niet voltooid'])
    expect(texts({ status: 'cancelled', chargedBack: false })).toEqual(['Geannuleerd'])
  })

  test('an order the chargeback failed reads as charged back, not as a payment that did not go through', () => {
    expect(texts({ status: 'failed', chargedBack: true })).toEqual(['Teruggeboekt door de bank'])
  })

  test('an opened or cancelled order of a charged-back payment says both', () => {
    expect(texts({ status: 'completed', chargedBack: true })).toEqual(['Afgerond', 'Teruggeboekt door de bank'])
    expect(texts({ status: 'cancelled', chargedBack: true })).toEqual(['Geannuleerd', 'Teruggeboekt door de bank'])
  })

  test('a chargeback is shown as a danger, as a failed payment is', () => {
    expect(orderBadges({ status: 'failed', chargedBack: true })[0]?.variant).toBe('danger')
  })
})
