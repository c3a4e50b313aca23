import { formatInShopTime } from '#shared/domain/shop-time'

/** '1 punt', '258 punten', with Dutch thousands separators. */
export function pointsText(points: number): string {
  return `${points.toLocaleString('nl-NL')} ${points === 1 ? 'punt' : 'punten'}`
}

export type Countdown = { days: number; hours: number; minutes: number; seconds: number }

/** The time left until a moment, in whole days, hours, minutes and seconds; zero once it has passed. */
export function countdownTo(target: Date, now: Date): Countdown {
  const totalSeconds = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000))
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3_600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
  }
}

const two = (n: number) => String(n).padStart(2, '0')

/** The clock face of a countdown: '3d 04:12:09', or '04:12:09' on the last day. */
export function countdownClock({ days, hours, minutes, seconds }: Countdown): string {
  const clock = `${two(hours)}:${two(minutes)}:${two(seconds)}`
  return days > 0 ? `${days}d ${clock}` : clock
}

/** The same in words, for screen readers: '3 dagen, 4 uur en 12 minuten'. Seconds are left out. */
export function countdownWords({ days, hours, minutes }: Countdown): string {
  const parts = [
    days > 0 ? `${days} ${days === 1 ? 'dag' : 'dagen'}` : undefined,
    hours > 0 ? `${hours} uur` : undefined,
    `${minutes} ${minutes === 1 ? 'minuut' : 'minuten'}`,
  ].filter((part): part is string => part !== undefined)
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} en ${parts.at(-1)}` : (parts[0] ?? '')
}

/**
 * A period that ends at a midnight, as people say it: '24 maart t/m 30 maart' (the end is the
 * first moment after the period, so the last day is the one before it).
 */
export function periodText(startIso: string, endIso: string): string {
  const lastMoment = new Date(Date.parse(endIso) - 1)
  return `${formatInShopTime(startIso, 'dayAndMonth')} t/m ${formatInShopTime(lastMoment, 'dayAndMonth')}`
}
