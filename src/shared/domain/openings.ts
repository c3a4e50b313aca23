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
