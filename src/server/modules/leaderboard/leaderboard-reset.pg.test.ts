import { beforeEach, expect, test } from 'vitest'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import { nextWeekReset } from '#shared/domain/leaderboard-week'
import { openPostgres } from '#server/platform/database'
import { buildTestApp } from '#server/testing/test-app'
import { useForAllTests, useTestDatabase } from '#server/testing/use-test-shop'
import {
  buyersWithPoints,
  clearLeaderboard,
  currentWeekTimer,
  endedWeekWith,
  storedStandings,
  storedTimer,
  storedWeeks,
  weekJustEnded,
} from './leaderboard-fixtures'
import { resetWeekIfDue } from './leaderboard.service'

/**
 * Decision 009: several instances behind a load balancer share one PostgreSQL database, and each runs the
 * weekly reset. When Monday 00:00 comes they try at the same moment; the week is archived and the
 * points zeroed exactly once. Each instance has its own connection pool, as two processes would.
 */
const database = useTestDatabase()
const secondInstance = useForAllTests('the second connection', () => {
  if (!database.url) throw new Error('this test needs PostgreSQL (run it in the api-postgres project)')
  return openPostgres(database.url)
})
beforeEach(async () => {
  await clearLeaderboard(database.db)
})

const noEvents = async (_event: RealtimeEvent) => {}

test('two instances resetting at the same moment archive and zero once, round after round', async () => {
  for (let round = 1; round <= 20; round++) {
    await clearLeaderboard(database.db)
    await endedWeekWith(database.db, buyersWithPoints(12))

    const [onA, onB] = await Promise.all([
      resetWeekIfDue(database.db, noEvents),
      resetWeekIfDue(secondInstance.db, noEvents),
    ])

    const resets = [onA, onB].filter((result) => result.reset !== undefined)
    expect(resets, `round ${round}`).toHaveLength(1)
    expect(resets[0]?.reset?.week?.entries, `round ${round}`).toHaveLength(10)
    expect(await storedWeeks(database.db), `round ${round}`).toHaveLength(1)
    expect(await storedStandings(database.db), `round ${round}`).toEqual([])
    // Both instances agree on when the next reset is due.
    expect(onA.nextReset).toEqual(nextWeekReset(new Date()))
    expect(onB.nextReset).toEqual(nextWeekReset(new Date()))
  }
})

test('two instances starting together after the shop was down make the missed reset once', async () => {
  await endedWeekWith(database.db, buyersWithPoints(3))

  const [instanceA, instanceB] = await Promise.all([
    buildTestApp({}, { database, leaderboardResetCheckMs: 60_000 }),
    buildTestApp({}, { database: secondInstance, leaderboardResetCheckMs: 60_000 }),
  ])
  try {
    await Promise.all([instanceA.app.ready(), instanceB.app.ready()])
    const weeks = await storedWeeks(database.db)
    expect(weeks).toHaveLength(1)
    expect(weeks[0]?.weekEnd).toEqual(weekJustEnded().nextReset)
    expect(await storedStandings(database.db)).toEqual([])
    expect(await storedTimer(database.db)).toEqual(currentWeekTimer())
  } finally {
    await instanceA.close()
    await instanceB.close()
  }
})
