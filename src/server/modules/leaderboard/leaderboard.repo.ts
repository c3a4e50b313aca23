import { and, asc, desc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm'
import type {
  Leaderboard,
  LeaderboardEntry,
  LeaderboardWeek,
  Standing,
} from '#shared/contracts/leaderboard'
import { LEADERBOARD_SIZE } from '#shared/domain/leaderboard-rank'
import { nextWeekReset, weekStart } from '#shared/domain/leaderboard-week'
import type { Db, Tx } from '#server/db/db'
import { leaderboardEntries, leaderboardTimer, leaderboardWeekEntries, leaderboardWeeks } from '#server/db/schema/leaderboard'

/**
 * The leaderboard order of shared/domain/leaderboard-rank.ts: most points, then who got there first,
 * then the username compared byte by byte (as JavaScript does), whatever the database's collation.
 */
export const standingOrder = [
  desc(leaderboardEntries.points),
  asc(leaderboardEntries.updatedAt),
  sql`${leaderboardEntries.tiktokUsername} collate "C"`,
]

/** The one timer row (see the schema). */
export const TIMER_ID = 1

type EarnedPoints = { tiktokUsername: string; points: number }

/**
 * Adds each buyer's points, in the transaction that marks their orders paid. The entry's time moves
 * only when its score does: that is the moment a tie is decided by. True when any points were added.
 */
export async function addPoints(tx: Tx, paid: EarnedPoints[]): Promise<boolean> {
  const byUser = new Map<string, number>()
  for (const order of paid) byUser.set(order.tiktokUsername, (byUser.get(order.tiktokUsername) ?? 0) + order.points)
  let added = false
  for (const [tiktokUsername, points] of byUser) {
    if (points <= 0) continue
    await tx
      .insert(leaderboardEntries)
      .values({ tiktokUsername, points, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: leaderboardEntries.tiktokUsername,
        set: { points: sql`${leaderboardEntries.points} + ${points}`, updatedAt: new Date() },
      })
    added = true
  }
  return added
}

/**
 * Of these orders, those whose points are on this week's board: paid since the week began. Only
 * they are taken back or given back; a past week stays as it was archived.
 */
async function earnedThisWeek<T extends EarnedPoints & { paidAt: Date | null }>(tx: Tx, orders: T[]): Promise<T[]> {
  const [timer] = await tx.select().from(leaderboardTimer).where(eq(leaderboardTimer.id, TIMER_ID))
  const weekBegan = timer?.lastReset ?? weekStart(new Date())
  return orders.filter((order) => order.paidAt !== null && order.paidAt >= weekBegan && order.points > 0)
}

/**
 * Takes back the points of orders the shop did not keep (a cancellation, a spot paid back: decision
 * 028; a payment the bank took back: decision 052), in the transaction that says so. Only points
 * earned this week are on the board (earnedThisWeek). An entry never goes below zero. True when any
 * entry changed.
 */
export async function takeBackPoints(tx: Tx, cancelled: (EarnedPoints & { paidAt: Date | null })[]): Promise<boolean> {
  const byUser = new Map<string, number>()
  for (const order of await earnedThisWeek(tx, cancelled)) {
    byUser.set(order.tiktokUsername, (byUser.get(order.tiktokUsername) ?? 0) + order.points)
  }
  let changed = false
  for (const [tiktokUsername, points] of byUser) {
    const rows = await tx
      .update(leaderboardEntries)
      .set({ points: sql`greatest(${leaderboardEntries.points} - ${points}, 0)` })
      .where(eq(leaderboardEntries.tiktokUsername, tiktokUsername))
      .returning({ id: leaderboardEntries.id })
    if (rows.length > 0) changed = true
  }
  return changed
}

/**
 * Gives back the points takeBackPoints took of orders the shop keeps again (a chargeback reversed:
 * decision 052), by the same rule: only those paid this week. An order paid in an earlier week gave
 * nothing back from this week's board, so it adds nothing to it either. True when any points were added.
 */
export async function restorePoints(tx: Tx, keptAgain: (EarnedPoints & { paidAt: Date | null })[]): Promise<boolean> {
  return addPoints(tx, await earnedThisWeek(tx, keptAgain))
}

/** The buyers with points this week, which Reset Data clears (clearPoints): its preview. */
export async function countBuyersWithPoints(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(leaderboardEntries).where(sql`${leaderboardEntries.points} > 0`)
  return row?.count ?? 0
}

/** Takes every buyer's points of this week away; past weeks stay archived. */
export async function clearPoints(tx: Tx): Promise<void> {
  await tx.delete(leaderboardEntries)
}

/** The week's top ten with their ranks, and when the week began and ends (what the realtime events carry). */
export async function readLeaderboard(db: Db | Tx, now = new Date()): Promise<Leaderboard> {
  const rows = await db
    .select({ tiktokUsername: leaderboardEntries.tiktokUsername, points: leaderboardEntries.points })
    .from(leaderboardEntries)
    .where(sql`${leaderboardEntries.points} > 0`)
    .orderBy(...standingOrder)
    .limit(LEADERBOARD_SIZE)
  const [timer] = await db.select().from(leaderboardTimer).where(eq(leaderboardTimer.id, TIMER_ID))
  // Before the leaderboard module's first start-up the row may not exist yet: the calendar week.
  return {
    entries: rows.map((row, index) => ({ rank: index + 1, ...row })),
    lastReset: (timer?.lastReset ?? weekStart(now)).toISOString(),
    nextReset: (timer?.nextReset ?? nextWeekReset(now)).toISOString(),
  }
}

export type Timer = { lastReset: Date; nextReset: Date }

/** The week's timer; undefined on a database the leaderboard never started on. */
export async function findTimer(db: Db | Tx): Promise<Timer | undefined> {
  const [row] = await db
    .select({ lastReset: leaderboardTimer.lastReset, nextReset: leaderboardTimer.nextReset })
    .from(leaderboardTimer)
    .where(eq(leaderboardTimer.id, TIMER_ID))
  return row
}

/** Starts the timer on the current calendar week, unless it runs already (instances may start together). */
export async function ensureTimer(db: Db, now: Date): Promise<void> {
  await db
    .insert(leaderboardTimer)
    .values({ id: TIMER_ID, lastReset: weekStart(now), nextReset: nextWeekReset(now) })
    .onConflictDoNothing({ target: leaderboardTimer.id })
}

/**
 * Moves the timer to a new week, only if it still shows the week `seen` (and, with `dueBy`, only if
 * that week was over by then). The conditional UPDATE is what makes a reset happen once: of two
 * instances resetting together, the second waits for the first's row lock, then matches nothing.
 */
export async function moveTimer(tx: Tx, seen: Timer, next: Timer, dueBy?: Date): Promise<boolean> {
  const moved = await tx
    .update(leaderboardTimer)
    .set(next)
    .where(
      and(
        eq(leaderboardTimer.id, TIMER_ID),
        // JavaScript reads times to the millisecond; compare at that precision, so a row written by hand
        // with microseconds cannot stop the reset for good.
        sql`date_trunc('milliseconds', ${leaderboardTimer.lastReset}) = ${seen.lastReset.toISOString()}::timestamptz`,
        dueBy ? lte(leaderboardTimer.nextReset, dueBy) : undefined,
      ),
    )
    .returning({ id: leaderboardTimer.id })
  return moved.length > 0
}

/**
 * Takes every buyer off the board and answers what it took: the archive is made of exactly the rows
 * deleted, so points a payment adds at the same moment land in one week or the other, never in neither.
 */
export async function takeAllStandings(tx: Tx) {
  return tx.delete(leaderboardEntries).returning({
    tiktokUsername: leaderboardEntries.tiktokUsername,
    points: leaderboardEntries.points,
    reachedAt: leaderboardEntries.updatedAt,
  })
}

type NewWeek = {
  weekStart: Date
  weekEnd: Date
  prize: { productName: string; valueCents: number } | null
  entries: LeaderboardEntry[]
}

export async function insertWeek(tx: Tx, week: NewWeek): Promise<LeaderboardWeek> {
  const [row] = await tx
    .insert(leaderboardWeeks)
    .values({
      weekStart: week.weekStart,
      weekEnd: week.weekEnd,
      prizeProductName: week.prize?.productName,
      prizeValueCents: week.prize?.valueCents,
    })
    .returning({ id: leaderboardWeeks.id })
  if (!row) throw new Error('week insert returned no row')
  await tx.insert(leaderboardWeekEntries).values(week.entries.map((entry) => ({ weekId: row.id, ...entry })))
  return {
    id: row.id,
    weekStart: week.weekStart.toISOString(),
    weekEnd: week.weekEnd.toISOString(),
    entries: week.entries,
    prize: week.prize,
  }
}

/** Past weeks with their top ten, the most recent first. */
export async function listWeeks(db: Db, limit: number): Promise<LeaderboardWeek[]> {
  const weeks = await db
    .select()
    .from(leaderboardWeeks)
    .orderBy(desc(leaderboardWeeks.weekEnd), desc(leaderboardWeeks.id))
    .limit(limit)
  if (weeks.length === 0) return []
  const entries = await db
    .select()
    .from(leaderboardWeekEntries)
    .where(inArray(leaderboardWeekEntries.weekId, weeks.map((week) => week.id)))
    .orderBy(asc(leaderboardWeekEntries.rank))
  return weeks.map((week) => ({
    id: week.id,
    weekStart: week.weekStart.toISOString(),
    weekEnd: week.weekEnd.toISOString(),
    entries: entries
      .filter((entry) => entry.weekId === week.id)
      .map(({ rank, tiktokUsername, points }) => ({ rank, tiktokUsername, points })),
    prize:
      week.prizeProductName !== null && week.prizeValueCents !== null
        ? { productName: week.prizeProductName, valueCents: week.prizeValueCents }
        : null,
  }))
}

/** One buyer's points and rank this week; the rank counts the buyers ahead in leaderboard order. */
export async function findStanding(db: Db, tiktokUsername: string): Promise<Standing> {
  const [entry] = await db.select().from(leaderboardEntries).where(eq(leaderboardEntries.tiktokUsername, tiktokUsername))
  if (!entry || entry.points <= 0) return { tiktokUsername, points: 0, rank: null }
  const t = leaderboardEntries
  const [ahead] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(t)
    .where(
      or(
        gt(t.points, entry.points),
        and(eq(t.points, entry.points), lt(t.updatedAt, entry.updatedAt)),
        and(eq(t.points, entry.points), eq(t.updatedAt, entry.updatedAt), sql`${t.tiktokUsername} < ${tiktokUsername} collate "C"`),
      ),
    )
  return { tiktokUsername, points: entry.points, rank: (ahead?.count ?? 0) + 1 }
}
