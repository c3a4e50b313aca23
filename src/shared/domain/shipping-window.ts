import { formatShopDay, shopDate, shopDayStart } from './shop-time'

/**
 * product.md 2.7 and 9: opened cards are kept 45 days after the purchase, counted from the opening when
 * that came later (decision 028); every order has its own.
 */
export const SHIPPING_WINDOW_DAYS = 45

export type HeldUntil = {
  /** The last day the cards are kept, as 'YYYY-MM-DD' in Amsterdam: the day the window starts plus 45 days. */
  lastDay: string
  /** The instant that day ends (00:00 in Amsterdam on the day after): the window is open before it. */
  endsAt: Date
}

/**
 * A window that starts at `start` (product.md 2.7, decision 021): the calendar day of `start` in
 * Amsterdam, plus 45 days, to the end of that day in Amsterdam time. Counted in calendar days, so a
 * daylight-saving change in between neither adds nor takes an hour from the last day. Which instant
 * starts an order's window is windowStart's rule; orderHeldUntil puts the two together.
 */
export function heldUntil(start: Date): HeldUntil {
  const startDay = shopDate(start)
  const lastDayStart = shopDayStart(startDay, SHIPPING_WINDOW_DAYS)
  const endsAt = shopDayStart(startDay, SHIPPING_WINDOW_DAYS + 1)
  if (!lastDayStart || !endsAt) throw new Error(`no shop day for ${start.toISOString()}`)
  return { lastDay: shopDate(lastDayStart), endsAt }
}

/** What the window of a paid live order depends on: whether its pack was opened, and when. */
export type WindowedOrder = {
  /** 'pending' while the pack waits in the live queue, 'completed' once opened on stream. */
  status: string
  paidAt: Date
  /** When the pack was opened (the order completed); null while it waits. */
  completedAt: Date | null
}

/**
 * Where an order's 45 days start (product.md 2.7, decision 028): at the later of its payment and
 * its opening. A pack still waiting in the live queue has not been opened yet, so its window starts
 * `now`: it moves with the clock and never ends while the pack waits, and its last day reads as it
 * would were the pack opened today. An opened order without a recorded opening counts from its payment.
 */
export function windowStart(order: WindowedOrder, now: Date): Date {
  const opened = order.status === 'pending' ? now : (order.completedAt ?? order.paidAt)
  return opened.getTime() > order.paidAt.getTime() ? opened : order.paidAt
}

/**
 * How long a paid live order's cards are kept: held until max(paidAt, completedAt) plus 45 days, to
 * the end of that day in Amsterdam; while the pack waits in the queue, 45 days from today.
 */
export function orderHeldUntil(order: WindowedOrder, now: Date): HeldUntil {
  return heldUntil(windowStart(order, now))
}

/**
 * Whether a paid live order's cards are still kept at `now` (to the end of the last day). A pack
 * waiting in the live queue always is: it never lapses before it was opened.
 */
export function isHeld(order: WindowedOrder, now: Date): boolean {
  return now.getTime() < orderHeldUntil(order, now).endsAt.getTime()
}

/**
 * The earliest window start still kept at `now`: 00:00 in Amsterdam, 45 days before today. heldUntil
 * keeps a window to the end of its start's Amsterdam day plus 45 days, so an order is held at `now`
 * exactly when its window started at or after this instant, that is when it waits in the queue, was
 * paid at or after it, or was opened at or after it. Queries filter on it; isHeld stays the rule.
 */
export function firstHeldStart(now: Date): Date {
  const start = shopDayStart(shopDate(now), -SHIPPING_WINDOW_DAYS)
  if (!start) throw new Error(`no shop day for ${now.toISOString()}`)
  return start
}

/** product.md 2.7: what the buyer of a live opening reads about their cards. */
export function heldUntilText(lastDay: string): string {
  return `Je kaarten bewaren we tot ${formatShopDay(lastDay)}`
}
