import { describe, expect, test } from 'vitest'
import type { Participant } from '../../../shared/contracts/battles'
import { formatSpotPrice } from '../../../shared/domain/battle-price'
import { battleProgress, battleSlots } from './battle-format'

describe('spot price (SPEC 9)', () => {
  test.each([
    ['15.00', '€15,-'],
    ['15', '€15,-'],
    ['0.00', '€0,-'],
    ['1250.00', '€1.250,-'],
  ])('whole euros %s show as %s', (price, shown) => {
    expect(formatSpotPrice(price)).toBe(shown)
  })

  test.each([
    ['12.50', '€12,50'],
    ['12.5', '€12,50'],
    ['7.05', '€7,05'],
    ['0.99', '€0,99'],
  ])('other amounts %s show two decimals with a comma: %s', (price, shown) => {
    expect(formatSpotPrice(price)).toBe(shown)
  })

  test('an unreadable price is shown as sent rather than throwing', () => {
    expect(formatSpotPrice('gratis')).toBe('€gratis')
  })
})

describe('battle progress (SPEC 9)', () => {
  test('is the share of spots taken', () => {
    expect(battleProgress(10, 7)).toBeCloseTo(0.3)
    expect(battleProgress(10, 10)).toBe(0)
    expect(battleProgress(10, 0)).toBe(1)
    expect(battleProgress(4, 1)).toBe(0.75)
  })

  test('stays within 0..1 and never divides by zero', () => {
    expect(battleProgress(0, 0)).toBe(0)
    expect(battleProgress(10, 12)).toBe(0)
    expect(battleProgress(10, -2)).toBe(1)
  })
})

describe('battle slots (SPEC 2.4)', () => {
  const participant = (spotNumber: number, name: string, isPaid = false): Participant => ({
    id: spotNumber * 100,
    battleId: 1,
    name,
    spotNumber,
    isPaid,
  })

  test('lists spots 1 to maxSpots, each with the participant holding it', () => {
    const slots = battleSlots(4, [participant(3, 'anna', true), participant(1, 'bram')])
    expect(slots.map((slot) => [slot.spotNumber, slot.participant?.name])).toEqual([
      [1, 'bram'],
      [2, undefined],
      [3, 'anna'],
      [4, undefined],
    ])
  })

  test('ignores spots beyond maxSpots', () => {
    expect(battleSlots(2, [participant(5, 'cees')]).every((slot) => !slot.participant)).toBe(true)
  })
})
