import { eq } from 'drizzle-orm'
import { beforeEach, expect, test } from 'vitest'
import type { Battle } from '#shared/contracts/battles'
import { messages } from '#shared/contracts/messages'
import { orders, packBattleParticipants, payments, refunds } from '#server/db/schema'
import { expireCheckouts } from '#server/testing/checkout-expiry'
import { clearShopData, insertBattle } from '#server/testing/factories'
import { buildMollieTestApp, mollieProviderFor, mollieWebhook } from '#server/testing/mollie-shop'
import { useFakeMollie, useTestApp } from '#server/testing/use-test-shop'

// Decision 023 with PAYMENT_PROVIDER=mollie: a spot is paid as a checkout is, through the real SDK and a
// fake Mollie; the status is always asked of Mollie, never read from a request.

const PUBLIC_URL = 'https://shop.example.nl'
const fake = useFakeMollie()
const shop = useTestApp(() => buildMollieTestApp(fake, { publicUrl: PUBLIC_URL }))
const db = () => shop.database.db

beforeEach(() => clearShopData(db()))

const activeBattle = () => insertBattle(db(), { isActive: true, pricePerSpot: '17.50', maxSpots: 4, spotsAvailable: 4 })

async function buySpot(battleId: number, spotNumber: number, body: Record<string, unknown> = {}) {
  const payload = { spotNumber, tiktokUsername: '@Mollie_Koper', email: 'mollie.koper@example.nl', ...body }
  const response = await shop.app.inject({ method: 'POST', url: `/api/pack-battles/${battleId}/spots`, payload })
  expect(response.statusCode, response.body).toBe(200)
  const { url, paymentId } = response.json<{ url: string; paymentId: string }>()
  const atMollie = fake.payments().find((p) => p._links.checkout?.href === url)
  if (!atMollie) throw new Error(`the fake created no payment with checkout ${url}`)
  return { paymentId, molliePaymentId: atMollie.id }
}

const webhook = (id: string) => mollieWebhook(shop.app, id)

const participants = (battleId: number) =>
  db().select().from(packBattleParticipants).where(eq(packBattleParticipants.packBattleId, battleId))

test("Mollie is asked for the battle's price, whatever the body says, with the checkout's return route and webhook", async () => {
  const battle = await activeBattle()
  const { paymentId, molliePaymentId } = await buySpot(battle.id, 2, { amountCents: 1, price: '0.01' })
  expect(fake.createRequestOf(molliePaymentId)?.body).toMatchObject({
    amount: { currency: 'EUR', value: '17.50' },
    redirectUrl: `${PUBLIC_URL}/api/payments/${paymentId}/return`,
    webhookUrl: `${PUBLIC_URL}/api/payments/webhook`,
    metadata: { paymentId },
  })
})

test('a webhook twice: the spot is paid once, and the second changes nothing', async () => {
  const battle = await activeBattle()
  const { molliePaymentId } = await buySpot(battle.id, 3)
  fake.setStatus(molliePaymentId, 'paid')

  expect((await webhook(molliePaymentId)).statusCode).toBe(200)
  const once = await participants(battle.id)
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)

  expect(once).toEqual([expect.objectContaining({ spotNumber: 3, isPaid: true, paidVia: 'shop' })])
  expect(await participants(battle.id)).toEqual(once)
  expect(await db().select().from(refunds)).toEqual([])
})

test("Mollie's late 'paid' after the expiry job let the spot go is one refund, however often it is reported", async () => {
  const battle = await activeBattle()
  const { paymentId, molliePaymentId } = await buySpot(battle.id, 1)
  const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId))
  // Past the expiry and Mollie's grace period: the job applies 'expired' and the spot is free.
  const graceOver = new Date((payment?.expiresAt.getTime() ?? 0) + 3 * 60 * 60_000)
  expect(await expireCheckouts(shop, graceOver, mollieProviderFor(fake))).toBe(1)
  expect(await participants(battle.id)).toEqual([])

  fake.setStatus(molliePaymentId, 'paid')
  await webhook(molliePaymentId)
  await webhook(molliePaymentId)

  expect(await db().select().from(refunds)).toEqual([
    expect.objectContaining({ paymentId, amountCents: 1750, reason: 'late_payment', description: expect.stringMatching(/, plek 1$/), refundedAt: null }),
  ])
  expect(await participants(battle.id)).toEqual([])
})

test('Mollie down: 502, and the spot, the payment and its order are let go', async () => {
  const battle = await activeBattle()
  fake.setDown('reset')

  const response = await shop.app.inject({
    method: 'POST',
    url: `/api/pack-battles/${battle.id}/spots`,
    payload: { spotNumber: 2, tiktokUsername: 'pech', email: 'pech@example.nl' },
  })

  expect(response.statusCode).toBe(502)
  expect(response.json()).toEqual({ message: messages.paymentProviderDown })
  expect(await participants(battle.id)).toEqual([])
  expect((await db().select().from(orders)).map((order) => order.status)).toEqual(['failed'])
  const read = await shop.app.inject({ method: 'GET', url: '/api/pack-battles/active' })
  expect(read.json<Battle>().spotsAvailable).toBe(4)
})
