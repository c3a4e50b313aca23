import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { LiveSession, OrderOpening } from '#shared/contracts/live-sessions'
import { messages } from '#shared/contracts/messages'
import { acceptedTapMoment } from '#shared/domain/openings'
import { groupQueue } from '#shared/domain/queue'
import type { Db, Tx } from '#server/db/db'
import { liveSessions, orderOpenings } from '#server/db/schema/openings'
import { Refusal } from '#server/platform/refusal'
import { listQueue } from '#server/modules/sales/sales.public'
import { listOpeningTimecodesOfOrders } from './opening-timecodes.repo'

// decision 060: the live sessions and each order's moment on stream. Sales says what happened to its
// orders through its hooks (flows/sales-hooks.ts) and shop-settings when the seller goes live or offline
// (flows/live-hooks.ts); this module writes down what that means on stream.

type OpenSession = { id: number; startedAt: Date }

async function findOpenSession(tx: Db | Tx): Promise<OpenSession | undefined> {
  const [open] = await tx
    .select({ id: liveSessions.id, startedAt: liveSessions.startedAt })
    .from(liveSessions)
    .where(isNull(liveSessions.endedAt))
    .limit(1)
  return open
}

/**
 * The order that is 'Nu aan de beurt' now, if a live is on, gets its moment: `at`, or the session's
 * start if that is later. Once per order and session: an order that already had its moment keeps it.
 * Called wherever the queue's head may change (decision 060); its head is the live console's
 * (decision 040): buyer by buyer, each buyer's orders oldest first.
 */
export async function noteQueueHead(tx: Tx, at: Date): Promise<void> {
  const session = await findOpenSession(tx)
  if (!session) return
  const head = groupQueue(await listQueue(tx))[0]?.orders[0]
  if (!head) return
  const startedAt = at < session.startedAt ? session.startedAt : at
  await tx.insert(orderOpenings).values({ sessionId: session.id, orderId: head.id, startedAt }).onConflictDoNothing()
}

/** The seller went live: a session starts, unless one is open already, and the queue's head is up. */
export async function openLiveSession(tx: Tx, at: Date): Promise<void> {
  if (!(await findOpenSession(tx))) await tx.insert(liveSessions).values({ startedAt: at })
  await noteQueueHead(tx, at)
}

/** The seller went offline: the open session ends. */
export async function closeLiveSession(tx: Tx, at: Date): Promise<void> {
  await tx.update(liveSessions).set({ endedAt: at }).where(isNull(liveSessions.endedAt))
}

/**
 * The seller's 'Afronden' on an order reached the server (decision 060): its tap's moment, as the device
 * sent it when believable, is recorded in the session that was live at that moment; the next order
 * became 'Nu aan de beurt' at the tap, as the seller's screen showed. Outside a live nothing is recorded.
 */
export async function recordOpeningTap(tx: Tx, orderId: number, claimedTapAt: Date | undefined, now: Date): Promise<void> {
  const tappedAt = acceptedTapMoment(claimedTapAt, now)
  const [session] = await tx
    .select({ id: liveSessions.id })
    .from(liveSessions)
    .where(and(lte(liveSessions.startedAt, tappedAt), or(isNull(liveSessions.endedAt), gte(liveSessions.endedAt, tappedAt))))
    .orderBy(desc(liveSessions.startedAt))
    .limit(1)
  if (!session) return
  await tx
    .insert(orderOpenings)
    .values({ sessionId: session.id, orderId, startedAt: null, tappedAt })
    .onConflictDoUpdate({
      target: [orderOpenings.sessionId, orderOpenings.orderId],
      set: { tappedAt },
      setWhere: isNull(orderOpenings.tappedAt),
    })
  await noteQueueHead(tx, tappedAt)
}

