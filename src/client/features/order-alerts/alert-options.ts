import { ALERT_HOLD_SECONDS } from '#shared/domain/order-alerts'

export type AlertOptions = {
  /** `?sound=1`: a chime with each alert. */
  sound: boolean
  /** `?duration=8`: how long each alert holds, in milliseconds. */
  holdMs: number
}

/** The order-notification overlay's options from its URL; anything unreadable falls back to the default. */
export function parseAlertOptions(search: URLSearchParams): AlertOptions {
  const seconds = Number(search.get('duration') ?? ALERT_HOLD_SECONDS.default)
  const hold = Number.isFinite(seconds)
    ? Math.min(ALERT_HOLD_SECONDS.max, Math.max(ALERT_HOLD_SECONDS.min, seconds))
    : ALERT_HOLD_SECONDS.default
  const sound = search.get('sound')
  return { sound: sound === '1' || sound === 'true', holdMs: Math.round(hold * 1000) }
}

/**
 * With a line of alerts waiting (a rush after a drop), each one holds half as long, so the stream does
 * not run minutes behind the shop; never shorter than the minimum.
 */
export function holdFor(holdMs: number, waiting: number): number {
  return waiting >= 3 ? Math.max(ALERT_HOLD_SECONDS.min * 1000, Math.round(holdMs / 2)) : holdMs
}
