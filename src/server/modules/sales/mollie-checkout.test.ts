import { asc, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { pointsForOrder } from '#shared/domain/points'
import type { Config } from '#server/config'
import type { Db } from '#server/db/db'
import { leaderboardEntries, orders, payments, products } from '#server/db/schema'
import { checkoutBody, insertPayment, insertProduct } from '#server/testing/factories'
import { mollieWebhook } from '#server/testing/mollie-shop'
import { buildTestApp, type TestApp, type TestAppDeps } from '#server/testing/test-app'
import { useFakeMollie, useTestApp } from '#server/testing/use-test-shop'
import { createMollieProvider } from './providers/mollie-provider'

// product.md 12 with PAYMENT_PROVIDER=mollie: the whole shop, its database (PGlite or PostgreSQL), and the
// real Mollie SDK talking https to a fake Mollie API. The webhook and the return route never trust
// what they are told; they ask the fake.

const PUBLIC_URL = 'https://shop.example.nl'
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

const fake = useFakeMollie()

/** The shop with PAYMENT_PROVIDER=mollie, its Mollie adapter pointed at the fake. */
function buildMollieShop(overrides: Partial<Config> = {}, deps: TestAppDeps = {}): Promise<TestApp> {
  return buildTestApp(
    { paymentProvider: 'mollie', mollieApiKey: fake.apiKey, publicUrl: PUBLIC_URL, ...overrides },
    { paymentProvider: createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: fake.url }), ...deps },
  )
}

const shop = useTestApp(() => buildMollieShop())

let buyers = 0

/** A product of its own for each test, so the tests share one database without meeting. */
function createProduct(db: Db, values: { priceCents: number; stock: number }) {
  return insertProduct(db, { name: `Booster ${++buyers}`, ...values })
}

/** A checkout body by a buyer of its own (their points are theirs alone), PostNL to the Netherlands. */
function body(items: { productId: number; quantity: number }[], details: Record<string, unknown> = {}) {
  const tiktokUsername = `@Kaartfan${++buyers}`
  return checkoutBody({ items, shippingDetails: { tiktokUsername, shippingMethod: 'postnl', ...details } })
}

type Started = { productId: number; paymentId: string; molliePaymentId: string; url: string; username: string }

const PRICE = 1295
const STOCK = 5
const QUANTITY = 2

/** A buyer checks out two of a new product (stock 5) by PostNL to the Netherlands. */
async function startCheckout(target: TestApp = shop): Promise<Started> {
  const product = await createProduct(target.database.db, { priceCents: PRICE, stock: STOCK })
  const payload = body([{ productId: product.id, quantity: QUANTITY }])
  const response = await target.app.inject({ method: 'POST', url: '/api/payments', payload })
  expect(response.statusCode, response.body).toBe(200)
  const { url } = response.json<{ success: true; url: string }>()
  const atMollie = fake.payments().find((p) => p._links.checkout?.href === url)
  if (!atMollie) throw new Error(`the fake created no payment with checkout ${url}`)
  const paymentId = (atMollie.metadata as { paymentId: string }).paymentId
  const username = payload.shippingDetails.tiktokUsername.slice(1).toLowerCase()
  return { productId: product.id, paymentId, molliePaymentId: atMollie.id, url, username }
}

/** Mollie's webhook call: a form-encoded `id=tr_…`, without Origin or cookies. */
function webhook(id: string, target: TestApp = shop) {
  return mollieWebhook(target.app, id)
}

async function stateOf(started: Started, db: Db = shop.database.db) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, started.paymentId))
  const lines = await db.select().from(orders).where(eq(orders.paymentId, started.paymentId)).orderBy(asc(orders.id))
  const [product] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, started.productId))
  const [entry] = await db
    .select({ points: leaderboardEntries.points })
    .from(leaderboardEntries)
    .where(eq(leaderboardEntries.tiktokUsername, started.username))
  return {
    paymentStatus: payment?.status,
    orderStatuses: lines.map((o) => o.status),
    paidAt: lines.map((o) => o.paidAt),
    orderIds: lines.map((o) => o.id),
    stock: product?.stock,
    points: entry?.points ?? 0,
  }
}

