import { asc, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { OpeningTimecode, OpeningTimecodesPost, OverlayHead } from '#shared/contracts/obs-overlay'
import { orderNumberOf } from '#shared/domain/order-number'
import { groupQueue } from '#shared/domain/queue'
import type { Db } from '#server/db/db'
import { liveSessions, openingTimecodes, orderOpenings } from '#server/db/schema/openings'
import { findOrderWithPaymentId, listQueue } from '#server/modules/sales/sales.public'

// decision 062: what the OBS overlay shows on stream, and the timecodes it reads from OBS at each
// opening's edges. The wall clock of order_openings (decision 060) stays the truth; these are a help.

/** Whether a live is on, and the order 'Nu aan de beurt' (decision 040) with what the stream may show of it. */
export async function readOverlayHead(db: Db): Promise<OverlayHead> {
  const [open] = await db.select({ id: liveSessions.id }).from(liveSessions).where(isNull(liveSessions.endedAt)).limit(1)
  const first = groupQueue(await listQueue(db))[0]?.orders[0]
  const order = first ? await findOrderWithPaymentId(db, first.id) : undefined
  return {
    isLive: open !== undefined,
    head: first && order ? { orderId: first.id, orderNumber: orderNumberOf(order.paymentId), tiktokUsername: first.tiktokUsername } : null,
  }
}

/**
 * Keeps what OBS said at one edge of an order's opening, in the session that holds the order's opening
 * (its latest), or else in the live that is on (a head the shop had no hook to note, decision 060). The
 * first post of an edge is kept: a reloaded overlay posting again changes nothing. Without either
 * session nothing is kept. The opening's own moments are never touched.
 */
export async function recordOpeningTimecodes(db: Db, post: OpeningTimecodesPost, now: Date): Promise<{ stored: boolean }> {
  const [opened] = await db
    .select({ sessionId: orderOpenings.sessionId })
    .from(orderOpenings)
    .where(eq(orderOpenings.orderId, post.orderId))
    .orderBy(desc(orderOpenings.sessionId))
    .limit(1)
  const [open] = opened ? [] : await db.select({ id: liveSessions.id }).from(liveSessions).where(isNull(liveSessions.endedAt)).limit(1)
  const sessionId = opened?.sessionId ?? open?.id
  if (sessionId === undefined) return { stored: false }
  const inserted = await db
    .insert(openingTimecodes)
    .values({ sessionId, ...post, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: openingTimecodes.id })
  return { stored: inserted.length > 0 }
}

/**
 * What OBS said at the edges of these orders' openings, by order id, each order's oldest first: for the
 * back office's order card and for a dispute's proof, beside the opening's wall-clock moments.
 */
export async function listOpeningTimecodesOfOrders(db: Db, orderIds: number[]): Promise<Map<number, OpeningTimecode[]>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(openingTimecodes)
    .where(inArray(openingTimecodes.orderId, orderIds))
    .orderBy(asc(openingTimecodes.sessionId), asc(openingTimecodes.receivedAt), asc(openingTimecodes.id))
  const byOrder = new Map<number, OpeningTimecode[]>()
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? []
    list.push({
      sessionId: row.sessionId,
      edge: row.edge,
      recordTimecode: row.recordTimecode,
      streamTimecode: row.streamTimecode,
      chapterMarked: row.chapterMarked,
      receivedAt: row.receivedAt.toISOString(),
    })
    byOrder.set(row.orderId, list)
  }
  return byOrder
}
