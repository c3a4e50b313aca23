import { describe, expect, test } from 'vitest'
import { rankStandings, weekWinner, type Standing } from './leaderboard-rank'
import { pointsForOrder } from './points'

const standing = (tiktokUsername: string, points: number, reachedAt: string): Standing => ({
  tiktokUsername,
  points,
  reachedAt: new Date(reachedAt),
})

describe('the leaderboard order', () => {
  test('most points first, numbered from 1', () => {
    const ranked = rankStandings([
      standing('anna', 120, '2025-03-25T10:00:00Z'),
      standing('bram', 540, '2025-03-26T10:00:00Z'),
      standing('cor', 300, '2025-03-24T10:00:00Z'),
    ])
    expect(ranked.map((s) => [s.rank, s.tiktokUsername])).toEqual([
      [1, 'bram'],
      [2, 'cor'],
      [3, 'anna'],
    ])
  })

  test('a tie goes to whoever reached that score first', () => {
    const ranked = rankStandings([
      standing('late', 258, '2025-03-27T20:00:00Z'),
      standing('early', 258, '2025-03-25T09:00:00Z'),
    ])
    expect(ranked.map((s) => [s.rank, s.tiktokUsername])).toEqual([
      [1, 'early'],
      [2, 'late'],
    ])
    expect(weekWinner(ranked)?.tiktokUsername).toBe('early')
  })

  test('a tie at the same moment is still decided the same way every time', () => {
    const moment = '2025-03-25T09:00:00Z'
    const once = rankStandings([standing('zoe', 100, moment), standing('abel', 100, moment)])
    const again = rankStandings([standing('abel', 100, moment), standing('zoe', 100, moment)])
    expect(once).toEqual(again)
  })

  test('buyers without points are not ranked, and nobody wins a week without points', () => {
    expect(rankStandings([standing('nul', 0, '2025-03-25T09:00:00Z')])).toEqual([])
    expect(weekWinner([standing('nul', 0, '2025-03-25T09:00:00Z')])).toBeUndefined()
    expect(weekWinner([])).toBeUndefined()
  })
})

describe('points (product.md 9): floor of the order total in euros times ten', () => {
  test.each([
    [549, 54],
    [1_098, 109],
    [14_995, 1_499],
    [1_000, 100],
    [99, 9],
    [9, 0],
  ])('%i cents earn %i points', (totalCents, points) => {
    expect(pointsForOrder(totalCents)).toBe(points)
  })
})
