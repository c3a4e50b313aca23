import { describe, expect, test } from 'vitest'
import type { Participant } from '#shared/contracts/battles'
import { battleProgress, battleSectionPath, battleSlots, canBuySpots, freeSpotsText, spotPriceText, spotRetry, spotsLeftText } from './battle-format'

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
    paidVia: 'tikkie',
    reserved: false,
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

describe('buying a spot in the shop (decision 023)', () => {
  const battle = { shopPayments: true, isActive: true, isCompleted: false }

  test('only in an active battle that takes shop payments', () => {
    expect(canBuySpots(battle)).toBe(true)
    expect(canBuySpots({ ...battle, shopPayments: false })).toBe(false)
    expect(canBuySpots({ ...battle, isActive: false })).toBe(false)
    expect(canBuySpots({ ...battle, isCompleted: true })).toBe(false)
  })

  test('the price of the spot as product.md 9 shows it, in the one form of every price (decision 043)', () => {
    expect(spotPriceText(4, '12.50')).toBe('Plek 4 voor €\u00a012,50')
    expect(spotPriceText(1, '15.00')).toBe('Plek 1 voor €\u00a015,-')
    expect(spotPriceText(10, '7.5')).toBe('Plek 10 voor €\u00a07,50')
  })

  test('the spots still free after a refusal', () => {
    expect(freeSpotsText([1, 3, 5])).toBe('Nog vrij: plek 1, 3 en 5.')
    expect(freeSpotsText([1, 3])).toBe('Nog vrij: plek 1 en 3.')
    expect(freeSpotsText([7])).toBe('Nog vrij: plek 7.')
    expect(freeSpotsText([])).toBe('Er is geen plek meer vrij.')
  })
})

describe('the way to the battle from the top of home and the phone menu (decision 043)', () => {
  test('says how many spots are still free, or that none are', () => {
    expect(spotsLeftText({ maxSpots: 10, spotsAvailable: 3 })).toBe('Nog 3 plekken vrij')
    expect(spotsLeftText({ maxSpots: 10, spotsAvailable: 1 })).toBe('Nog 1 plek vrij')
    expect(spotsLeftText({ maxSpots: 8, spotsAvailable: 0 })).toBe('Alle plekken bezet')
    expect(spotsLeftText({ maxSpots: 8, spotsAvailable: -2 })).toBe('Alle plekken bezet')
  })

  test('leads to the battle’s section of home', () => {
    expect(battleSectionPath).toBe('/#pack-battle')
  })
})

describe('after a spot’s payment did not go through (decision 054)', () => {
  const taker: Participant = { id: 9, battleId: 5, name: 'snelle', spotNumber: 2, isPaid: false, paidVia: 'shop', reserved: true }
  const battle = { id: 5, maxSpots: 4, participants: [] as Participant[], shopPayments: true, isActive: true, isCompleted: false }

  test('the spot is offered again while it is free in the same battle', () => {
    expect(spotRetry({ battleId: 5, spotNumber: 2 }, battle)).toBe('offer')
  })

  test('a spot taken meanwhile, or not known: choose another in the same battle', () => {
    expect(spotRetry({ battleId: 5, spotNumber: 2 }, { ...battle, participants: [taker] })).toBe('taken')
    expect(spotRetry({ battleId: 5, spotNumber: 6 }, battle)).toBe('taken')
    expect(spotRetry({ battleId: 5 }, battle)).toBe('taken')
  })

  test('another battle, none, or one that takes no spots in the shop now: closed', () => {
    expect(spotRetry({ battleId: 4, spotNumber: 2 }, battle)).toBe('closed')
    expect(spotRetry({}, battle)).toBe('closed')
    expect(spotRetry({ battleId: 5, spotNumber: 2 }, null)).toBe('closed')
    expect(spotRetry({ battleId: 5, spotNumber: 2 }, { ...battle, isActive: false })).toBe('closed')
  })
})
