import { shopDate, shopDayStart } from './leaderboard-week'

/** product.md 2.7 and 9: opened cards are kept 45 days after the purchase; every order has its own. */
export const SHIPPING_WINDOW_DAYS = 45

export type HeldUntil = {
  /** The last day the cards are kept, as 'YYYY-MM-DD' in Amsterdam: the day of payment plus 45 days. */
  lastDay: string
  /** The instant that day ends (00:00 in Amsterdam on the day after): the window is open before it. */
  endsAt: Date
}

/**
 * The shipping window of an order paid at `paidAt` (product.md 2.7, decision 021): the calendar day of
 * the payment in Amsterdam, plus 45 days, to the end of that day in Amsterdam time. Counted in
 * calendar days, so a daylight-saving change in between neither adds nor takes an hour from the last day.
 */
export function heldUntil(paidAt: Date): HeldUntil {
  const paidDay = shopDate(paidAt)
  const lastDayStart = shopDayStart(paidDay, SHIPPING_WINDOW_DAYS)
  const endsAt = shopDayStart(paidDay, SHIPPING_WINDOW_DAYS + 1)
  if (!lastDayStart || !endsAt) throw new Error(`no shop day for ${paidAt.toISOString()}`)
  return { lastDay: shopDate(lastDayStart), endsAt }
}

/**
 * The earliest payment whose cards are still kept at `now`: 00:00 in Amsterdam, 45 days before today.
 * heldUntil keeps an order to the end of its payment's Amsterdam day plus 45 days, so an order is held
 * at `now` exactly when it was paid at or after this instant. Queries filter on it; heldUntil and
 * isHeld stay the rule.
 */
export function firstHeldPaidAt(now: Date): Date {
  const start = shopDayStart(shopDate(now), -SHIPPING_WINDOW_DAYS)
  if (!start) throw new Error(`no shop day for ${now.toISOString()}`)
  return start
}

/** Whether an order paid at `paidAt` still has its cards kept at `now` (to the end of the last day). */
export function isHeld(paidAt: Date, now: Date): boolean {
  return now.getTime() < heldUntil(paidAt).endsAt.getTime()
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

/** A 'YYYY-MM-DD' day as the buyer reads it: '16 juli 2026'. */
export function formatShopDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return `${date} ${months[(month ?? 1) - 1]} ${year}`
}

/** product.md 2.7: what the buyer of a live opening reads about their cards. */
export function heldUntilText(lastDay: string): string {
  return `Je kaarten bewaren we tot ${formatShopDay(lastDay)}`
}
