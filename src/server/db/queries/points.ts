import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Leaderboard } from '../../../shared/contracts/leaderboard'
import { LEADERBOARD_SIZE } from '../../../shared/domain/leaderboard-rank'
import { nextWeekReset, weekStart } from '../../../shared/domain/leaderboard-week'
import type { Db, Tx } from '../db'
import { leaderboardEntries, leaderboardTimer } from '../schema'

/**
 * Loyalty points, shared by the modules that change them (checkout adds them when an order is paid,
 * orders clears them on Reset Data) and the leaderboard module that reads and resets them.
 */

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

/**
 * Adds each buyer's points, in the transaction that marks their orders paid. The entry's time moves
 * only when its score does: that is the moment a tie is decided by. True when any points were added.
 */
export async function addPoints(tx: Tx, paid: { tiktokUsername: string; points: number }[]): Promise<boolean> {
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
