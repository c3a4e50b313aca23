import { expect, test } from 'vitest'
import { normaliseOrderNumber, orderNumberOf } from './order-number'

test("an order number is the payment id's first 8 characters in capitals", () => {
  expect(orderNumberOf('3f2a9c1b-0d4e-4c3a-9b1f-2a6d8e0c7b55')).toBe('3F2A9C1B')
})

test('a typed order number is read without case, spaces or dashes; anything else is no number', () => {
  expect(normaliseOrderNumber(' 3f2a 9c1b ')).toBe('3F2A9C1B')
  expect(normaliseOrderNumber('3F2A-9C1B')).toBe('3F2A9C1B')
  expect(normaliseOrderNumber('#3F2A9C1B')).toBe('3F2A9C1B')
  expect(normaliseOrderNumber(' # ff3f8380 ')).toBe('FF3F8380')
  for (const typed of ['', '3F2A9C1', '3F2A9C1BB', '3G2A9C1B', '3f2a9c1b-0d4e', '#', '##3F2A9C1']) expect(normaliseOrderNumber(typed)).toBeUndefined()
})
