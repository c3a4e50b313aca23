/**
 * product.md 14: the order-notification overlay shows every newly paid order once. Live events bring
 * them; after a reconnect, a restart or a reload the overlay asks for the orders paid since its last
 * read, so none is lost. These are the limits both sides agree on.
 */

/** How far back a catch-up reaches: an overlay away for longer starts afresh instead of replaying. */
export const ALERT_CATCH_UP_WINDOW_MS = 15 * 60_000

/**
 * A catch-up reads from this long before the last read, because an order's payment time is set just
 * before its transaction commits: one committed late is still found. Ids already shown are skipped.
 */
export const ALERT_CATCH_UP_MARGIN_MS = 2 * 60_000

/** At most this many orders per catch-up. */
export const ALERT_CATCH_UP_LIMIT = 500

/** How long an alert holds, in seconds: 5 by default, `?duration=` within these bounds. */
export const ALERT_HOLD_SECONDS = { default: 5, min: 1, max: 30 } as const