/** How often the payment's status was asked (its refunds and chargebacks, which the webhook lists too, not counted: decision 052). */
function getsOf(molliePaymentId: string) {
  return fake.requests.filter((r) => r.method === 'GET' && new URL(r.path, 'https://x').pathname === `/v2/payments/${molliePaymentId}`).length
}

async function queueIds(): Promise<number[]> {
  const response = await shop.app.inject({ method: 'GET', url: '/api/queue' })
  expect(response.statusCode).toBe(200)
  return response.json<{ id: number }[]>().map((o) => o.id)
}

describe('checkout', () => {
  test("answers Mollie's checkout URL and gives Mollie the webhook and return URLs", async () => {
    const started = await startCheckout()

    const atMollie = fake.payment(started.molliePaymentId)
    expect(started.url).toBe(atMollie?._links.checkout?.href)
    expect(fake.createRequestOf(started.molliePaymentId)?.headers.authorization).toBe(`Bearer ${fake.apiKey}`)
    expect(fake.createRequestOf(started.molliePaymentId)?.body).toMatchObject({
      amount: { currency: 'EUR', value: '30.85' }, // 2 × 12.95 + 4.95 PostNL
      webhookUrl: `${PUBLIC_URL}/api/payments/webhook`,
      redirectUrl: `${PUBLIC_URL}/api/payments/${started.paymentId}/return`,
      description: expect.stringContaining(started.paymentId.slice(0, 8)),
    })
    expect(started.paymentId).toMatch(new RegExp(`^${UUID}$`))

    // Recorded with Mollie's id, the stock reserved until Mollie reports.
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.id, started.paymentId))
    expect(payment).toMatchObject({
      provider: 'mollie',
      providerPaymentId: started.molliePaymentId,
      status: 'open',
      amountCents: 3085,
    })
    const state = await stateOf(started)
    expect(state.orderStatuses).toEqual(['awaiting_payment'])
    expect(state.stock).toBe(STOCK - QUANTITY)
  })

  test('lets a Belgian buyer choose the method at Mollie (Bancontact among them), with Belgian shipping', async () => {
    const product = await createProduct(shop.database.db, { priceCents: 2000, stock: 1 })
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: body([{ productId: product.id, quantity: 1 }], { country: 'belgie' }),
    })
    expect(response.statusCode, response.body).toBe(200)
    const atMollie = fake.payments().find((p) => p._links.checkout?.href === response.json<{ url: string }>().url)
    expect(atMollie).toMatchObject({ method: null, amount: { currency: 'EUR', value: '29.95' } })
  })

  test.each(['reset', 'unavailable'] as const)(
    'answers 502 in Dutch and reserves nothing when Mollie is down (%s)',
    async (outage) => {
      const product = await createProduct(shop.database.db, { priceCents: PRICE, stock: STOCK })
      fake.setDown(outage)
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/payments',
        payload: body([{ productId: product.id, quantity: QUANTITY }]),
      })
      expect(response.statusCode).toBe(502)
      expect(response.json()).toEqual({ success: false, message: messages.paymentProviderDown })

      const [row] = await shop.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id))
      expect(row?.stock).toBe(STOCK)
      const recorded = await shop.database.db
        .select({ id: payments.id, status: payments.status, providerPaymentId: payments.providerPaymentId })
        .from(payments)
        .innerJoin(orders, eq(orders.paymentId, payments.id))
        .where(eq(orders.productId, product.id))
      expect(recorded).toHaveLength(1)
      expect(recorded[0]).toMatchObject({ status: 'failed', providerPaymentId: null })
      const lines = await shop.database.db.select({ status: orders.status }).from(orders).where(eq(orders.productId, product.id))
      expect(lines.map((o) => o.status)).toEqual(['failed'])
    },
  )

  test('sends no webhookUrl when the shop runs on localhost (Mollie could not reach it)', async () => {
    const local = await buildMollieShop({ publicUrl: 'http://localhost:3000' }, { database: shop.database })
    try {
      const started = await startCheckout(local)
      const body = fake.createRequestOf(started.molliePaymentId)?.body as Record<string, unknown>
      expect(body).not.toHaveProperty('webhookUrl')
      expect(body.redirectUrl).toBe(`http://localhost:3000/api/payments/${started.paymentId}/return`)
      expect(started.url).toBe(fake.payment(started.molliePaymentId)?._links.checkout?.href)
    } finally {
      await local.close()
    }
  })
})

