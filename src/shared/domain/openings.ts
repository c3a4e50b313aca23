import { formatInShopTime } from './shop-time'

/**
 * How long an 'Afronden' can be taken back (decision 040): as long as its toast shows (product.md 9's
 * 5000 ms). Only then does the server hear of it.
 */
export const UNDO_WINDOW_MS = 5_000

/**
 * How much later than the undo window a tap's moment may still arrive (decision 060): a slow network,
 * a request sent at once when the page goes away. An older moment is not believed.
 */
export const TAP_LATE_MARGIN_MS = 60_000

/**
 * The moment of an 'Afronden' tap as the shop records it (decision 060): the one the seller's device
 * sent, unless it lies in the future or further back than the undo window and its margin; then the
 * server's own time.
 */
export function acceptedTapMoment(claimed: Date | undefined, now: Date): Date {
  if (!claimed || Number.isNaN(claimed.getTime())) return now
  const age = now.getTime() - claimed.getTime()
  return age < 0 || age > UNDO_WINDOW_MS + TAP_LATE_MARGIN_MS ? now : claimed
}

/** Whole minutes between becoming 'Nu aan de beurt' and the tap, rounded, at least 0. */
export function openingMinutes(startedAt: string, tappedAt: string): number {
  return Math.max(0, Math.round((Date.parse(tappedAt) - Date.parse(startedAt)) / 60_000))
}

/** Where the replay shows an opening (decision 061): the link, and the minute to look for when the link cannot say it. */
export type ReplayAt = { url: string; minute: number | null }

const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com'])

/** A YouTube video's address (watch?v=, youtu.be/, /live/): the hosts that take a `t=` offset. */
function isYouTubeVideo(url: URL): boolean {
  if (url.hostname === 'youtu.be') return url.pathname.length > 1
  if (!youtubeHosts.has(url.hostname)) return false
  return (url.pathname === '/watch' && url.searchParams.has('v')) || url.pathname.startsWith('/live/')
}

/**
 * The replay at an opening (decision 061): the seconds from the session's start to the opening's (its
 * turn, or its tap when the turn was not seen), floored, never negative. A YouTube link gets `t=<s>s`
 * and keeps its other parameters; any other host (a TikTok replay) cannot be told where to start, so the
 * link stays as pasted and the minute to look for comes with it. Null for anything but http(s).
 */
export function replayAt(replayUrl: string, sessionStartedAt: string, openingStartedAt: string | null, tappedAt: string): ReplayAt | null {
  let url: URL
  try {
    url = new URL(replayUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const from = Date.parse(openingStartedAt ?? tappedAt) - Date.parse(sessionStartedAt)
  const seconds = Number.isFinite(from) ? Math.max(0, Math.floor(from / 1000)) : 0
  if (!isYouTubeVideo(url)) return { url: url.href, minute: Math.floor(seconds / 60) }
  url.searchParams.set('t', `${seconds}s`)
  return { url: url.href, minute: null }
}

/** Whole seconds from 'Nu aan de beurt' to the tap, or null when the turn was not seen (decision 060). */
export function openingDurationSeconds(startedAt: string | null, tappedAt: string): number | null {
  if (startedAt === null) return null
  return Math.max(0, Math.floor((Date.parse(tappedAt) - Date.parse(startedAt)) / 1000))
}

/** How long an opening took in the buyer's words: 'in 2 minuten', 'in 1 minuut', 'in minder dan een minuut'. */
function durationText(seconds: number): string {
  const minutes = Math.round(seconds / 60)
  if (minutes < 1) return 'in minder dan een minuut'
  return minutes === 1 ? 'in 1 minuut' : `in ${minutes} minuten`
}

/**
 * The order page's line on an opening during a live (decision 061): 'Geopend op stream op 29 november om
 * 21:14, in 2 minuten.', without the duration when the turn was not seen.
 */
export function openedOnStreamText(openedAt: string, durationSeconds: number | null): string {
  const at = `Geopend op stream op ${formatInShopTime(openedAt, 'dayAndMonth')} om ${formatInShopTime(openedAt, 'time')}`
  return durationSeconds === null ? `${at}.` : `${at}, ${durationText(durationSeconds)}.`
}

/**
 * The replay link's words (decision 061): 'Bekijk de opname vanaf 21:12' (the opening's start, where the
 * link begins: the tap less its duration), or the minute to look for when the link cannot start there.
 */
export function replayLinkText(replay: ReplayAt, openedAt: string, durationSeconds: number | null): string {
  const start = new Date(Date.parse(openedAt) - (durationSeconds ?? 0) * 1000)
  return replay.minute === null
    ? `Bekijk de opname vanaf ${formatInShopTime(start, 'time')}`
    : `Bekijk de opname (vanaf minuut ${replay.minute})`
}

/** The mail's line (decision 061): 'Je pack is geopend op stream om 21:14.' */
export function packOpenedOnStreamText(tappedAt: string): string {
  return `Je pack is geopend op stream om ${formatInShopTime(tappedAt, 'time')}.`
}

/** An order as the stream names it (decision 062): its number and its buyer's TikTok name. */
export type OrderOnStream = { orderNumber: string; tiktokUsername: string }

/** The buyer's TikTok name as the stream shows it, with its '@'. */
export const handleOf = (tiktokUsername: string) => `@${tiktokUsername.replace(/^@/, '')}`

/** The recording's chapter at an opening's start (decision 062): 'Bestelling 8E648974 · @koper'. */
export const chapterName = (order: OrderOnStream) => `Bestelling ${order.orderNumber} · ${handleOf(order.tiktokUsername)}`
