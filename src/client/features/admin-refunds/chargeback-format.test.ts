import { describe, expect, test } from 'vitest'
import { chargebackOrdersText, chargebackPartText, chargebackReasonText, chargedBackOnText, reversedOnText } from './chargeback-format'

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

describe("a chargeback of part of a payment under 'Terugboekingen' (decision 052, amended)", () => {
  test('says what the bank took of the payment, only when it took a part', () => {
    expect(chargebackPartText({ amountCents: 1200, paymentAmountCents: 3500 })).toBe('€ 12,00 van de betaling van € 35,00')
    expect(chargebackPartText({ amountCents: 3500, paymentAmountCents: 3500 })).toBeUndefined()
  })

  test('says what became of the orders: what the bank did not take is owed back, or the orders stayed', () => {
    expect(chargebackOrdersText({ amountCents: 1200, paymentAmountCents: 3500, restCents: 2300, reversedAt: null })).toBe(
      "De bestellingen zijn teruggenomen. De € 23,00 die de bank niet nam, staat bij 'Terug te betalen'.",
    )
    expect(chargebackOrdersText({ amountCents: 500, paymentAmountCents: 3500, restCents: 0, reversedAt: null })).toBeUndefined()
    expect(chargebackOrdersText({ amountCents: 1200, paymentAmountCents: 3500, restCents: 2300, reversedAt: '2025-03-09T09:00:00.000Z' })).toBeUndefined()
  })
})
