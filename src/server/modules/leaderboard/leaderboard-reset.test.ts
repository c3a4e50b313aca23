import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import type { Leaderboard, LeaderboardResetAnswer, LeaderboardWeek } from '#shared/contracts/leaderboard'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import { nextWeekReset, weekStart } from '#shared/domain/leaderboard-week'
import { weeklyPrize } from '#server/db/schema'
import { checkOut, expectAdminOnly, expectEvent, readPublic } from '#server/testing/admin-factories'
import { insertProduct, settleDemoPayment } from '#server/testing/factories'
import { buildTestApp } from '#server/testing/test-app'
import { useAdminShop } from '#server/testing/use-test-shop'
import {
  buyersWithPoints,
  clearLeaderboard,
  currentWeekTimer,
  endedWeekWith,
  insertStandings,
  setTimer,
  storedStandings,
  storedTimer,
  storedWeeks,
  weekJustEnded,
} from './leaderboard-fixtures'
import { resetWeekIfDue } from './leaderboard.service'

const shop = useAdminShop({ clearBetweenTests: true })
let events: RealtimeEvent[]
const publish = async (event: RealtimeEvent) => void events.push(event)

beforeEach(async () => {
  await clearLeaderboard(shop.database.db)
  events = []
})

const db = () => shop.database.db
const history = () => readPublic<LeaderboardWeek[]>(shop, '/api/leaderboard/history')
const board = () => readPublic<Leaderboard>(shop, '/api/leaderboard')

describe('the weekly reset', () => {
  test('before Monday 00:00 it does nothing', async () => {
    const timer = currentWeekTimer()
    await setTimer(db(), timer)
    await insertStandings(db(), buyersWithPoints(3))

    const { reset, nextReset } = await resetWeekIfDue(db(), publish)

    expect(reset).toBeUndefined()
    expect(nextReset).toEqual(timer.nextReset)
    expect(await storedStandings(db())).toHaveLength(3)
    expect(await storedWeeks(db())).toEqual([])
    expect(events).toEqual([])
  })

  test('at the end of the week: the top ten and the winner are archived, every point is zero, a new week runs', async () => {
    const ended = weekJustEnded()
    await setTimer(db(), ended)
    await insertStandings(db(), [
      ...buyersWithPoints(12, new Date(ended.lastReset.getTime() + 60_000)),
      // The same score as koper01, reached earlier in the week: the tie goes to this buyer.
      { tiktokUsername: 'snelle_jelle', points: 1200, reachedAt: ended.lastReset },
    ])

    const { reset } = await resetWeekIfDue(db(), publish)

    const week = {
      id: expect.any(Number),
      weekStart: ended.lastReset.toISOString(),
      weekEnd: ended.nextReset.toISOString(),
      entries: [
        { rank: 1, tiktokUsername: 'snelle_jelle', points: 1200 },
        ...buyersWithPoints(9).map((buyer, index) => ({
          rank: index + 2,
          tiktokUsername: buyer.tiktokUsername,
          points: 1200 - index * 100,
        })),
      ],
      prize: null,
    }
    expect(reset?.week).toEqual(week)
    expect(await storedStandings(db())).toEqual([])
    expect(await storedTimer(db())).toEqual(currentWeekTimer())
    expect(await history()).toEqual([week])
    const empty = await board()
    expect(empty).toEqual({
      entries: [],
      lastReset: weekStart(new Date()).toISOString(),
      nextReset: nextWeekReset(new Date()).toISOString(),
    })
    expect(events).toEqual([{ channel: 'leaderboard', type: 'leaderboard_reset', week: reset?.week, leaderboard: empty }])
  })

  test('the archive keeps the prize the week was played for, as it was then', async () => {
    const ended = weekJustEnded()
    await setTimer(db(), ended)
    const box = await insertProduct(db(), { name: 'Booster Box – Nachtvlam (36 packs)' })
    await db().insert(weeklyPrize).values({ productId: box.id, valueCents: 14_995, startDate: ended.lastReset, endDate: ended.nextReset })
    await insertStandings(db(), buyersWithPoints(1))

    await resetWeekIfDue(db(), publish)

    expect((await history())[0]?.prize).toEqual({ productName: 'Booster Box – Nachtvlam (36 packs)', valueCents: 14_995 })
  })

  test('runs once: a second check, and two at the same moment, find nothing left to do', async () => {
    await endedWeekWith(db(), buyersWithPoints(2))

    const results = await Promise.all([resetWeekIfDue(db(), publish), resetWeekIfDue(db(), publish)])
    const again = await resetWeekIfDue(db(), publish)

    expect(results.filter((result) => result.reset !== undefined)).toHaveLength(1)
    expect(again.reset).toBeUndefined()
    expect(await storedWeeks(db())).toHaveLength(1)
    expect(events.map((event) => event.type)).toEqual(['leaderboard_reset'])
  })

  test('a timer written by hand with microseconds still resets (times are read to the millisecond)', async () => {
    await setTimer(db(), weekJustEnded())
    await db().execute(sql`update leaderboard_timer set last_reset = last_reset + interval '123 microseconds'`)
    await insertStandings(db(), buyersWithPoints(1))

    expect((await resetWeekIfDue(db(), publish)).reset?.week?.entries).toHaveLength(1)
    expect(await storedStandings(db())).toEqual([])
  })

  test('a week in which nobody bought leaves no archive, and the new week starts', async () => {
    await setTimer(db(), weekJustEnded())
    const { reset } = await resetWeekIfDue(db(), publish)
    expect(reset?.week).toBeNull()
    expect(await storedWeeks(db())).toEqual([])
    expect(await storedTimer(db())).toMatchObject({ nextReset: nextWeekReset(new Date()) })
  })

  test('points paid after the reset count for the new week', async () => {
    await setTimer(db(), weekJustEnded())
    await insertStandings(db(), [{ tiktokUsername: 'pieter', points: 900 }])
    await resetWeekIfDue(db(), publish)

    const booster = await insertProduct(db(), { priceCents: 549 })
    await settleDemoPayment(shop.shop.app, await checkOut(shop, [{ productId: booster.id, quantity: 1 }]), 'paid')

    expect((await board()).entries).toEqual([{ rank: 1, tiktokUsername: 'pieter', points: 54 }])
    expect((await history())[0]?.entries).toEqual([{ rank: 1, tiktokUsername: 'pieter', points: 900 }])
  })

  test('a reset missed while the server was down is made at start-up, before the first request', async () => {
    // The shop was stopped three weeks ago, in the middle of a week.
    const stoppedAt = new Date(Date.now() - 3 * 7 * 24 * 60 * 60 * 1000)
    const missed = { lastReset: weekStart(stoppedAt), nextReset: nextWeekReset(stoppedAt) }
    await setTimer(db(), missed)
    await insertStandings(db(), buyersWithPoints(2))

    const restarted = await buildTestApp({}, { database: shop.database, leaderboardResetCheckMs: 60_000 })
    try {
      const answer = (await restarted.app.inject({ method: 'GET', url: '/api/leaderboard' })).json<Leaderboard>()
      expect(answer).toEqual({
        entries: [],
        lastReset: weekStart(new Date()).toISOString(),
        nextReset: nextWeekReset(new Date()).toISOString(),
      })
    } finally {
      await restarted.close()
    }
    expect(await history()).toEqual([
      expect.objectContaining({
        weekStart: missed.lastReset.toISOString(),
        weekEnd: missed.nextReset.toISOString(),
        entries: [
          { rank: 1, tiktokUsername: 'koper01', points: 200 },
          { rank: 2, tiktokUsername: 'koper02', points: 100 },
        ],
      }),
    ])
  })

  test('a server starting on a database without a timer starts it on the current week', async () => {
    const started = await buildTestApp({}, { database: shop.database, leaderboardResetCheckMs: 60_000 })
    try {
      await started.app.ready()
      expect(await storedTimer(db())).toEqual(currentWeekTimer())
    } finally {
      await started.close()
    }
  })
})

