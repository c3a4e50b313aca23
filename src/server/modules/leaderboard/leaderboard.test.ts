import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import type { Leaderboard, PaymentPoints, Standing } from '#shared/contracts/leaderboard'
import { messages } from '#shared/contracts/messages'
import { nextWeekReset, weekStart } from '#shared/domain/leaderboard-week'
import { payments } from '#server/db/schema'
import { checkOut, createTestOrder, expectEvent, readPublic } from '#server/testing/admin-factories'
import { insertProduct, personalMarkers, settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'
import { buyersWithPoints, clearLeaderboard, insertStandings, setTimer } from './leaderboard-fixtures'

const shop = useAdminShop({ clearBetweenTests: true })

beforeEach(async () => {
  await clearLeaderboard(shop.database.db)
})

const db = () => shop.database.db
const board = () => readPublic<Leaderboard>(shop, '/api/leaderboard')
const standing = (tiktokUsername: string) =>
  shop.anonymous('GET', `/api/leaderboard/standing?tiktokUsername=${encodeURIComponent(tiktokUsername)}`)
const entries = async () => (await board()).entries

/** A booster of 5,49: two of them earn floor(10,98 × 10) = 109 points. */
async function buyTwoBoosters(tiktokUsername: string, outcome: 'paid' | 'failed' | 'canceled' | 'expired' | 'open') {
  const booster = await insertProduct(db(), { priceCents: 549, stock: 50 })
  const paymentId = await checkOut(shop, [{ productId: booster.id, quantity: 2 }], { tiktokUsername })
  if (outcome !== 'open') await settleDemoPayment(shop.shop.app, paymentId, outcome)
  return paymentId
}

describe('GET /api/leaderboard', () => {
  test('a week without purchases: no entries, and the week runs to the next Monday 00:00 in Amsterdam', async () => {
    const answer = await board()
    expect(answer.entries).toEqual([])
    expect(answer.nextReset).toBe(nextWeekReset(new Date()).toISOString())
    expect(answer.lastReset).toBe(weekStart(new Date()).toISOString())
  })

  test('the top ten, highest first, with ranks; a tie goes to whoever reached the score first', async () => {
    // koper01 reached 1100 on Tuesday; one buyer got there on Monday, another on Wednesday.
    await insertStandings(db(), [
      ...buyersWithPoints(11, new Date('2025-03-25T12:00:00Z')),
      { tiktokUsername: 'laatkomer', points: 1100, reachedAt: new Date('2025-03-26T12:00:00Z') },
      { tiktokUsername: 'vroegevogel', points: 1100, reachedAt: new Date('2025-03-24T08:00:00Z') },
    ])

    const top = await entries()

    expect(top).toHaveLength(10)
    expect(top.slice(0, 3)).toEqual([
      { rank: 1, tiktokUsername: 'vroegevogel', points: 1100 },
      { rank: 2, tiktokUsername: 'koper01', points: 1100 },
      { rank: 3, tiktokUsername: 'laatkomer', points: 1100 },
    ])
    expect(top.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(top.at(-1)).toEqual({ rank: 10, tiktokUsername: 'koper08', points: 400 })
  })

  test('answers the timer the weekly reset keeps', async () => {
    const timer = { lastReset: new Date('2025-03-23T23:00:00Z'), nextReset: new Date('2025-03-30T22:00:00Z') }
    await setTimer(db(), timer)
    expect(await board()).toMatchObject({ lastReset: timer.lastReset.toISOString(), nextReset: timer.nextReset.toISOString() })
  })
})

describe('points come from paid orders only', () => {
  test('a checkout earns nothing until it is paid; then its points appear and go out on the leaderboard channel', async () => {
    const socket = await shop.subscribe(['leaderboard'])
    const paymentId = await buyTwoBoosters('@Pieter ', 'open')
    expect(await entries()).toEqual([])

    await settleDemoPayment(shop.shop.app, paymentId, 'paid')

    const expected = [{ rank: 1, tiktokUsername: 'pieter', points: 109 }]
    expect(await entries()).toEqual(expected)
    await expectEvent(socket, { channel: 'leaderboard', type: 'leaderboard_updated', leaderboard: await board() })
  })

  test('failed, cancelled and expired payments earn no points', async () => {
    await buyTwoBoosters('mislukt', 'failed')
    await buyTwoBoosters('geannuleerd', 'canceled')
    await buyTwoBoosters('verlopen', 'expired')
    expect(await entries()).toEqual([])
  })

  test('a second report of the same payment adds nothing', async () => {
    const paymentId = await buyTwoBoosters('pieter', 'paid')
    await settleDemoPayment(shop.shop.app, paymentId, 'paid')
    await settleDemoPayment(shop.shop.app, paymentId, 'failed')
    expect(await entries()).toEqual([{ rank: 1, tiktokUsername: 'pieter', points: 109 }])
  })

  test("'@Pieter ', 'PIETER' and 'pieter' are one buyer, on the board and in the lookup", async () => {
    await buyTwoBoosters('@Pieter ', 'paid')
    await buyTwoBoosters('PIETER', 'paid')
    await buyTwoBoosters('pieter', 'paid')

    expect(await entries()).toEqual([{ rank: 1, tiktokUsername: 'pieter', points: 3 * 109 }])
    for (const spelling of ['@Pieter ', 'PIETER', ' @pieter']) {
      expect((await standing(spelling)).json()).toEqual({ tiktokUsername: 'pieter', points: 327, rank: 1 })
    }
  })

  test('the test notification is not a sale: it earns no points', async () => {
    const product = await insertProduct(db(), { priceCents: 14_995 })
    await createTestOrder(shop, product.id)
    expect(await entries()).toEqual([])
  })

  test('no answer or event of the leaderboard carries personal data', async () => {
    const socket = await shop.subscribe(['leaderboard'])
    const paymentId = await buyTwoBoosters('@Pieter ', 'paid')
    const event = JSON.stringify(await socket.next())
    const answers = await Promise.all(
      ['/api/leaderboard', '/api/leaderboard/standing?tiktokUsername=pieter', `/api/payments/${paymentId}/points`].map(
        async (url) => (await shop.anonymous('GET', url)).body,
      ),
    )
    for (const text of [event, ...answers]) {
      for (const marker of personalMarkers) expect(text).not.toContain(marker)
    }
  })
})

describe('GET /api/leaderboard/standing', () => {
  test('a buyer outside the top ten still learns their points and rank', async () => {
    await insertStandings(db(), buyersWithPoints(12))
    expect((await standing('@Koper12')).json()).toEqual({ tiktokUsername: 'koper12', points: 100, rank: 12 })
    expect((await standing('koper03')).json()).toEqual({ tiktokUsername: 'koper03', points: 1000, rank: 3 })
  })

  test('the rank follows the tie-break: of two equal scores, the earlier one ranks higher', async () => {
    await insertStandings(db(), [
      { tiktokUsername: 'later', points: 500, reachedAt: new Date('2025-03-27T10:00:00Z') },
      { tiktokUsername: 'eerder', points: 500, reachedAt: new Date('2025-03-26T10:00:00Z') },
    ])
    expect((await standing('later')).json<Standing>().rank).toBe(2)
    expect((await standing('eerder')).json<Standing>().rank).toBe(1)
  })

  test('a buyer without points this week has 0 points and no rank', async () => {
    expect((await standing('nieuwkomer')).json()).toEqual({ tiktokUsername: 'nieuwkomer', points: 0, rank: null })
  })

  test('an empty name answers 400 with a Dutch message', async () => {
    for (const url of ['/api/leaderboard/standing', '/api/leaderboard/standing?tiktokUsername=%40%20']) {
      const response = await shop.anonymous('GET', url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json()).toEqual({ message: 'Vul je TikTok gebruikersnaam in' })
    }
  })

  test.each(['a'.repeat(25), 'a'.repeat(121), '<b>pieter</b>', 'pieter de vries'])(
    'a name TikTok would not give out (%j) answers 400 with the username rule',
    async (name) => {
      const response = await standing(name)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: messages.invalidTiktokUsername })
    },
  )
})

