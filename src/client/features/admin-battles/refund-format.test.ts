import { describe, expect, test } from 'vitest'
import { shopRemovalWarning } from './refund-format'

// The refunds themselves moved to features/admin-refunds (decision 028), with their tests.
describe('removing a participant who paid in the shop (decision 023)', () => {
  test('names the amount to pay back, as the battle prices it (product.md 9)', () => {
    expect(shopRemovalWarning('12.50')).toBe(
      'Deze deelnemer betaalde €\u00a012,50 in de winkel. Verwijderen betekent dat je dit bedrag terugbetaalt.',
    )
    expect(shopRemovalWarning('15.00')).toContain('betaalde €\u00a015,- in de winkel')
  })
})