describe('POST /api/leaderboard/reset (the admin resets by hand)', () => {
  test('is for the admin only: 401 without a session, and the points stay', async () => {
    await insertStandings(db(), buyersWithPoints(2))
    await expectAdminOnly(shop, [['POST', '/api/leaderboard/reset']])
    expect(await storedStandings(db())).toHaveLength(2)
  })

  test('archives the week so far and zeroes the points; the automatic reset stays on Monday 00:00', async () => {
    const thisWeek = currentWeekTimer()
    await setTimer(db(), thisWeek)
    await insertStandings(db(), buyersWithPoints(2))
    const socket = await shop.subscribe(['leaderboard'])

    const response = await shop.admin('POST', '/api/leaderboard/reset')

    expect(response.statusCode, response.body).toBe(200)
    const answer = response.json<LeaderboardResetAnswer>()
    expect(answer.week).toMatchObject({
      weekStart: thisWeek.lastReset.toISOString(),
      entries: [
        { rank: 1, tiktokUsername: 'koper01', points: 200 },
        { rank: 2, tiktokUsername: 'koper02', points: 100 },
      ],
    })
    expect(answer.leaderboard).toMatchObject({ entries: [], nextReset: thisWeek.nextReset.toISOString() })
    expect(await storedStandings(db())).toEqual([])
    expect(await history()).toEqual([answer.week])
    await expectEvent(socket, { channel: 'leaderboard', type: 'leaderboard_reset', ...answer })
  })

  test('pressed twice at the same moment: one archive', async () => {
    await insertStandings(db(), buyersWithPoints(2))
    const answers = await Promise.all([shop.admin('POST', '/api/leaderboard/reset'), shop.admin('POST', '/api/leaderboard/reset')])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    expect(await storedWeeks(db())).toHaveLength(1)
  })
})