describe('GET /api/payments/:id/points (the payment success page)', () => {
  test('open: the points the checkout will earn; paid: the points it earned; failed: none', async () => {
    const points = (id: string) => readPublic<PaymentPoints>(shop, `/api/payments/${id}/points`)
    const open = await buyTwoBoosters('pieter', 'open')
    expect(await points(open)).toEqual({ status: 'open', points: 109 })
    await settleDemoPayment(shop.shop.app, open, 'paid')
    expect(await points(open)).toEqual({ status: 'paid', points: 109 })
    expect(await points(await buyTwoBoosters('pieter', 'failed'))).toEqual({ status: 'failed', points: 0 })
  })

  test('an unknown payment, or the test notification, answers 404', async () => {
    const unknown = await shop.anonymous('GET', '/api/payments/00000000-0000-4000-8000-000000000000/points')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: messages.paymentNotFound })
    expect((await shop.anonymous('GET', '/api/payments/geen-id/points')).statusCode).toBe(400)

    await createTestOrder(shop, (await insertProduct(db(), { priceCents: 549 })).id)
    const [manual] = await db().select({ id: payments.id }).from(payments).where(eq(payments.provider, 'manual'))
    expect((await shop.anonymous('GET', `/api/payments/${manual?.id}/points`)).statusCode).toBe(404)
  })
})

test("the dashboard's Reset Data clears every point, and the board empties live", async () => {
  // Subscribed before the purchase, whose own event comes first: events reach a socket a moment after
  // their commit (NOTIFY), so one subscribed after it could still get the purchase's board after the reset.
  const socket = await shop.subscribe(['leaderboard'])
  await buyTwoBoosters('pieter', 'paid')
  await expectEvent(socket, { channel: 'leaderboard', type: 'leaderboard_updated', leaderboard: await board() })
  expect(await entries()).toEqual([expect.objectContaining({ tiktokUsername: 'pieter', points: 109 })])

  expect((await shop.admin('POST', '/api/reset')).statusCode).toBe(204)

  expect(await entries()).toEqual([])
  expect((await standing('pieter')).json()).toEqual({ tiktokUsername: 'pieter', points: 0, rank: null })
  await expectEvent(socket, { channel: 'leaderboard', type: 'leaderboard_updated', leaderboard: await board() })
})
