import { describe, expect, test } from 'vitest'
import { centsToDecimalEuros, formatEuro, parseEuroToCents } from './money'

// Intl puts a no-break space between the sign and the amount.
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ')

describe('formatEuro', () => {
  test('shows cents as Dutch euros with a comma', () => {
    expect(nbsp(formatEuro(1499))).toBe('€ 14,99')
    expect(nbsp(formatEuro(0))).toBe('€ 0,00')
    expect(nbsp(formatEuro(5))).toBe('€ 0,05')
  })

  test('groups thousands with a dot', () => {
    expect(nbsp(formatEuro(123_456_78))).toBe('€ 123.456,78')
  })

  test('writes every amount exactly as Intl does for nl-NL', () => {
    const intl = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 100_001, 12_345_678_90, -1, -1499, -100_000]
    for (let cents = 0; cents < 2_000_000; cents += 7919) amounts.push(cents)
    for (const cents of amounts) expect(formatEuro(cents), String(cents)).toBe(intl.format(cents / 100))
  })
})

describe('centsToDecimalEuros', () => {
  test('writes cents as euros with a dot and two decimals, and parses back to the same cents', () => {
    expect(centsToDecimalEuros(14_995)).toBe('149.95')
    expect(centsToDecimalEuros(500)).toBe('5.00')
    expect(centsToDecimalEuros(5)).toBe('0.05')
    expect(centsToDecimalEuros(0)).toBe('0.00')
    expect(centsToDecimalEuros(100_000_00)).toBe('100000.00')
    for (let cents = 0; cents < 200_000; cents += 997) expect(parseEuroToCents(centsToDecimalEuros(cents))).toBe(cents)
  })
})

describe('parseEuroToCents', () => {
  test('accepts a comma or a dot as the decimal separator', () => {
    expect(parseEuroToCents('14,99')).toBe(1499)
    expect(parseEuroToCents('14.99')).toBe(1499)
    expect(parseEuroToCents(' 15 ')).toBe(1500)
    expect(parseEuroToCents('0,5')).toBe(50)
  })

  test('never rounds through a float', () => {
    expect(parseEuroToCents('0,29')).toBe(29)
    expect(parseEuroToCents('1,15')).toBe(115)
  })

  test('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1,999', '-5', '1e3', '12,', '1.000,00']) {
      expect(parseEuroToCents(text), text).toBeUndefined()
    }
  })
})
