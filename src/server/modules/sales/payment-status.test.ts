import { asc } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import { leaderboardEntries, orders, payments } from '#server/db/schema'
import type { Publish } from '#server/platform/events'
import {
  checkoutBody,
  fakeProvider,
  findProduct,
  insertPayment,
  insertProduct,
  paymentIdFromUrl,
  personalMarkers,
  settleDemoPayment,
} from '#server/testing/factories'
import { useTestShop } from '#server/testing/use-test-shop'
import { applyPaymentStatus, expireDuePayments } from './payment-status.service'
import { createDemoProvider } from './providers/demo-provider'
import type { PaymentProvider } from './providers/payment-provider'

const { database, shop } = useTestShop({ clearBetweenTests: true })
let events: RealtimeEvent[]
const publish: Publish = async (event) => void events.push(event)
/** What the public channels received; the admin channel may also get a refetch signal. */
const publicEvents = () => events.filter((event) => event.channel !== 'admin')
/** Nothing was published twice: a repeated report adds no event. */
const expectNoEventTwice = () => expect(new Set(events.map((e) => JSON.stringify(e))).size).toBe(events.length)

beforeEach(() => {
  events = []
})

const db = () => database.db
const stockOf = async (id: number) => (await findProduct(db(), id))?.stock
const allOrders = () => db().select().from(orders).orderBy(asc(orders.id))
const onlyPayment = async () => (await db().select().from(payments))[0]
const expiryOfPayment = async () => {
  const payment = await onlyPayment()
  if (!payment) throw new Error('no payment recorded')
  return payment.expiresAt
}
const board = leaderboardEntries
const leaderboard = () => db().select({ tiktokUsername: board.tiktokUsername, points: board.points }).from(board)

/** A booster (5,49, stock 10) and a box (14,99, stock 5), checked out through the API: 2 boosters, 1 box. */
async function checkOutTwoProducts(tiktokUsername = '@Pieter ') {
  const booster = await insertProduct(db(), { name: 'Booster Pack – Nachtvlam', priceCents: 549, stock: 10 })
  const box = await insertProduct(db(), { name: 'Booster Box – Stormkust', priceCents: 1499, stock: 5 })
  const items = [{ productId: booster.id, quantity: 2 }, { productId: box.id, quantity: 1 }]
  const payload = checkoutBody({ items, shippingDetails: { tiktokUsername } })
  const response = await shop.app.inject({ method: 'POST', url: '/api/payments', payload })
  expect(response.statusCode).toBe(200)
  return { paymentId: paymentIdFromUrl(response.json().url), booster, box }
}

describe('paid', () => {
  test('moves the orders into the queue, adds the points once and publishes the public queue shape', async () => {
    await db().insert(leaderboardEntries).values({ tiktokUsername: 'pieter', points: 5 })
    const { paymentId, booster } = await checkOutTwoProducts('@Pieter ')

    expect(await applyPaymentStatus(db(), publish, shop.app.salesHooks, paymentId, 'paid')).toEqual({ changed: true })

    expect(await onlyPayment()).toMatchObject({ status: 'paid', settledAt: expect.any(Date) })
    for (const order of await allOrders()) expect(order).toMatchObject({ status: 'pending', paidAt: expect.any(Date) })
    // floor(10,98 × 10) = 109 for the boosters, floor(14,99 × 10) = 149 for the box, on top of 5.
    expect(await leaderboard()).toEqual([{ tiktokUsername: 'pieter', points: 5 + 109 + 149 }])
    expect(await stockOf(booster.id)).toBe(8)

    const [first, second] = (await allOrders()).map((order) => order.id)
    expect(publicEvents()).toEqual([
      { channel: 'orders', type: 'order_update', order: queueOrder(first, 2, 'Booster Pack – Nachtvlam') },
      { channel: 'orders', type: 'order_update', order: queueOrder(second, 1, 'Booster Box – Stormkust') },
      {
        channel: 'leaderboard',
        type: 'leaderboard_updated',
        leaderboard: {
          entries: [{ rank: 1, tiktokUsername: 'pieter', points: 5 + 109 + 149 }],
          lastReset: expect.any(String),
          nextReset: expect.any(String),
        },
      },
    ])
    for (const marker of personalMarkers) expect(JSON.stringify(events)).not.toContain(marker)
  })

  test("'@Pieter ' and 'PIETER' collect their points on one leaderboard entry", async () => {
    const first = await checkOutTwoProducts('@Pieter ')
    const second = await checkOutTwoProducts('  PIETER')
    await applyPaymentStatus(db(), publish, shop.app.salesHooks, first.paymentId, 'paid')
    await applyPaymentStatus(db(), publish, shop.app.salesHooks, second.paymentId, 'paid')

    expect(await leaderboard()).toEqual([{ tiktokUsername: 'pieter', points: 2 * (109 + 149) }])
  })

  test('the same paid report twice is applied once: no doubled points, one set of events', async () => {
    const { paymentId } = await checkOutTwoProducts()

    expect(await applyPaymentStatus(db(), publish, shop.app.salesHooks, paymentId, 'paid')).toEqual({ changed: true })
    expect(await applyPaymentStatus(db(), publish, shop.app.salesHooks, paymentId, 'paid')).toEqual({ changed: false })

    expect(await leaderboard()).toEqual([{ tiktokUsername: 'pieter', points: 258 }])
    expect(publicEvents().map((event) => event.type)).toEqual(['order_update', 'order_update', 'leaderboard_updated'])
    expectNoEventTwice()
  })

  test('ten concurrent paid reports are applied once', async () => {
    const { paymentId } = await checkOutTwoProducts()

    const reports = Array.from({ length: 10 }, () => applyPaymentStatus(db(), publish, shop.app.salesHooks, paymentId, 'paid'))
    const results = await Promise.all(reports)

    expect(results.filter((result) => result.changed)).toHaveLength(1)
    expect(await leaderboard()).toEqual([{ tiktokUsername: 'pieter', points: 258 }])
    expect(publicEvents().map((event) => event.type)).toEqual(['order_update', 'order_update', 'leaderboard_updated'])
    expectNoEventTwice()
  })
})

