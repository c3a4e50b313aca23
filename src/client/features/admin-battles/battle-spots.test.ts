import { describe, expect, test } from 'vitest'
import { bySpotNumber, freeSpots, pickSpot, spotsTaken, winnerCandidates } from './battle-spots'
import { participant } from './participant-fixture'

describe('freeSpots', () => {
  test('spots nobody holds, lowest first', () => {
    expect(freeSpots(5, [participant(1, 2), participant(2, 4)])).toEqual([1, 3, 5])
  })

  test('a full battle has no free spot', () => {
    expect(freeSpots(2, [participant(1, 1), participant(2, 2)])).toEqual([])
  })

  test('only spots up to maxSpots are offered', () => {
    expect(freeSpots(3, [])).toEqual([1, 2, 3])
    expect(freeSpots(0, [])).toEqual([])
  })
})

describe('spotsTaken', () => {
  test('maxSpots minus spotsAvailable', () => {
    expect(spotsTaken(10, 7)).toBe(3)
  })

  test('never below zero or above maxSpots', () => {
    expect(spotsTaken(10, 12)).toBe(0)
    expect(spotsTaken(4, -2)).toBe(4)
  })
})

describe('bySpotNumber', () => {
  test('sorts by spot without touching the given list', () => {
    const list = [participant(1, 3), participant(2, 1), participant(3, 2)]
    expect(bySpotNumber(list).map((p) => p.spotNumber)).toEqual([1, 2, 3])
    expect(list.map((p) => p.spotNumber)).toEqual([3, 1, 2])
  })
})

describe('winnerCandidates', () => {
  test('only paid participants, sorted by spot number', () => {
    const candidates = winnerCandidates([
      participant(1, 5, true),
      participant(2, 1, false),
      participant(3, 2, true),
      participant(4, 9, true),
    ])
    expect(candidates.map((p) => p.id)).toEqual([3, 1, 4])
  })

  test('nobody paid: nobody to choose', () => {
    expect(winnerCandidates([participant(1, 1)])).toEqual([])
  })
})

describe('pickSpot', () => {
  test('the chosen spot while it is free', () => {
    expect(pickSpot('3', [1, 3, 5])).toBe(3)
    expect(pickSpot(5, [1, 3, 5])).toBe(5)
  })

  test('a spot taken meanwhile falls back to the first free one', () => {
    expect(pickSpot(2, [1, 3])).toBe(1)
    expect(pickSpot(undefined, [4])).toBe(4)
  })

  test('no free spot: nothing to pick', () => {
    expect(pickSpot(1, [])).toBeUndefined()
  })
})
