import { describe, expect, test } from 'vitest'
import { countryName, formatOrderTime, pointsLabel, shippingMethodLabel } from './order-format'

describe('order time', () => {
  test('is shown in Amsterdam time, summer and winter', () => {
    expect(formatOrderTime('2025-06-15T12:03:00.000Z')).toBe('15-06-2025, 14:03')
    expect(formatOrderTime('2025-01-15T12:03:00.000Z')).toBe('15-01-2025, 13:03')
  })

  test('an unreadable date is shown as sent rather than as "Invalid Date"', () => {
    expect(formatOrderTime('gisteren')).toBe('gisteren')
  })
})

describe('shipping', () => {
  test('methods use the checkout’s labels', () => {
    expect(shippingMethodLabel('live')).toBe('Live opening')
    expect(shippingMethodLabel('postnl')).toBe('PostNL met track & trace')
    expect(shippingMethodLabel('koerier')).toBe('koerier')
  })

  test('countries are spelled out', () => {
    expect(countryName('nederland')).toBe('Nederland')
    expect(countryName('belgie')).toBe('België')
    expect(countryName('duitsland')).toBe('duitsland')
  })
})

test('points read naturally for one and for many', () => {
  expect(pointsLabel(1)).toBe('1 punt')
  expect(pointsLabel(0)).toBe('0 punten')
  expect(pointsLabel(149)).toBe('149 punten')
})
