import { describe, expect, test } from 'vitest'
import { normalizeSpotPrice } from '../../../shared/domain/battle-price'
import { formatSpotPrice } from '../../../shared/domain/battle-price'
import { spotPriceInput } from './spot-price'

describe('formatSpotPrice', () => {
  test('whole euros as €N,-', () => {
    expect(formatSpotPrice('15.00')).toBe('€15,-')
  })

  test('otherwise two decimals with a comma', () => {
    expect(formatSpotPrice('12.50')).toBe('€12,50')
    expect(formatSpotPrice('0.99')).toBe('€0,99')
  })

  test('thousands get a dot', () => {
    expect(formatSpotPrice('1250.00')).toBe('€1.250,-')
  })
})

describe('spotPriceInput', () => {
  test('the stored price is shown with a comma, and reads back the same', () => {
    expect(spotPriceInput('15.00')).toBe('15,00')
    expect(normalizeSpotPrice(spotPriceInput('12.50'))).toBe('12.50')
  })
})
