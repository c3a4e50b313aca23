import { setTimeout as sleep } from 'node:timers/promises'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { pointsForOrder } from '#shared/domain/points'
import { leaderboardEntries, orders, payments, products } from '#server/db/schema'
import { checkoutBody, fakeProvider, insertProduct } from '#server/testing/factories'
import { mollieWebhook } from '#server/testing/mollie-shop'
import type { TestApp } from '#server/testing/test-app'
import { atOnce } from '#server/testing/two-instances'
import { useFakeMollie, useTwoInstances } from '#server/testing/use-test-shop'
import { expireDuePayments } from './payment-status.service'
import { createMollieProvider } from './providers/mollie-provider'

/**
 * Races (docs/reliability.md), payments: concurrent reports about one payment end in exactly one outcome. On
 * PostgreSQL two shop instances with their own pools share the database, so the requests really run
 * side by side; the real Mollie SDK talks to a fake Mollie. Each race is run ROUNDS times.
 */
const ROUNDS = 5
const PRICE = 1295
const STOCK = 5
const QUANTITY = 2

const fake = useFakeMollie()
const shop = useTwoInstances(
  () => ({ paymentProvider: 'mollie', mollieApiKey: fake.apiKey, publicUrl: 'https://shop.example.nl' }),
  () => ({ paymentProvider: createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: fake.url }) }),
)
let buyers = 0

const db = () => shop.database.db

type Started = { productId: number; paymentId: string; molliePaymentId: string; username: string }

/** A buyer of their own checks out two of a new product (stock 5). */
async function startCheckout(): Promise<Started> {
  const product = await insertProduct(db(), { name: `Booster ${++buyers}`, priceCents: PRICE, stock: STOCK })
  const tiktokUsername = `@Racefan${buyers}`
  const payload = checkoutBody({ items: [{ productId: product.id, quantity: QUANTITY }], shippingDetails: { tiktokUsername } })
  const response = await shop.pick(buyers).app.inject({ method: 'POST', url: '/api/payments', payload })
  expect(response.statusCode, response.body).toBe(200)
  const atMollie = fake.payments().find((p) => p._links.checkout?.href === response.json().url)
  if (!atMollie) throw new Error('the fake created no payment')
  const paymentId = (atMollie.metadata as { paymentId: string }).paymentId
  return { productId: product.id, paymentId, molliePaymentId: atMollie.id, username: tiktokUsername.slice(1).toLowerCase() }
}

function webhook(target: TestApp, id: string) {
  return mollieWebhook(target.app, id)
}

async function stateOf(started: Started) {
  const [payment] = await db().select().from(payments).where(eq(payments.id, started.paymentId))
  const lines = await db().select().from(orders).where(eq(orders.paymentId, started.paymentId)).orderBy(asc(orders.id))
  const [product] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, started.productId))
  const entries = await db().select().from(leaderboardEntries).where(eq(leaderboardEntries.tiktokUsername, started.username))
  return {
    paymentStatus: payment?.status,
    lateStatus: payment?.lateStatus,
    orderStatuses: lines.map((line) => line.status),
    stock: product?.stock,
    points: entries.reduce((sum, entry) => sum + entry.points, 0),
  }
}

const paidOnce = { paymentStatus: 'paid', orderStatuses: ['pending'], stock: STOCK - QUANTITY, points: pointsForOrder(PRICE * QUANTITY) }
const expiredOnce = { paymentStatus: 'expired', orderStatuses: ['failed'], stock: STOCK, points: 0 }

