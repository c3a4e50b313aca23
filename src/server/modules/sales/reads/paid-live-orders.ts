import { and, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { firstHeldStart } from '#shared/domain/shipping-window'
import { orders, payments } from '#server/db/schema/sales'

/**
 * The one home of "a paid live order" and of its window in SQL (decision 022, 028). It is a rule about
 * sales' rows, so it lives in sales (decision 029): the shipping desk, the buyer's page, a request, the
 * order list and the anonymising of personal data read their orders through sales functions that
 * apply these, so they agree on which orders hold cards and until when. Each is a condition on the
 * outer query's `orders` row joined with its `payments` row; the window's rule itself is
 * shipping-window.ts (firstHeldStart), which these only put into SQL.
 */

/** What a live order's window is read from (shipping-window.ts), with what the buyer and the desk show of it. */
export const liveOrderColumns = {
  productName: orders.productName,
  quantity: orders.quantity,
  status: orders.status,
  paidAt: orders.paidAt,
  completedAt: orders.completedAt,
}

/**
 * A paid live order whose cards the shop keeps (product.md 2.7): its checkout chose live opening and
 * was paid, and the order is in the queue or opened (not cancelled). The seller's own test orders
 * (provider 'manual', product.md 7.3) are no sale and hold nothing, and neither is a Pack Battle spot
 * (the winner's cards are the battle's: decision 023).
 */
export const paidLiveOrder = and(
  eq(payments.shippingMethod, 'live'),
  eq(payments.status, 'paid'),
  ne(payments.provider, 'manual'),
  isNull(orders.spotNumber),
  inArray(orders.status, ['pending', 'completed']),
  isNotNull(orders.paidAt),
) as SQL

/**
 * A paid live order (with paidLiveOrder) whose cards are still kept at `now` (shipping-window.ts,
 * isHeld): its pack waits in the queue, or its window started (paid or opened) at or after the first
 * start still held. greatest(paid_at, completed_at) >= bound, written as an `or` of the two columns.
 */
export function heldAt(now: Date): SQL {
  const bound = firstHeldStart(now)
  return or(eq(orders.status, 'pending'), gte(orders.paidAt, bound), gte(orders.completedAt, bound)) as SQL
}

/** A paid live order (with paidLiveOrder) whose 45 days are over at `now`: opened, and paid and opened before the bound. */
export function lapsedAt(now: Date): SQL {
  const bound = firstHeldStart(now)
  return and(
    eq(orders.status, 'completed'),
    lt(orders.paidAt, bound),
    or(isNull(orders.completedAt), lt(orders.completedAt, bound)),
  ) as SQL
}

/** Where an order's window starts (windowStart): the later of payment and opening; greatest ignores a null. */
export const windowStartSql = sql<Date>`greatest(${orders.paidAt}, ${orders.completedAt})`

/** Whether the row is a paid live order, as a column of the answer, for a check made row by row. */
export const isPaidLiveOrder = sql<boolean>`coalesce(${paidLiveOrder}, false)`.mapWith(Boolean)

/**
 * A condition another module writes over its own tables about the order whose id it is given (decision
 * 029): a correlated fragment that sales puts into its own statement, so that a list filtered by the
 * other module's rows (no shipment holds the order) stays one statement, its limit counting only the
 * rows that pass, while neither module reads the other's tables.
 */
export type OrderCondition = (orderId: AnyPgColumn) => SQL
