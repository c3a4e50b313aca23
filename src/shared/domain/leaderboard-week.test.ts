import { describe, expect, test } from 'vitest'
import { nextWeekReset, weekStart } from './leaderboard-week'

const at = (iso: string) => new Date(iso)
const HOUR_MS = 60 * 60 * 1000

describe('the leaderboard week runs from Monday 00:00 to Monday 00:00 in Amsterdam', () => {
  test('in winter (CET, UTC+1) Monday 00:00 is Sunday 23:00 UTC', () => {
    const wednesday = at('2025-01-15T12:00:00Z')
    expect(weekStart(wednesday)).toEqual(at('2025-01-12T23:00:00Z'))
    expect(nextWeekReset(wednesday)).toEqual(at('2025-01-19T23:00:00Z'))
  })

  test('in summer (CEST, UTC+2) Monday 00:00 is Sunday 22:00 UTC', () => {
    const friday = at('2025-07-18T09:30:00Z')
    expect(weekStart(friday)).toEqual(at('2025-07-13T22:00:00Z'))
    expect(nextWeekReset(friday)).toEqual(at('2025-07-20T22:00:00Z'))
  })

  test('Sunday 23:59 in Amsterdam is still the old week; Monday 00:00 starts the new one', () => {
    const sundayLate = at('2025-01-19T22:59:59Z')
    const mondayMidnight = at('2025-01-19T23:00:00Z')
    expect(nextWeekReset(sundayLate)).toEqual(mondayMidnight)
    expect(weekStart(mondayMidnight)).toEqual(mondayMidnight)
    expect(nextWeekReset(mondayMidnight)).toEqual(at('2025-01-26T23:00:00Z'))
  })

  test('a Sunday evening in UTC that is already Monday in Amsterdam belongs to the new week', () => {
    // 23:30 UTC on Sunday is 00:30 on Monday in Amsterdam (winter).
    expect(weekStart(at('2025-01-19T23:30:00Z'))).toEqual(at('2025-01-19T23:00:00Z'))
  })

  test('the week with the spring change (last Sunday of March, 02:00 -> 03:00) lasts 167 hours', () => {
    const saturday = at('2025-03-29T12:00:00Z')
    const start = weekStart(saturday)
    const end = nextWeekReset(saturday)
    expect(start).toEqual(at('2025-03-23T23:00:00Z'))
    expect(end).toEqual(at('2025-03-30T22:00:00Z'))
    expect((end.getTime() - start.getTime()) / HOUR_MS).toBe(167)
    // Sunday after the change, 23:30 in Amsterdam (CEST), is still that week.
    expect(nextWeekReset(at('2025-03-30T21:30:00Z'))).toEqual(end)
  })

  test('the week with the autumn change (last Sunday of October, 03:00 -> 02:00) lasts 169 hours', () => {
    const sunday = at('2025-10-26T01:30:00Z')
    const start = weekStart(sunday)
    const end = nextWeekReset(sunday)
    expect(start).toEqual(at('2025-10-19T22:00:00Z'))
    expect(end).toEqual(at('2025-10-26T23:00:00Z'))
    expect((end.getTime() - start.getTime()) / HOUR_MS).toBe(169)
    // The hour that happens twice (02:00–03:00) lies inside the week, both times.
    expect(nextWeekReset(at('2025-10-26T00:30:00Z'))).toEqual(end)
    expect(nextWeekReset(at('2025-10-26T01:30:00Z'))).toEqual(end)
  })

  test('the week after a change starts at the new offset', () => {
    expect(nextWeekReset(at('2025-04-02T10:00:00Z'))).toEqual(at('2025-04-06T22:00:00Z'))
    expect(nextWeekReset(at('2025-10-29T10:00:00Z'))).toEqual(at('2025-11-02T23:00:00Z'))
  })

  test('a week across the turn of the year', () => {
    const newYear = at('2025-12-31T23:30:00Z') // 00:30 on Thursday 1 January 2026 in Amsterdam
    expect(weekStart(newYear)).toEqual(at('2025-12-28T23:00:00Z'))
    expect(nextWeekReset(newYear)).toEqual(at('2026-01-04T23:00:00Z'))
  })
})