describe.each(['failed', 'canceled', 'expired'] as const)('%s', (status) => {
  test('fails the orders and gives the stock back once, for two lines of one product and another product', async () => {
    // What is left after reserving 2 + 3 boosters and 1 box.
    const booster = await insertProduct(db(), { stock: 5 })
    const box = await insertProduct(db(), { stock: 4 })
    const lines = [
      { productId: booster.id, quantity: 2 },
      { productId: booster.id, quantity: 3 },
      { productId: box.id, quantity: 1 },
    ]
    const { paymentId } = await insertPayment(db(), lines)

    expect(await applyPaymentStatus(db(), publish, shop.app.salesHooks, paymentId, status)).toEqual({ changed: true })
    for (const next of [status, 'failed', 'expired', 'paid'] as const) {
      expect(await applyPaymentStatus(db(), publish, shop.app.salesHooks, paymentId, next)).toEqual({ changed: false })
    }

    expect(await stockOf(booster.id)).toBe(10)
    expect(await stockOf(box.id)).toBe(5)
    expect((await allOrders()).map((order) => order.status)).toEqual(['failed', 'failed', 'failed'])
    expect(await onlyPayment()).toMatchObject({ status })
    expect(await leaderboard()).toEqual([])
    // The late 'paid' is owed back (decision 028): its orders' pages hear it, and no stock moves again.
    const released = publicEvents().flatMap((event) => (event.type === 'stock_update' ? [event.product] : []))
    // One stock_update per product, in no particular order.
    expect(released).toHaveLength(2)
    expect(released).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: booster.id, stock: 10 }),
        expect.objectContaining({ id: box.id, stock: 5 }),
      ]),
    )
    expectNoEventTwice()
  })

  test('a checkout with one product on two lines gets all of it back, even when reported concurrently', async () => {
    const booster = await insertProduct(db(), { stock: 10 })
    const items = [
      { productId: booster.id, quantity: 2 },
      { productId: booster.id, quantity: 3 },
    ]
    const response = await shop.app.inject({ method: 'POST', url: '/api/payments', payload: checkoutBody({ items }) })
    expect(await stockOf(booster.id)).toBe(5)

    const paymentId = paymentIdFromUrl(response.json().url)
    await Promise.all(Array.from({ length: 5 }, () => applyPaymentStatus(db(), publish, shop.app.salesHooks, paymentId, status)))

    expect(await stockOf(booster.id)).toBe(10)
  })
})

