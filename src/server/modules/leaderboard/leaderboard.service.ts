import type { Leaderboard, LeaderboardWeek } from '#shared/contracts/leaderboard'
import { LEADERBOARD_SIZE, rankStandings } from '#shared/domain/leaderboard-rank'
import { nextWeekReset, weekStart } from '#shared/domain/leaderboard-week'
import type { Db, Tx } from '#server/db/db'
import type { Publish } from '#server/platform/events'
import { ensureTimer, findTimer, insertWeek, moveTimer, readLeaderboard, takeAllStandings } from './leaderboard.repo'
import { findPrizeOfWeekEnding } from './weekly-prize.repo'

export type ResetOutcome = { week: LeaderboardWeek | null; leaderboard: Leaderboard }

/**
 * The weekly reset (decision 009), as the timer runs it: when the week is over, archive its top ten and
 * winner and start every buyer at zero, in one transaction with the conditional move of the timer,
 * so it happens once however many instances try at the same moment. Answers the reset (undefined
 * when it was not due, or another instance did it) and when the next one is due.
 */
export async function resetWeekIfDue(
  db: Db,
  publish: Publish,
  now = new Date(),
): Promise<{ reset: ResetOutcome | undefined; nextReset: Date }> {
  const timer = await findTimer(db)
  if (!timer) {
    await ensureTimer(db, now)
    return { reset: undefined, nextReset: nextWeekReset(now) }
  }
  if (timer.nextReset > now) return { reset: undefined, nextReset: timer.nextReset }

  // A reset missed while the server was down closes the week it was due for; the new week is
  // the calendar week of now.
  const next = { lastReset: weekStart(now), nextReset: nextWeekReset(now) }
  const reset = await db.transaction(async (tx) => {
    if (!(await moveTimer(tx, timer, next, now))) return undefined
    return { archived: await archiveAndClear(tx, { weekStart: timer.lastReset, weekEnd: timer.nextReset }) }
  })
  if (!reset) return { reset: undefined, nextReset: (await findTimer(db))?.nextReset ?? next.nextReset }
  return { reset: await announce(db, publish, reset.archived), nextReset: next.nextReset }
}

/**
 * The admin's reset by hand: the week so far is archived and points start at zero now. The next
 * automatic reset stays on Monday 00:00. A second reset pressed at the same moment does nothing.
 */
export async function resetWeekNow(db: Db, publish: Publish, now = new Date()): Promise<ResetOutcome> {
  await ensureTimer(db, now)
  const timer = await findTimer(db)
  if (!timer) throw new Error('the leaderboard timer is missing right after it was made')
  const next = { lastReset: now, nextReset: nextWeekReset(now) }
  const reset = await db.transaction(async (tx) => {
    if (!(await moveTimer(tx, timer, next))) return undefined
    return { archived: await archiveAndClear(tx, { weekStart: timer.lastReset, weekEnd: now }) }
  })
  // Another reset came first: it archived the week and announced it.
  if (!reset) return { week: null, leaderboard: await readLeaderboard(db) }
  return announce(db, publish, reset.archived)
}

/**
 * Takes every buyer's points off the board and archives the top ten with the week's prize. A week
 * in which nobody scored leaves no archive (there is no winner to record).
 */
async function archiveAndClear(tx: Tx, bounds: { weekStart: Date; weekEnd: Date }): Promise<LeaderboardWeek | null> {
  const top = rankStandings(await takeAllStandings(tx)).slice(0, LEADERBOARD_SIZE)
  if (top.length === 0) return null
  return insertWeek(tx, {
    ...bounds,
    prize: await findPrizeOfWeekEnding(tx, bounds.weekEnd),
    entries: top.map(({ rank, tiktokUsername, points }) => ({ rank, tiktokUsername, points })),
  })
}

async function announce(db: Db, publish: Publish, week: LeaderboardWeek | null): Promise<ResetOutcome> {
  const leaderboard = await readLeaderboard(db)
  await publish({ channel: 'leaderboard', type: 'leaderboard_reset', week, leaderboard })
  return { week, leaderboard }
}
