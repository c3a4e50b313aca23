/**
 * Shop time: the shop sells in the Netherlands and Belgium, so every date it shows and every day it
 * counts is Amsterdam's, whatever the time zone of the server or the browser. This file is the one home
 * of the zone and of the formats (lint refuses the zone's name elsewhere). Computed with Intl, so the
 * daylight-saving changes come out right.
 */
export const SHOP_TIME_ZONE = 'Europe/Amsterdam'

// Made on first use: the storefront's first download carries this module, and a formatter with a time
// zone costs a throttled phone tens of milliseconds (decisions 012 and 014).
let wallClockFormat: Intl.DateTimeFormat | undefined
const wallClockFormatter = () =>
  (wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }))

/** A date and time as a clock shows it, month 1–12. */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number }

/** The date and time a clock in Amsterdam shows at this instant. */
export function shopWallClock(instant: Date): WallClock {
  const parts: Record<string, number> = {}
  for (const part of wallClockFormatter().formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  }
}

/**
 * Amsterdam's clock at this instant written as if it were UTC, to the second: for a file that has no
 * time zones, such as a spreadsheet, whose cell shows the clock time it holds.
 */
export function shopClockAsUtc(instant: Date): Date {
  const wall = shopWallClock(instant)
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second))
}

/** How far Amsterdam's clock is ahead of UTC at this instant (one or two hours). */
function offsetMs(instant: number): number {
  return shopClockAsUtc(new Date(instant)).getTime() - Math.floor(instant / 1000) * 1000
}

/**
 * The instant of 00:00 in Amsterdam on a calendar day (month 1–12; days past the month's end roll
 * over, as Date.UTC does). Midnight is never inside a daylight-saving jump, which happen at 02:00.
 */
export function shopMidnight(year: number, month: number, day: number): Date {
  const asUtc = Date.UTC(year, month - 1, day)
  const guess = asUtc - offsetMs(asUtc)
  return new Date(asUtc - offsetMs(guess))
}

/** The calendar day in Amsterdam at this instant, as 'YYYY-MM-DD' (for date fields). */
export function shopDate(instant: Date): string {
  const wall = shopWallClock(instant)
  return [wall.year, wall.month, wall.day].map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0')).join('-')
}

/** 00:00 in Amsterdam on a 'YYYY-MM-DD' day, plus `addDays`; undefined when it is not a date. */
export function shopDayStart(date: string, addDays = 0): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return undefined
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const check = new Date(Date.UTC(year, month - 1, day))
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined
  return shopMidnight(year, month, day + addDays)
}

/** A 'YYYY-MM-DD' day as a count of days, so two days subtract to the calendar days between them. */
function dayNumber(day: string): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number)
  return Date.UTC(year, month - 1, date) / 86_400_000
}

/** Calendar days from one 'YYYY-MM-DD' day to another: 0 on the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from)
}

const months = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
]

/**
 * A 'YYYY-MM-DD' day as the buyer reads it: '16 juli 2026'. Written out, not with Intl: the order page
 * shows it, and a formatter is not free on a phone (decision 012).
 */
export function formatShopDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return `${date} ${months[(month ?? 1) - 1]} ${year}`
}

/** Each way the shop writes an instant, in Dutch and in Amsterdam time, with how it reads. */
const intlFormats = {
  /** '14:05' */
  time: { hour: '2-digit', minute: '2-digit' },
  /** '28 nov 2026, 00:55': the back office's lists. */
  moment: { dateStyle: 'medium', timeStyle: 'short' },
  /** '16 jul 2026' */
  mediumDate: { dateStyle: 'medium' },
  /** '15-06-2025, 14:03': the orders table. */
  numeric: { dateStyle: 'short', timeStyle: 'short' },
  /** '15-06, 14:03': the compact order card (decision 041). */
  numericWithoutYear: { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' },
  /** '24 maart' */
  dayAndMonth: { day: 'numeric', month: 'long' },
  /** 'maandag 31 maart om 00:00' */
  weekdayAndTime: { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

/** How an instant can be written: the formats above, and two written from the day and the time. */
export type ShopTimeFormat =
  | keyof typeof intlFormats
  /** '16 juli 2026' */
  | 'date'
  /** '25 november 2026 om 14:05': e-mails and the withdrawal's acknowledgement (decision 039). */
  | 'dateAndTime'

// Each made on first use, as the wall clock's.
const formatters = new Map<keyof typeof intlFormats, Intl.DateTimeFormat>()
function intlFormat(instant: Date, format: keyof typeof intlFormats): string {
  let formatter = formatters.get(format)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('nl-NL', { timeZone: SHOP_TIME_ZONE, ...intlFormats[format] })
    formatters.set(format, formatter)
  }
  return formatter.format(instant)
}

/**
 * An instant (a Date, or an ISO string as the API sends it) as the shop writes it, in Amsterdam time
 * whatever the device's zone. An unreadable one is shown as it came rather than as 'Invalid Date'.
 */
export function formatInShopTime(moment: Date | string, format: ShopTimeFormat): string {
  const instant = typeof moment === 'string' ? new Date(moment) : moment
  if (Number.isNaN(instant.getTime())) return String(moment)
  if (format === 'date') return formatShopDay(shopDate(instant))
  if (format === 'dateAndTime') return `${formatShopDay(shopDate(instant))} om ${intlFormat(instant, 'time')}`
  return intlFormat(instant, format)
}
