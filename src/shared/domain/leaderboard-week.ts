/**
 * The leaderboard week (decision 009): Monday 00:00 to the next Monday 00:00 in the shop's time zone,
 * Europe/Amsterdam, whatever the time zone of the server or the browser. Computed with Intl, so
 * the daylight-saving changes (a week of 167 hours in March, 169 in October) come out right.
 */
export const SHOP_TIME_ZONE = 'Europe/Amsterdam'

// Made on first use: the storefront's first download carries this module, and a formatter with a
// time zone costs a throttled phone tens of milliseconds (decision 014).
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

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number }

/** The date and time a clock in Amsterdam shows at this instant. */
function wallClock(instant: number): WallClock {
  const parts: Record<string, number> = {}
  for (const part of wallClockFormatter().formatToParts(new Date(instant))) {
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

/** How far Amsterdam's clock is ahead of UTC at this instant (one or two hours). */
function offsetMs(instant: number): number {
  const wall = wallClock(instant)
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/**
 * The instant of 00:00 in Amsterdam on a calendar day (month 1–12; days past the month's end roll
 * over, as Date.UTC does). Midnight is never inside a daylight-saving jump, which happen at 02:00.
 */
function midnightInShopTime(year: number, month: number, day: number): Date {
  const asUtc = Date.UTC(year, month - 1, day)
  const guess = asUtc - offsetMs(asUtc)
  return new Date(asUtc - offsetMs(guess))
}

/** Monday 00:00 in Amsterdam of the week this instant is in (an instant at Monday 00:00 starts its week). */
export function weekStart(now: Date): Date {
  const wall = wallClock(now.getTime())
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay()
  const daysSinceMonday = (weekday + 6) % 7
  return midnightInShopTime(wall.year, wall.month, wall.day - daysSinceMonday)
}

/** The next Monday 00:00 in Amsterdam after this instant: when the week's points start again at zero. */
export function nextWeekReset(now: Date): Date {
  const start = wallClock(weekStart(now).getTime())
  return midnightInShopTime(start.year, start.month, start.day + 7)
}

/** The calendar day in Amsterdam at this instant, as 'YYYY-MM-DD' (for date fields). */
export function shopDate(instant: Date): string {
  const wall = wallClock(instant.getTime())
  return [wall.year, wall.month, wall.day].map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0')).join('-')
}

/** 00:00 in Amsterdam on a 'YYYY-MM-DD' day, plus `addDays`; undefined when it is not a date. */
export function shopDayStart(date: string, addDays = 0): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return undefined
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const check = new Date(Date.UTC(year, month - 1, day))
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined
  return midnightInShopTime(year, month, day + addDays)
}