/** The openings of these orders whose 'Afronden' was tapped during a live, by order id. */
export async function listOpeningsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, OrderOpening>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select({
      orderId: orderOpenings.orderId,
      sessionId: orderOpenings.sessionId,
      startedAt: orderOpenings.startedAt,
      tappedAt: orderOpenings.tappedAt,
    })
    .from(orderOpenings)
    .where(and(inArray(orderOpenings.orderId, orderIds), isNotNull(orderOpenings.tappedAt)))
  const timecodes = await listOpeningTimecodesOfOrders(db, rows.map((row) => row.orderId))
  const byOrder = new Map<number, OrderOpening>()
  for (const row of rows) {
    if (!row.tappedAt) continue
    // What OBS said at this opening's edges, in its session (decision 062).
    const edges = (timecodes.get(row.orderId) ?? []).filter((timecode) => timecode.sessionId === row.sessionId)
    const at = (edge: 'start' | 'end') => edges.find((timecode) => timecode.edge === edge)
    byOrder.set(row.orderId, {
      sessionId: row.sessionId,
      startedAt: row.startedAt?.toISOString() ?? null,
      tappedAt: row.tappedAt.toISOString(),
      ...(edges.length > 0
        ? {
            obs: {
              recordFrom: at('start')?.recordTimecode ?? null,
              recordTo: at('end')?.recordTimecode ?? null,
              streamFrom: at('start')?.streamTimecode ?? null,
              streamTo: at('end')?.streamTimecode ?? null,
            },
          }
        : {}),
    })
  }
  return byOrder
}

/** Every live session, newest first, with how many orders were opened in it. */
export async function listLiveSessions(db: Db): Promise<LiveSession[]> {
  const rows = await db.select().from(liveSessions).orderBy(desc(liveSessions.startedAt), desc(liveSessions.id))
  const counts = await db
    .select({ sessionId: orderOpenings.sessionId, count: sql<number>`count(*)::int` })
    .from(orderOpenings)
    .where(isNotNull(orderOpenings.tappedAt))
    .groupBy(orderOpenings.sessionId)
  const countOf = new Map(counts.map((row) => [row.sessionId, Number(row.count)]))
  return rows.map((row) => ({
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    replayUrl: row.replayUrl,
    openingsCount: countOf.get(row.id) ?? 0,
  }))
}

/** The seller pastes the replay's address ('' clears it). */
export async function saveReplayUrl(db: Db, id: number, replayUrl: string): Promise<LiveSession> {
  const [updated] = await db
    .update(liveSessions)
    .set({ replayUrl: replayUrl === '' ? null : replayUrl })
    .where(eq(liveSessions.id, id))
    .returning({ id: liveSessions.id })
  if (!updated) throw new Refusal('not_found', messages.liveSessionNotFound)
  const session = (await listLiveSessions(db)).find((listed) => listed.id === id)
  if (!session) throw new Error(`live session ${id} vanished`)
  return session
}

/** An order's opening during a live as its buyer may see it (decision 061): the moments, and its session's replay. */
export type BuyerOpening = { sessionStartedAt: Date; startedAt: Date | null; tappedAt: Date; replayUrl: string | null }

/** The tapped openings of these orders with their session's start and replay, by order id. */
export async function listBuyerOpeningsOfOrders(db: Db | Tx, orderIds: number[]): Promise<Map<number, BuyerOpening>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select({
      orderId: orderOpenings.orderId,
      sessionStartedAt: liveSessions.startedAt,
      startedAt: orderOpenings.startedAt,
      tappedAt: orderOpenings.tappedAt,
      replayUrl: liveSessions.replayUrl,
    })
    .from(orderOpenings)
    .innerJoin(liveSessions, eq(liveSessions.id, orderOpenings.sessionId))
    .where(and(inArray(orderOpenings.orderId, orderIds), isNotNull(orderOpenings.tappedAt)))
  const byOrder = new Map<number, BuyerOpening>()
  for (const { orderId, tappedAt, ...row } of rows) if (tappedAt) byOrder.set(orderId, { ...row, tappedAt })
  return byOrder
}
