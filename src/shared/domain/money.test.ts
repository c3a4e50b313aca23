import { describe, expect, test } from 'vitest'
import {
  centsToDecimalEuros,
  centsToEuroNumber,
  formatDecimalEurosShort,
  formatEuro,
  formatEuroInput,
  normalizeDecimalEuros,
  parseEuroInput,
  parseEuroToCents,
} from './money'

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

describe('parsing a typed price to cents', () => {
  test('accepts a comma or a dot as the decimal mark', () => {
    expect(parseEuroInput('14,99')).toBe(1499)
    expect(parseEuroInput('14.99')).toBe(1499)
    expect(parseEuroInput('0,5')).toBe(50)
    expect(parseEuroInput('15')).toBe(1500)
  })

  test('ignores the euro sign and spaces', () => {
    expect(parseEuroInput('€ 14,99')).toBe(1499)
    expect(parseEuroInput(' €7 ')).toBe(700)
    expect(parseEuroInput('€\u00a014,99')).toBe(1499)
  })

  test('drops thousands separators when both marks are used', () => {
    expect(parseEuroInput('1.234,50')).toBe(123_450)
    expect(parseEuroInput('1,234.50')).toBe(123_450)
  })

  test('is undefined for anything that is not an amount', () => {
    expect(parseEuroInput('')).toBeUndefined()
    expect(parseEuroInput('abc')).toBeUndefined()
    expect(parseEuroInput('-5')).toBeUndefined()
    expect(parseEuroInput('1,999')).toBeUndefined()
    expect(parseEuroInput('1e3')).toBeUndefined()
  })
})

describe('showing cents in an edit field', () => {
  test('writes euros with a comma and two decimals', () => {
    expect(formatEuroInput(1499)).toBe('14,99')
    expect(formatEuroInput(5)).toBe('0,05')
    expect(formatEuroInput(0)).toBe('0,00')
    expect(formatEuroInput(123_450)).toBe('1234,50')
  })

  test('round-trips through parsing', () => {
    for (const cents of [0, 1, 99, 100, 1499, 999_999]) expect(parseEuroInput(formatEuroInput(cents))).toBe(cents)
  })

  test('the stored price is shown with a comma, and reads back the same', () => {
    expect(formatEuroInput(parseEuroToCents('15.00') ?? -1)).toBe('15,00')
    expect(normalizeDecimalEuros(formatEuroInput(parseEuroToCents('12.50') ?? -1))).toBe('12.50')
  })
})

describe('normalizeDecimalEuros (product.md 5: the Pack Battle price per spot)', () => {
  test.each([
    ['15,00', '15.00'],
    ['15.5', '15.50'],
    ['15', '15.00'],
    [' 7,25 ', '7.25'],
  ])('%j becomes the two-decimal string %j, a comma read as the decimal separator', (input, expected) => {
    expect(normalizeDecimalEuros(input)).toBe(expected)
  })

  test("a third decimal is rounded half up: '12,345' becomes '12.35'", () => {
    expect(normalizeDecimalEuros('12,345')).toBe('12.35')
    // From the digits, not through a float (1.005 * 100 is 100.49999…).
    expect(normalizeDecimalEuros('1,005')).toBe('1.01')
    expect(normalizeDecimalEuros('12,344')).toBe('12.34')
  })

  test.each(['abc', '', '   ', '-3', '15,00 euro'])("%j is not a valid price and becomes '0.00'", (input) => {
    expect(normalizeDecimalEuros(input)).toBe('0.00')
  })

  test("a price that does not fit numeric(10,2) becomes '0.00' rather than failing in the database", () => {
    expect(normalizeDecimalEuros('99999999,99')).toBe('99999999.99')
    expect(normalizeDecimalEuros('100000000')).toBe('0.00')
  })
})

describe('spot price (product.md 9), in the one form of every price (decision 043)', () => {
  test.each([
    ['15.00', '€ 15,-'],
    ['15', '€ 15,-'],
    ['0.00', '€ 0,-'],
    ['1250.00', '€ 1.250,-'],
  ])('whole euros %s show as %s', (price, shown) => {
    expect(nbsp(formatDecimalEurosShort(price))).toBe(shown)
  })

  test.each([
    ['12.50', '€ 12,50'],
    ['12.5', '€ 12,50'],
    ['7.05', '€ 7,05'],
    ['0.99', '€ 0,99'],
    ['1250.5', '€ 1.250,50'],
  ])('other amounts %s show two decimals with a comma: %s', (price, shown) => {
    expect(nbsp(formatDecimalEurosShort(price))).toBe(shown)
  })

  test('a price with cents is written exactly as formatEuro writes the same cents', () => {
    for (const [price, cents] of [['12.50', 1250], ['0.99', 99], ['1234.56', 123_456]] as const) {
      expect(formatDecimalEurosShort(price)).toBe(formatEuro(cents))
    }
  })

  test('the sign and the amount are held together by a no-break space, as in formatEuro, so a line never ends at the sign', () => {
    expect(formatDecimalEurosShort('15.00')).toBe('€\u00a015,-')
    expect(formatDecimalEurosShort('12.50')).toMatch(/^€\u00a0/)
    expect(formatEuro(549)).toMatch(/^€\u00a0/)
  })

  test('an unreadable price is shown as sent rather than throwing', () => {
    expect(nbsp(formatDecimalEurosShort('gratis'))).toBe('€ gratis')
  })
})

describe('centsToEuroNumber', () => {
  test('gives a spreadsheet cell the euros as a number', () => {
    expect(centsToEuroNumber(1499)).toBe(14.99)
    expect(centsToEuroNumber(0)).toBe(0)
  })
})