describe('webhook', () => {
  test('paid: the orders join the queue, the points are added and the stock stays sold', async () => {
    const started = await startCheckout()
    fake.setStatus(started.molliePaymentId, 'paid')

    const response = await webhook(started.molliePaymentId)
    expect(response.statusCode).toBe(200)
    expect(getsOf(started.molliePaymentId)).toBe(1)

    const state = await stateOf(started)
    expect(state.paymentStatus).toBe('paid')
    expect(state.orderStatuses).toEqual(['pending'])
    expect(state.paidAt[0]).toBeInstanceOf(Date)
    expect(state.stock).toBe(STOCK - QUANTITY)
    expect(state.points).toBe(pointsForOrder(PRICE * QUANTITY))
    expect(await queueIds()).toEqual(expect.arrayContaining(state.orderIds))
  })

  test.each(['failed', 'expired', 'canceled'] as const)(
    '%s: the orders fail and the reserved stock goes back',
    async (status) => {
      const started = await startCheckout()
      fake.setStatus(started.molliePaymentId, status)

      const response = await webhook(started.molliePaymentId)
      expect(response.statusCode).toBe(200)

      const state = await stateOf(started)
      expect(state.paymentStatus).toBe(status)
      expect(state.orderStatuses).toEqual(['failed'])
      expect(state.stock).toBe(STOCK)
      expect(state.points).toBe(0)
      expect(await queueIds()).not.toEqual(expect.arrayContaining(state.orderIds))
    },
  )

  test.each([
    ['paid', '/payment/success'],
    ['failed', '/payment/error'],
    ['expired', '/payment/error'],
    ['canceled', '/payment/error'],
  ] as const)('after %s, the return route sends the buyer to %s', async (status, page) => {
    const started = await startCheckout()
    fake.setStatus(started.molliePaymentId, status)
    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)

    const response = await shop.app.inject({ method: 'GET', url: `/api/payments/${started.paymentId}/return` })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(`${page}?payment=${started.paymentId}`)
  })

  test('still open at Mollie: 200 and nothing changes', async () => {
    const started = await startCheckout()
    const before = await stateOf(started)

    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)
    expect(getsOf(started.molliePaymentId)).toBe(1)
    expect(await stateOf(started)).toEqual(before)
    expect(before.paymentStatus).toBe('open')
  })

  test('an id the shop does not know: 200, Mollie is not asked and nothing changes', async () => {
    const started = await startCheckout()
    fake.setStatus(started.molliePaymentId, 'paid')
    const before = await stateOf(started)
    const requests = fake.requests.length

    for (const id of ['tr_unknown12345', 'tr_', 'x'.repeat(64)]) {
      const response = await webhook(id)
      expect(response.statusCode).toBe(200)
    }
    const withoutId = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })
    expect(withoutId.statusCode).toBe(200)

    expect(fake.requests.length).toBe(requests)
    expect(await stateOf(started)).toEqual(before)
  })

  test('the same paid webhook twice is applied once', async () => {
    const started = await startCheckout()
    fake.setStatus(started.molliePaymentId, 'paid')

    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)
    const once = await stateOf(started)
    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)
    const twice = await stateOf(started)

    expect(twice).toEqual(once)
    expect(twice.points).toBe(pointsForOrder(PRICE * QUANTITY))
    expect(twice.orderStatuses).toEqual(['pending'])
  })

  test('the same failed webhook twice gives the stock back once', async () => {
    const started = await startCheckout()
    fake.setStatus(started.molliePaymentId, 'failed')

    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)
    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)

    const state = await stateOf(started)
    expect(state.stock).toBe(STOCK)
    expect(state.orderStatuses).toEqual(['failed'])
  })

  test('the first definitive status wins: a later report of another status changes nothing', async () => {
    const started = await startCheckout()
    fake.setStatus(started.molliePaymentId, 'paid')
    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)
    const paid = await stateOf(started)

    fake.setStatus(started.molliePaymentId, 'expired')
    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)
    expect(await stateOf(started)).toEqual(paid)
  })

  test('while Mollie cannot be reached: not 2xx (so Mollie retries), nothing changes; the retry applies it', async () => {
    const started = await startCheckout()
    fake.setStatus(started.molliePaymentId, 'paid')
    const before = await stateOf(started)

    fake.setDown('reset')
    const failed = await webhook(started.molliePaymentId)
    expect(failed.statusCode).toBeGreaterThanOrEqual(500)
    expect(await stateOf(started)).toEqual(before)

    fake.setDown(false)
    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)
    expect((await stateOf(started)).orderStatuses).toEqual(['pending'])
  })

  test("when Mollie refuses the status lookup, the shop answers a server error, not Mollie's 4xx", async () => {
    // A payment the shop knows but Mollie does not (e.g. created with another API key): Mollie says 404.
    const product = await createProduct(shop.database.db, { priceCents: PRICE, stock: STOCK - 1 })
    const { paymentId } = await insertPayment(shop.database.db, [{ productId: product.id, quantity: 1 }], {
      providerPaymentId: 'tr_goneAtMollie',
    })

    const response = await webhook('tr_goneAtMollie')
    // Mollie retries any non-2xx; a 4xx here would also claim Mollie sent a bad request, and errors.ts
    // logs nothing for 4xx, so a rotated or wrong API key would fail every webhook silently.
    expect(response.statusCode).toBeGreaterThanOrEqual(500)
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.id, paymentId))
    expect(payment?.status).toBe('open')
  })
})

