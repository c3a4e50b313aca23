import { asc, eq, sql } from 'drizzle-orm'
import { nextWeekReset, weekStart } from '#shared/domain/leaderboard-week'
import type { Db } from '#server/db/db'
import { leaderboardEntries, leaderboardTimer, leaderboardWeeks } from '#server/db/schema/leaderboard'
import { standingOrder, TIMER_ID, type Timer } from './leaderboard.repo'

/** Rows for the leaderboard's tests, written straight to the database. */

/** Empties the board, the archive, the timer and the prizes. */
export async function clearLeaderboard(db: Db): Promise<void> {
  await db.execute(sql`truncate table leaderboard_entries, leaderboard_week_entries, leaderboard_weeks,
    leaderboard_timer, weekly_prize restart identity cascade`)
}

export async function insertStandings(
  db: Db,
  standings: { tiktokUsername: string; points: number; reachedAt?: Date }[],
): Promise<void> {
  if (standings.length === 0) return
  await db.insert(leaderboardEntries).values(
    standings.map(({ tiktokUsername, points, reachedAt }) => ({ tiktokUsername, points, updatedAt: reachedAt })),
  )
}

/** The board as stored, in leaderboard order. */
export function storedStandings(db: Db) {
  return db
    .select({ tiktokUsername: leaderboardEntries.tiktokUsername, points: leaderboardEntries.points })
    .from(leaderboardEntries)
    .orderBy(...standingOrder)
}

export async function setTimer(db: Db, timer: Timer): Promise<void> {
  await db
    .insert(leaderboardTimer)
    .values({ id: TIMER_ID, ...timer })
    .onConflictDoUpdate({ target: leaderboardTimer.id, set: timer })
}

/** A timer whose week ended a moment ago: Monday 00:00 in Amsterdam has just passed. */
export function weekJustEnded(now = new Date()): Timer {
  const lastWeek = new Date(weekStart(now).getTime() - 1)
  return { lastReset: weekStart(lastWeek), nextReset: nextWeekReset(lastWeek) }
}

/** A week that ended a moment ago (weekJustEnded) with these buyers' points on the board. */
export async function endedWeekWith(db: Db, standings: Parameters<typeof insertStandings>[1]): Promise<void> {
  await setTimer(db, weekJustEnded())
  await insertStandings(db, standings)
}

/** The timer of the week running now: the one a reset starts. */
export function currentWeekTimer(now = new Date()): Timer {
  return { lastReset: weekStart(now), nextReset: nextWeekReset(now) }
}

export async function storedTimer(db: Db): Promise<Timer | undefined> {
  const [row] = await db
    .select({ lastReset: leaderboardTimer.lastReset, nextReset: leaderboardTimer.nextReset })
    .from(leaderboardTimer)
    .where(eq(leaderboardTimer.id, TIMER_ID))
  return row
}

export function storedWeeks(db: Db) {
  return db.select().from(leaderboardWeeks).orderBy(asc(leaderboardWeeks.id))
}

/** `count` buyers, 'koper01' with the most points down to the last with the fewest. */
export function buyersWithPoints(count: number, reachedAt = new Date('2025-03-25T12:00:00Z')) {
  return Array.from({ length: count }, (_, index) => ({
    tiktokUsername: `koper${String(index + 1).padStart(2, '0')}`,
    points: (count - index) * 100,
    reachedAt,
  }))
}
