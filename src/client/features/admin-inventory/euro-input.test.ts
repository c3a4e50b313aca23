import { describe, expect, test } from 'vitest'
import { formatEuroInput, parseEuroInput } from './euro-input'

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
})
