import { describe, expect, test } from 'vitest'
import { battleFormSchema, updateBattleSchema } from '#shared/contracts/admin-battles'
import type { Battle } from '#shared/contracts/battles'
import { battleEditPatch, battleFormValues, newBattleValues } from './battle-form-values'

const battle: Battle = {
  id: 4,
  title: 'Vrijdag battle',
  description: 'Tien packs, één winnaar',
  imageUrl: 'https://example.com/pack.png',
  productName: 'Surging Sparks booster',
  pricePerSpot: '12.50',
  maxSpots: 6,
  spotsAvailable: 4,
  tikkieUrl: 'https://tikkie.me/pay/abc',
  shopPayments: true,
  format: 'own_packs',
  isActive: true,
  isCompleted: false,
  winnerId: null,
  updatedAt: '2025-03-01T12:00:00.000Z',
  participants: [],
  winner: null,
}

describe('newBattleValues', () => {
  test('10 spots, inactive, shop payments on, everyone keeping their own pack, and not yet valid', () => {
    expect(newBattleValues.maxSpots).toBe(10)
    expect(newBattleValues.isActive).toBe(false)
    expect(newBattleValues.shopPayments).toBe(true)
    expect(newBattleValues.format).toBe('own_packs')
    const result = battleFormSchema.safeParse(newBattleValues)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Titel is verplicht')
  })
})

describe('battleFormValues', () => {
  test('prefills an edit with the price as typed, and validates back to the same battle', () => {
    const values = battleFormValues(battle)
    expect(values.pricePerSpot).toBe('12,50')
    const parsed = battleFormSchema.parse(values)
    expect(parsed).toMatchObject({ pricePerSpot: '12.50', maxSpots: 6, isActive: true, title: 'Vrijdag battle', format: 'own_packs' })
    expect(battleFormSchema.parse(battleFormValues({ ...battle, format: 'winner_takes_all' })).format).toBe('winner_takes_all')
  })
})

describe('battleEditPatch', () => {
  test('only the fields the admin changed: not whether the battle is active, which another screen may have changed', () => {
    const values = battleFormSchema.parse({ ...battleFormValues(battle), title: 'Zaterdag battle', maxSpots: '8' })
    expect(battleEditPatch(values, { title: true, maxSpots: true, isActive: false })).toEqual({
      title: 'Zaterdag battle',
      maxSpots: 8,
    })
  })

  test('a patch without isActive leaves it out on the server too, so the battle keeps running', () => {
    const values = battleFormSchema.parse({ ...battleFormValues(battle), title: 'Nieuw' })
    const patch = battleEditPatch(values, { title: true })
    expect(updateBattleSchema.parse(patch)).not.toHaveProperty('isActive')
  })

  test('starting or stopping in the form goes in the patch', () => {
    const values = battleFormSchema.parse({ ...battleFormValues(battle), isActive: false })
    expect(battleEditPatch(values, { isActive: true })).toEqual({ isActive: false })
  })

  test('turning shop payments off goes in the patch (decision 023)', () => {
    const values = battleFormSchema.parse({ ...battleFormValues(battle), shopPayments: false })
    expect(battleEditPatch(values, { shopPayments: true })).toEqual({ shopPayments: false })
  })

  test('an edit starts from whether the battle takes shop payments', () => {
    expect(battleFormValues({ ...battle, shopPayments: false }).shopPayments).toBe(false)
  })

  test('nothing changed: no patch', () => {
    expect(battleEditPatch(battleFormSchema.parse(battleFormValues(battle)), {})).toBeUndefined()
  })
})
