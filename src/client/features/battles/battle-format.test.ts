import { describe, expect, test } from 'vitest'
import type { Participant } from '#shared/contracts/battles'
import { battleProgress, battleSlots } from './battle-format'

describe('battle progress (product.md 9)', () => {
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

describe('battle slots (product.md 2.4)', () => {
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
