import { describe, expect, test } from 'vitest'
import { normalizeSpotPrice } from './battle-price'

describe('normalizeSpotPrice (SPEC 5: the Pack Battle price per spot)', () => {
  test.each([
    ['15,00', '15.00'],
    ['15.5', '15.50'],
    ['15', '15.00'],
    [' 7,25 ', '7.25'],
  ])('%j becomes the two-decimal string %j, a comma read as the decimal separator', (input, expected) => {
    expect(normalizeSpotPrice(input)).toBe(expected)
  })

  test("a third decimal is rounded half up: '12,345' becomes '12.35'", () => {
    expect(normalizeSpotPrice('12,345')).toBe('12.35')
    // From the digits, not through a float (1.005 * 100 is 100.49999…).
    expect(normalizeSpotPrice('1,005')).toBe('1.01')
    expect(normalizeSpotPrice('12,344')).toBe('12.34')
  })

  test.each(['abc', '', '   ', '-3', '15,00 euro'])("%j is not a valid price and becomes '0.00'", (input) => {
    expect(normalizeSpotPrice(input)).toBe('0.00')
  })

  test("a price that does not fit numeric(10,2) becomes '0.00' rather than failing in the database", () => {
    expect(normalizeSpotPrice('99999999,99')).toBe('99999999.99')
    expect(normalizeSpotPrice('100000000')).toBe('0.00')
  })
})
