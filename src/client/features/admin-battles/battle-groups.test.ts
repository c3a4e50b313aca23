import { describe, expect, test } from 'vitest'
import type { Battle } from '#shared/contracts/battles'
import { groupBattles, recentWinners } from './battle-groups'
import { participant } from './participant-fixture'

function battle(id: number, overrides: Partial<Battle> = {}): Battle {
  return {
    id,
    title: `Battle ${id}`,
    description: 'Een battle',
    imageUrl: 'https://example.com/pack.png',
    productName: 'Booster',
    pricePerSpot: '15.00',
    maxSpots: 10,
    spotsAvailable: 10,
    tikkieUrl: 'https://tikkie.me/pay/1',
    shopPayments: true,
    format: 'own_packs',
    isActive: false,
    isCompleted: false,
    winnerId: null,
    updatedAt: '2025-01-01T10:00:00.000Z',
    participants: [],
    winner: null,
    ...overrides,
  }
}

const ids = (battles: readonly Battle[]) => battles.map((b) => b.id)

describe('groupBattles', () => {
  test('the active battle comes first, then the inactive ones newest first', () => {
    const groups = groupBattles([battle(1), battle(3), battle(2, { isActive: true }), battle(4)])
    expect(ids(groups.open)).toEqual([2, 4, 3, 1])
  })

  test('completed battles are listed apart, most recently completed first', () => {
    const groups = groupBattles([
      battle(1, { isCompleted: true, updatedAt: '2025-01-02T10:00:00.000Z' }),
      battle(2, { isCompleted: true, updatedAt: '2025-01-03T10:00:00.000Z' }),
      battle(3, { isActive: true }),
    ])
    expect(ids(groups.open)).toEqual([3])
    expect(ids(groups.completed)).toEqual([2, 1])
  })

  test('a completed battle still flagged active is completed, not open', () => {
    const groups = groupBattles([battle(1, { isActive: true, isCompleted: true })])
    expect(groups.open).toEqual([])
    expect(ids(groups.completed)).toEqual([1])
  })

  test('completed at the same moment: the newer battle first', () => {
    const groups = groupBattles([battle(1, { isCompleted: true }), battle(2, { isCompleted: true })])
    expect(ids(groups.completed)).toEqual([2, 1])
  })

  test('no battles: two empty lists', () => {
    expect(groupBattles([])).toEqual({ open: [], completed: [] })
  })
})

describe('recentWinners', () => {
  test('only completed battles with a winner, most recent first', () => {
    const winner = participant(7, 3, true)
    const winners = recentWinners([
      battle(1, { isCompleted: true, winnerId: 7, winner, updatedAt: '2025-01-01T10:00:00.000Z' }),
      battle(2, { isCompleted: true }),
      battle(3, { isCompleted: true, winnerId: 7, winner, updatedAt: '2025-02-01T10:00:00.000Z' }),
      battle(4, { isActive: true }),
    ])
    expect(ids(winners)).toEqual([3, 1])
    expect(winners[0]?.winner.name).toBe('speler7')
  })
})
