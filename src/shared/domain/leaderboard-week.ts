import { shopMidnight, shopWallClock } from './shop-time'

/**
 * The leaderboard week (decision 009): Monday 00:00 to the next Monday 00:00 in shop time (shop-time.ts),
 * whatever the time zone of the server or the browser. Counted on Amsterdam's calendar, so the
 * daylight-saving changes (a week of 167 hours in March, 169 in October) come out right.
 */

/** Monday 00:00 in Amsterdam of the week this instant is in (an instant at Monday 00:00 starts its week). */
export function weekStart(now: Date): Date {
  const wall = shopWallClock(now)
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay()
  const daysSinceMonday = (weekday + 6) % 7
  return shopMidnight(wall.year, wall.month, wall.day - daysSinceMonday)
}

/** The next Monday 00:00 in Amsterdam after this instant: when the week's points start again at zero. */
export function nextWeekReset(now: Date): Date {
  const start = shopWallClock(weekStart(now))
  return shopMidnight(start.year, start.month, start.day + 7)
}
