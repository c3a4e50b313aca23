import { describe, expect, test } from 'vitest'
import { normalisePostalCode } from './postal-code'

describe('a postal code as typed becomes the one way the label shows it', () => {
  test.each([
    ['1234 ab', '1234 AB'],
    ['1234ab', '1234 AB'],
    ['  1234   Ab ', '1234 AB'],
    ['1234-AB', '1234 AB'],
    ['NL-1234 AB', '1234 AB'],
    ['1234 AB', '1234 AB'],
  ])('nederland: %j → %j', (typed, shown) => {
    expect(normalisePostalCode(typed, 'nederland')).toBe(shown)
  })

  test.each([
    ['1000', '1000'],
    [' 1000 ', '1000'],
    ['1 000', '1000'],
    ['B-1000', '1000'],
    ['be 9000', '9000'],
  ])('belgie: %j → %j', (typed, shown) => {
    expect(normalisePostalCode(typed, 'belgie')).toBe(shown)
  })

  test("a code that is not the country's kind is kept, in capitals with single spaces", () => {
    expect(normalisePostalCode('1000', 'nederland')).toBe('1000')
    expect(normalisePostalCode('1234 ab', 'belgie')).toBe('1234 AB')
    expect(normalisePostalCode('0123 ab', 'nederland')).toBe('0123 AB')
    expect(normalisePostalCode('sw1a  1aa', 'nederland')).toBe('SW1A 1AA')
  })
})
