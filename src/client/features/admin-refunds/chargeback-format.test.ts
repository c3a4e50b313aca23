import { describe, expect, test } from 'vitest'
import { chargebackReasonText, chargedBackOnText, reversedOnText } from './chargeback-format'

describe("a chargeback under 'Terugboekingen' (decision 052)", () => {
  test("the bank's reason as the provider passed it on, or that it gave none", () => {
    expect(chargebackReasonText('AC04: Rekening opgeheven')).toBe('Reden van de bank: AC04: Rekening opgeheven')
    expect(chargebackReasonText(null)).toBe('Geen reden opgegeven')
    expect(chargebackReasonText('  ')).toBe('Geen reden opgegeven')
  })

  test('when the bank took it back, in shop time', () => {
    expect(chargedBackOnText({ chargedBackAt: '2025-03-03T09:00:00.000Z' })).toBe('Teruggeboekt op 3 mrt 2025, 10:00')
  })

  test('when the bank gave it back, only once it did', () => {
    expect(reversedOnText({ reversedAt: '2025-03-09T09:00:00.000Z' })).toBe('Teruggedraaid op 9 mrt 2025, 10:00')
    expect(reversedOnText({ reversedAt: null })).toBeUndefined()
  })
})
