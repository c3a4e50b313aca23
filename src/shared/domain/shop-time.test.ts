import { describe, expect, test } from 'vitest'
import { daysBetween, formatInShopTime, formatShopDay, shopClockAsUtc, shopDate, shopDayStart } from './shop-time'

const at = (iso: string) => new Date(iso)

describe('every format reads the Amsterdam clock, whatever the device says', () => {
  // A winter moment (CET, UTC+1), a summer one (CEST, UTC+2), and 23:30 UTC on 2 March, which is
  // already 3 March in Amsterdam.
  const winter = at('2025-01-15T12:03:00.000Z')
  const summer = at('2025-06-15T12:03:00.000Z')
  const nearMidnight = at('2026-03-02T23:30:00.000Z')

  test.each([
    ['time', '13:03', '14:03', '00:30'],
    ['date', '15 januari 2025', '15 juni 2025', '3 maart 2026'],
    ['dateAndTime', '15 januari 2025 om 13:03', '15 juni 2025 om 14:03', '3 maart 2026 om 00:30'],
    ['moment', '15 jan 2025, 13:03', '15 jun 2025, 14:03', '3 mrt 2026, 00:30'],
    ['mediumDate', '15 jan 2025', '15 jun 2025', '3 mrt 2026'],
    ['numeric', '15-01-2025, 13:03', '15-06-2025, 14:03', '03-03-2026, 00:30'],
    ['numericWithoutYear', '15-01, 13:03', '15-06, 14:03', '03-03, 00:30'],
    ['dayAndMonth', '15 januari', '15 juni', '3 maart'],
    ['weekdayAndTime', 'woensdag 15 januari om 13:03', 'zondag 15 juni om 14:03', 'dinsdag 3 maart om 00:30'],
  ] as const)('%s: winter %s, summer %s, just after midnight %s', (format, winterText, summerText, nearMidnightText) => {
    expect(formatInShopTime(winter, format)).toBe(winterText)
    expect(formatInShopTime(summer, format)).toBe(summerText)
    expect(formatInShopTime(nearMidnight, format)).toBe(nearMidnightText)
    // The API's ISO strings read the same as the instants they name.
    expect(formatInShopTime(summer.toISOString(), format)).toBe(summerText)
  })

  test.each([
    ['moment', '2025-03-01T12:00:00.000Z', '1 mrt 2025, 13:00'],
    ['moment', '2025-07-01T12:00:00.000Z', '1 jul 2025, 14:00'],
    ['date', '2026-07-15T22:30:00Z', '16 juli 2026'],
    // The leaderboard's reset after the spring change: Monday 00:00 is 22:00 UTC on Sunday.
    ['weekdayAndTime', '2025-03-30T22:00:00Z', 'maandag 31 maart om 00:00'],
  ] as const)('%s of %s reads %s', (format, iso, text) => {
    expect(formatInShopTime(iso, format)).toBe(text)
  })

  test('the day the clocks go forward: 01:59 and then 03:00', () => {
    expect(formatInShopTime('2025-03-30T00:59:00Z', 'time')).toBe('01:59')
    expect(formatInShopTime('2025-03-30T01:00:00Z', 'time')).toBe('03:00')
  })

  test('an unreadable moment is shown as it came, not as "Invalid Date"', () => {
    expect(formatInShopTime('gisteren', 'moment')).toBe('gisteren')
    expect(formatInShopTime('gisteren', 'date')).toBe('gisteren')
    expect(formatInShopTime('gisteren', 'numeric')).toBe('gisteren')
  })
})

describe('calendar days in Amsterdam', () => {
  test('shopDate names the day an Amsterdam clock shows', () => {
    expect(shopDate(at('2025-03-30T21:59:00Z'))).toBe('2025-03-30')
    expect(shopDate(at('2025-03-30T22:00:00Z'))).toBe('2025-03-31')
    expect(shopDate(at('2026-03-02T23:30:00Z'))).toBe('2026-03-03')
  })

  test('shopDayStart is 00:00 that day, in winter and in summer, and counts on across a change', () => {
    expect(shopDayStart('2025-01-13')).toEqual(at('2025-01-12T23:00:00Z'))
    expect(shopDayStart('2025-07-14')).toEqual(at('2025-07-13T22:00:00Z'))
    expect(shopDayStart('2025-03-30', 1)).toEqual(at('2025-03-30T22:00:00Z'))
  })

  test('shopDayStart refuses what is not a day', () => {
    for (const text of ['', '2025-02-30', '13-01-2025', '2025-1-3', 'morgen']) expect(shopDayStart(text)).toBeUndefined()
  })

  test('daysBetween counts calendar days, across a month, a year and a daylight-saving change', () => {
    expect(daysBetween('2026-07-16', '2026-07-16')).toBe(0)
    expect(daysBetween('2026-07-16', '2026-07-23')).toBe(7)
    expect(daysBetween('2026-07-16', '2026-07-15')).toBe(-1)
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1)
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2)
  })

  test('a day reads in Dutch', () => {
    expect(formatShopDay('2026-07-01')).toBe('1 juli 2026')
    expect(formatShopDay('2026-12-31')).toBe('31 december 2026')
  })
})

test("shopClockAsUtc writes Amsterdam's clock as if it were UTC, to the second", () => {
  expect(shopClockAsUtc(at('2025-01-15T12:03:04.567Z')).toISOString()).toBe('2025-01-15T13:03:04.000Z')
  expect(shopClockAsUtc(at('2025-06-15T12:03:04Z')).toISOString()).toBe('2025-06-15T14:03:04.000Z')
  expect(shopClockAsUtc(at('2026-03-02T23:30:00Z')).toISOString()).toBe('2026-03-03T00:30:00.000Z')
})
