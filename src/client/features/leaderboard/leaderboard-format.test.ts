import { describe, expect, test } from 'vitest'
import { countdownClock, countdownTo, countdownWords, periodText, pointsText } from './leaderboard-format'

describe('pointsText', () => {
  test.each([
    [0, '0 punten'],
    [1, '1 punt'],
    [258, '258 punten'],
    [12_345, '12.345 punten'],
  ])('%i is %j', (points, text) => expect(pointsText(points)).toBe(text))
})

describe('the countdown to the reset', () => {
  const now = new Date('2025-03-27T10:00:00Z')
  const later = (seconds: number) => new Date(now.getTime() + seconds * 1000)

  test('days, hours, minutes and seconds', () => {
    const left = countdownTo(later(3 * 86_400 + 4 * 3_600 + 12 * 60 + 9), now)
    expect(left).toEqual({ days: 3, hours: 4, minutes: 12, seconds: 9 })
    expect(countdownClock(left)).toBe('3d 04:12:09')
    expect(countdownWords(left)).toBe('3 dagen, 4 uur en 12 minuten')
  })

  test('on the last day the clock has no days, and the words say one of each', () => {
    const left = countdownTo(later(3_600 + 60 + 1), now)
    expect(countdownClock(left)).toBe('01:01:01')
    expect(countdownWords(left)).toBe('1 uur en 1 minuut')
    expect(countdownWords(countdownTo(later(86_400 + 30), now))).toBe('1 dag en 0 minuten')
  })

  test('stops at zero once the moment has passed', () => {
    const left = countdownTo(later(-5), now)
    expect(left).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
    expect(countdownClock(left)).toBe('00:00:00')
    expect(countdownWords(left)).toBe('0 minuten')
  })
})

describe('dates in Amsterdam time', () => {
  test('a prize period ending at Monday 00:00 runs through Sunday', () => {
    expect(periodText('2025-03-23T23:00:00Z', '2025-03-30T22:00:00Z')).toBe('24 maart t/m 30 maart')
  })
})