describe('return route', () => {
  test.each([
    ['paid', '/payment/success', ['pending'], STOCK - QUANTITY],
    ['failed', '/payment/error', ['failed'], STOCK],
    ['expired', '/payment/error', ['failed'], STOCK],
    ['canceled', '/payment/error', ['failed'], STOCK],
  ] as const)(
    'before any webhook, asks Mollie: %s sends the buyer to %s and applies the status',
    async (status, page, orderStatuses, stock) => {
      const started = await startCheckout()
      fake.setStatus(started.molliePaymentId, status)

      const response = await shop.app.inject({ method: 'GET', url: `/api/payments/${started.paymentId}/return` })
      expect(response.statusCode).toBe(302)
      expect(response.headers.location).toBe(`${page}?payment=${started.paymentId}`)
      expect(getsOf(started.molliePaymentId)).toBe(1)

      const state = await stateOf(started)
      expect(state.paymentStatus).toBe(status)
      expect(state.orderStatuses).toEqual(orderStatuses)
      expect(state.stock).toBe(stock)

      // Mollie's webhook arriving afterwards changes nothing.
      expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)
      expect(await stateOf(started)).toEqual(state)
    },
  )

  test('still pending at Mollie (the buyer came back early): the success page ("being processed"), nothing changes', async () => {
    const started = await startCheckout()
    fake.setStatus(started.molliePaymentId, 'pending')
    const before = await stateOf(started)

    const response = await shop.app.inject({ method: 'GET', url: `/api/payments/${started.paymentId}/return` })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(`/payment/success?payment=${started.paymentId}`)
    expect(getsOf(started.molliePaymentId)).toBe(1)
    expect(await stateOf(started)).toEqual(before)
  })

  test('Mollie unreachable: the buyer still lands on a page, nothing changes', async () => {
    const started = await startCheckout()
    fake.setStatus(started.molliePaymentId, 'paid')
    const before = await stateOf(started)
    fake.setDown('reset')

    const response = await shop.app.inject({ method: 'GET', url: `/api/payments/${started.paymentId}/return` })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(`/payment/success?payment=${started.paymentId}`)
    expect(await stateOf(started)).toEqual(before)
  })

  test('an unknown payment id sends the buyer to the error page', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/payments/00000000-0000-4000-8000-000000000000/return',
    })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/payment/error')
  })
})
