import { eq } from 'drizzle-orm'
import { beforeEach, expect, test } from 'vitest'
import type { Leaderboard } from '#shared/contracts/leaderboard'
import { orders } from '#server/db/schema'
import { chargeBack, keptOrdersOf, reverseChargeback } from '#server/testing/chargeback-hooks'
import { checkOut, readPublic } from '#server/testing/admin-factories'
import { insertPayment, insertProduct, settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'
import { clearLeaderboard } from './leaderboard-fixtures'

/**
 * A payment the bank takes back gives back its orders' points, and a reversed chargeback restores them
 * (decision 052), by the rule a cancellation follows (decision 028): only points earned this week are
 * on the board, so only those go and come back. Sales' hooks are called by hand (chargeback-hooks.ts).
 */
const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db
const app = () => shop.shop.app
const entries = async () => (await readPublic<Leaderboard>(shop, '/api/leaderboard')).entries

beforeEach(async () => {
  await clearLeaderboard(db())
})

/** Two boosters of 5,49, paid now: floor(10,98 × 10) = 109 points. */
async function buyTwoBoosters(tiktokUsername: string) {
  const booster = await insertProduct(db(), { priceCents: 549, stock: 50 })
  const paymentId = await checkOut(shop, [{ productId: booster.id, quantity: 2 }], { tiktokUsername })
  await settleDemoPayment(app(), paymentId, 'paid')
  return paymentId
}

test('a payment of this week taken back gives back its points, opened or not; the reversal restores them', async () => {
  const opened = await buyTwoBoosters('terugboeker')
  const queued = await buyTwoBoosters('terugboeker')
  await buyTwoBoosters('eerlijk')
  const [openedOrder] = await keptOrdersOf(db(), opened)
  if (!openedOrder) throw new Error('the checkout made no order')
  expect((await shop.admin('PATCH', `/api/orders/${openedOrder.id}`, { status: 'completed' })).statusCode).toBe(200)
  expect(await entries()).toEqual([
    { rank: 1, tiktokUsername: 'terugboeker', points: 218 },
    { rank: 2, tiktokUsername: 'eerlijk', points: 109 },
  ])

  expect(await chargeBack(app(), db(), opened)).toEqual({ pointsTakenBack: true })
  expect(await chargeBack(app(), db(), queued)).toEqual({ pointsTakenBack: true })
  expect(await entries()).toEqual([{ rank: 1, tiktokUsername: 'eerlijk', points: 109 }])

  // The seller won the dispute over the opened pack; the queued one stays failed (sales' side).
  expect(await reverseChargeback(app(), db(), opened)).toEqual({ pointsAdded: true })
  expect(await entries()).toEqual([
    { rank: 1, tiktokUsername: 'eerlijk', points: 109 },
    { rank: 2, tiktokUsername: 'terugboeker', points: 109 },
  ])
})

test('an order paid in an earlier week neither gives back nor gets back points on this week’s board', async () => {
  await buyTwoBoosters('terugboeker')
  // Paid ten days ago and opened then, worth 50 points: that week was archived with them. Written
  // straight to sales' tables, as the API pays at the present moment only.
  const paidAt = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000)
  const old = await insertPayment(db(), [{ productId: null, quantity: 1, status: 'completed', createdAt: paidAt, paidAt }], {
    status: 'paid',
    tiktokUsername: 'terugboeker',
  })
  await db().update(orders).set({ points: 50 }).where(eq(orders.paymentId, old.paymentId))

  expect(await chargeBack(app(), db(), old.paymentId)).toEqual({ pointsTakenBack: false })
  expect(await entries()).toEqual([{ rank: 1, tiktokUsername: 'terugboeker', points: 109 }])

  expect(await reverseChargeback(app(), db(), old.paymentId)).toEqual({ pointsAdded: false })
  expect(await entries()).toEqual([{ rank: 1, tiktokUsername: 'terugboeker', points: 109 }])
})
