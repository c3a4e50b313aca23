import { beforeEach, expect, test } from 'vitest'
import type { Leaderboard } from '#shared/contracts/leaderboard'
import { checkoutBody, fakeProvider, insertProduct } from '#server/testing/factories'
import { mollieWebhook } from '#server/testing/mollie-shop'
import { useTestShop } from '#server/testing/use-test-shop'
import { clearLeaderboard } from './leaderboard-fixtures'

// Points through the payment provider's webhook (product.md 12.3): the shop asks the provider for the
// status, so points appear only when the provider says 'paid', and only once however often it calls.

const provider = fakeProvider()
const { shop } = useTestShop({ deps: { paymentProvider: provider }, clearBetweenTests: true })
beforeEach(async () => {
  await clearLeaderboard(shop.database.db)
  provider.status = 'open'
})

const webhook = (providerPaymentId: string) => mollieWebhook(shop.app, providerPaymentId)

const entries = async () => (await shop.app.inject({ method: 'GET', url: '/api/leaderboard' })).json<Leaderboard>().entries

/** A checkout of one Elite Trainer Box (54,95: 549 points) by this buyer; the provider's payment id. */
async function checkOut(tiktokUsername: string): Promise<string> {
  const box = await insertProduct(shop.database.db, { name: 'Elite Trainer Box', priceCents: 5_495, stock: 5 })
  const payload = checkoutBody({ items: [{ productId: box.id, quantity: 1 }], shippingDetails: { tiktokUsername } })
  const response = await shop.app.inject({ method: 'POST', url: '/api/payments', payload })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ url: string }>().url.split('/').pop() ?? ''
}

test("no points while the provider says 'open'; the points once it says 'paid'", async () => {
  const id = await checkOut('@Kaartfan')
  expect((await webhook(id)).statusCode).toBe(200)
  expect(await entries()).toEqual([])

  provider.status = 'paid'
  expect((await webhook(id)).statusCode).toBe(200)
  expect(await entries()).toEqual([{ rank: 1, tiktokUsername: 'kaartfan', points: 549 }])
})

test('the same paid webhook, repeated and ten at once, adds the points once', async () => {
  const id = await checkOut('kaartfan')
  provider.status = 'paid'

  await webhook(id)
  await webhook(id)
  await Promise.all(Array.from({ length: 10 }, () => webhook(id)))

  expect(await entries()).toEqual([{ rank: 1, tiktokUsername: 'kaartfan', points: 549 }])
})

test("a webhook saying 'paid' after the payment expired adds nothing", async () => {
  const id = await checkOut('te_laat')
  provider.status = 'expired'
  await webhook(id)
  provider.status = 'paid'
  await webhook(id)
  expect(await entries()).toEqual([])
})