describe('the first definitive status wins', () => {
  test("'expired' after 'paid' changes nothing", async () => {
    const { paymentId, booster } = await checkOutTwoProducts()
    await applyPaymentStatus(db(), publish, shop.app.salesHooks, paymentId, 'paid')

    expect(await applyPaymentStatus(db(), publish, shop.app.salesHooks, paymentId, 'expired')).toEqual({ changed: false })

    expect(await onlyPayment()).toMatchObject({ status: 'paid' })
    expect((await allOrders()).map((order) => order.status)).toEqual(['pending', 'pending'])
    expect(await stockOf(booster.id)).toBe(8)
    expect(publicEvents().map((event) => event.type)).toEqual(['order_update', 'order_update', 'leaderboard_updated'])
    expectNoEventTwice()
  })

  test("'paid' after 'expired' changes nothing", async () => {
    const { paymentId, booster } = await checkOutTwoProducts()
    await applyPaymentStatus(db(), publish, shop.app.salesHooks, paymentId, 'expired')

    expect(await applyPaymentStatus(db(), publish, shop.app.salesHooks, paymentId, 'paid')).toEqual({ changed: false })

    expect(await onlyPayment()).toMatchObject({ status: 'expired' })
    expect((await allOrders()).map((order) => order.status)).toEqual(['failed', 'failed'])
    expect(await stockOf(booster.id)).toBe(10)
    expect(await leaderboard()).toEqual([])
  })

  test("on the demo page, 'Betaald' twice and then 'Verlopen' count as one payment", async () => {
    const { paymentId, booster } = await checkOutTwoProducts()
    for (const outcome of ['paid', 'paid', 'expired'] as const) await settleDemoPayment(shop.app, paymentId, outcome)

    expect(await onlyPayment()).toMatchObject({ status: 'paid' })
    expect(await leaderboard()).toEqual([{ tiktokUsername: 'pieter', points: 258 }])
    expect(await stockOf(booster.id)).toBe(8)
  })
})

describe('abandoned checkouts', () => {
  const at = (date: Date, offsetMs: number) => new Date(date.getTime() + offsetMs)
  const expireWith = (provider: PaymentProvider, now: Date) =>
    expireDuePayments({ db: db(), publish, salesHooks: shop.app.salesHooks, provider, log: shop.app.log }, now)

  test('are released once now passes their expiry, and not before', async () => {
    const { booster } = await checkOutTwoProducts()
    const expiresAt = await expiryOfPayment()
    const expire = (now: Date) => expireWith(createDemoProvider(), now)

    expect(await expire(at(expiresAt, -60_000))).toBe(0)
    expect(await expire(expiresAt)).toBe(0)
    expect(await onlyPayment()).toMatchObject({ status: 'open' })
    expect(await stockOf(booster.id)).toBe(8)

    expect(await expire(at(expiresAt, 1))).toBe(1)
    expect(await onlyPayment()).toMatchObject({ status: 'expired' })
    expect((await allOrders()).map((order) => order.status)).toEqual(['failed', 'failed'])
    expect(await stockOf(booster.id)).toBe(10)
    expect(await expire(at(expiresAt, 60_000))).toBe(0)
    expect(await stockOf(booster.id)).toBe(10)
  })

  test('are marked paid when the provider says paid at expiry', async () => {
    const { paymentId, booster } = await checkOutTwoProducts()
    const expiresAt = await expiryOfPayment()
    const provider = fakeProvider({ graceMinutes: 0 })
    provider.status = 'paid'

    expect(await expireWith(provider, at(expiresAt, 1))).toBe(1)

    expect(provider.fetched).toEqual([`demo_${paymentId}`])
    expect(await onlyPayment()).toMatchObject({ status: 'paid' })
    expect((await allOrders()).map((order) => order.status)).toEqual(['pending', 'pending'])
    expect(await stockOf(booster.id)).toBe(8)
    expect(await leaderboard()).toEqual([{ tiktokUsername: 'pieter', points: 258 }])
  })

  test('wait while the provider still says open within its grace, and expire after it', async () => {
    const { booster } = await checkOutTwoProducts()
    const expiresAt = await expiryOfPayment()
    const provider = fakeProvider({ graceMinutes: 120 })

    expect(await expireWith(provider, at(expiresAt, 60 * 60_000))).toBe(0)
    expect(await onlyPayment()).toMatchObject({ status: 'open' })
    expect(await stockOf(booster.id)).toBe(8)
    expect(events).toEqual([])

    expect(await expireWith(provider, at(expiresAt, 121 * 60_000))).toBe(1)
    expect(await onlyPayment()).toMatchObject({ status: 'expired' })
    expect(await stockOf(booster.id)).toBe(10)
  })
})

/** An order_update's order: the public queue shape, exactly these fields. */
function queueOrder(id: number | undefined, quantity: number, name: string) {
  const product = { name, imageUrl: '/demo/booster-pack-violet.svg' }
  const times = { createdAt: expect.any(String), paidAt: expect.any(String) }
  return { id, tiktokUsername: 'pieter', quantity, status: 'pending', ...times, product }
}