describe('the same webhook ten times at once', () => {
  test(`one paid payment, its order queued once, the points added once, the stock counted once (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const started = await startCheckout()
      fake.setStatus(started.molliePaymentId, 'paid')
      const answers = await atOnce(10, (i) => webhook(shop.pick(i), started.molliePaymentId))
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200))
      expect(await stateOf(started)).toEqual({ ...paidOnce, lateStatus: null })
    }
  })
})

describe('a webhook racing the expiry job', () => {
  test(`Mollie says paid while the job gives up on it: one coherent outcome, the loser recorded (${ROUNDS * 2} rounds)`, async () => {
    const outcomes = { paid: 0, expired: 0 }
    let recorded = 0
    // The expiry job of each instance cannot reach Mollie (after a random network delay, so either
    // side may be first) and the grace period is over: it expires the payment.
    const unreachable = fakeProvider({
      graceMinutes: 0,
      fetchPayment: async () => {
        await sleep(Math.random() * 300)
        throw new Error('Mollie cannot be reached')
      },
    })
    for (let round = 0; round < ROUNDS * 2; round++) {
      const started = await startCheckout()
      fake.setStatus(started.molliePaymentId, 'paid')
      const later = new Date(Date.now() + 60 * 60_000)
      const expire = (target: TestApp) =>
        expireDuePayments({ db: target.database.db, publish: target.app.realtime.publish, salesHooks: target.app.salesHooks, provider: unreachable, log: target.app.log }, later)
      await atOnce(6, async (i) => {
        if (i % 2 === 0) await webhook(shop.pick(i / 2), started.molliePaymentId)
        else await expire(shop.pick(i))
      })

      const state = await stateOf(started)
      const winner = state.paymentStatus === 'paid' ? paidOnce : expiredOnce
      expect(state).toMatchObject(winner)
      outcomes[winner.paymentStatus as 'paid' | 'expired']++
      // A webhook that lost to the job recorded Mollie's 'paid'. A job that lost to the webhook
      // recorded its 'expired' if it had already picked the payment as due, and nothing if not.
      if (state.paymentStatus === 'expired') expect(state.lateStatus).toBe('paid')
      else expect([null, 'expired']).toContain(state.lateStatus)
      if (state.lateStatus) recorded++
    }
    expect(outcomes.paid + outcomes.expired).toBe(ROUNDS * 2)
    expect(recorded).toBeGreaterThanOrEqual(outcomes.expired)
  })
})

describe('a late definitive status', () => {
  test("'expired' after 'paid': the payment stays paid, nothing is counted again, the 'expired' is recorded", async () => {
    const started = await startCheckout()
    fake.setStatus(started.molliePaymentId, 'paid')
    expect((await webhook(shop.pick(0), started.molliePaymentId)).statusCode).toBe(200)

    fake.setStatus(started.molliePaymentId, 'expired')
    await atOnce(4, (i) => webhook(shop.pick(i), started.molliePaymentId))
    expect(await stateOf(started)).toEqual({ ...paidOnce, lateStatus: 'expired' })
  })

  test("'paid' after 'expired' (the job gave up first): the order stays failed, the 'paid' is recorded for the admin", async () => {
    const started = await startCheckout()
    const unreachable = fakeProvider({ graceMinutes: 0, fetchPayment: async () => ({ status: 'open', refundedCents: 0, chargedBackCents: 0 }) })
    const later = new Date(Date.now() + 60 * 60_000)
    const target = shop.pick(1)
    expect(await expireDuePayments({ db: db(), publish: target.app.realtime.publish, salesHooks: target.app.salesHooks, provider: unreachable, log: target.app.log }, later)).toBeGreaterThan(0)

    fake.setStatus(started.molliePaymentId, 'paid')
    await atOnce(4, (i) => webhook(shop.pick(i), started.molliePaymentId))
    expect(await stateOf(started)).toEqual({ ...expiredOnce, lateStatus: 'paid' })
  })

  test('a repeat of the winning status is no late status', async () => {
    const started = await startCheckout()
    fake.setStatus(started.molliePaymentId, 'paid')
    for (let i = 0; i < 3; i++) expect((await webhook(shop.pick(i), started.molliePaymentId)).statusCode).toBe(200)
    expect(await stateOf(started)).toEqual({ ...paidOnce, lateStatus: null })
  })
})
