import { describe, expect, test } from 'vitest'
import { MAX_LINE_QUANTITY } from '#shared/contracts/checkout'
import {
  isAboveLineLimit,
  clampQuantity,
  isCompleteQuantity,
  isRejectedQuantityKey,
  MAX_CART_LINE_QUANTITY,
  parseQuantityInput,
} from './cart-quantity'

describe('cart quantity', () => {
  test('the cart allows as many per line as the server accepts', () => {
    expect(MAX_CART_LINE_QUANTITY).toBe(MAX_LINE_QUANTITY)
  })

  test('clamps between 1 and 24 and drops fractions', () => {
    expect(clampQuantity(0)).toBe(1)
    expect(clampQuantity(-5)).toBe(1)
    expect(clampQuantity(7)).toBe(7)
    expect(clampQuantity(25)).toBe(24)
    expect(clampQuantity(3.9)).toBe(3)
    expect(clampQuantity(Number.NaN)).toBe(1)
    expect(clampQuantity(Number.POSITIVE_INFINITY)).toBe(1)
  })

  test('typed digits become the quantity, capped at 24', () => {
    expect(parseQuantityInput('3')).toBe(3)
    expect(parseQuantityInput(' 12 ')).toBe(12)
    expect(parseQuantityInput('99')).toBe(24)
  })

  test('invalid input becomes 1, an exponent included', () => {
    for (const text of ['', 'e', '2e1', '1e3', 'abc', '1.5', '-3', '0', '+4']) {
      expect(parseQuantityInput(text), text).toBe(1)
    }
  })

  test('only a whole number from 1 to 24 is complete while typing', () => {
    expect(isCompleteQuantity('1')).toBe(true)
    expect(isCompleteQuantity('24')).toBe(true)
    expect(isCompleteQuantity('')).toBe(false)
    expect(isCompleteQuantity('0')).toBe(false)
    expect(isCompleteQuantity('25')).toBe(false)
    expect(isCompleteQuantity('2e1')).toBe(false)
  })

  test('the field refuses the letter e, signs and decimal marks', () => {
    for (const key of ['e', 'E', '+', '-', '.', ',']) expect(isRejectedQuantityKey(key), key).toBe(true)
    for (const key of ['1', '0', 'Backspace', 'ArrowUp', 'Tab']) expect(isRejectedQuantityKey(key), key).toBe(false)
  })
})

test('a whole number above 24 is above the line limit, so the field says why it shows 24; anything else is not', () => {
  for (const text of ['25', '99', ' 100 ', '099']) expect(isAboveLineLimit(text)).toBe(true)
  for (const text of ['', '1', '24', '024', '2e1', '-99', '9.9', 'abc']) expect(isAboveLineLimit(text)).toBe(false)
})
