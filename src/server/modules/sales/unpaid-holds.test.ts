import { setTimeout as sleep } from 'node:timers/promises'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import type { Product } from '#shared/contracts/products'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import { orders, payments } from '#server/db/schema'
import { checkoutBody, fakeProvider, findProduct, insertProduct, paymentIdFromUrl } from '#server/testing/factories'
import { injectAsAdmin, loginAsAdmin, type TestApp } from '#server/testing/test-app'
import { atOnce } from '#server/testing/two-instances'
import { useTestShop, useTwoInstances } from '#server/testing/use-test-shop'
import { applyPaymentStatus, expireDuePayments } from './payment-status.service'
import { STOCK_HINT_MAX_AGE_MS } from './checkout.routes'
import { UNPAID_CHECKOUTS_PER_ADDRESS } from './unpaid-holds'

// Decision 017: one client address or one buyer cannot hold a product's stock
// without paying. Each test uses addresses of its own (inject's remoteAddress), so they do not share
// the per-address cap.

const { shop } = useTestShop()
const events: RealtimeEvent[] = []

beforeAll(async () => {
  shop.app.realtime.onEvent((event) => void (typeof event === 'object' && events.push(event)))
})

const db = () => shop.database.db

type Buyer = { email: string; tiktokUsername?: string; address: string; headers?: Record<string, string> }

function checkout(target: TestApp, buyer: Buyer, items: { productId: number; quantity: number }[]) {
  const shippingDetails = { email: buyer.email, tiktokUsername: buyer.tiktokUsername ?? 'koper' }
  return target.app.inject({
    method: 'POST',
    url: '/api/payments',
    payload: checkoutBody({ items, shippingDetails }),
    remoteAddress: buyer.address,
    headers: buyer.headers,
  })
}

/** One line of `quantity` of the product, as the cart sends it. */
const line = (productId: number, quantity = 1) => [{ productId, quantity }]

async function openHoldsOf(productId: number) {
  const [row] = await db()
    .select({
      checkouts: sql<number>`count(distinct ${orders.paymentId})::int`,
      units: sql<number>`coalesce(sum(${orders.quantity}), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.productId, productId), eq(orders.status, 'awaiting_payment')))
  return { checkouts: Number(row?.checkouts), units: Number(row?.units) }
}

const paymentOf = async (id: string) => (await db().select().from(payments).where(eq(payments.id, id)))[0]
const ordersOf = (paymentId: string) => db().select().from(orders).where(eq(orders.paymentId, paymentId))
const stockOf = async (id: number) => (await findProduct(db(), id))?.stock

describe('one client address', () => {
  test('the hoarding script: 200 checkouts of 4 with other names and e-mails hold at most 20 checkouts and 80 units; the rest get 429 in Dutch with Retry-After', async () => {
    const booster = await insertProduct(db(), { name: 'Booster Box – Hamsteraar', stock: 100 })
    const answers = await atOnce(200, (i) =>
      checkout(shop, { email: `hamster${i}@example.nl`, tiktokUsername: `hamster_${i}`, address: '198.51.100.7' }, line(booster.id, 4)),
    )

    const accepted = answers.filter((answer) => answer.statusCode === 200)
    const refused = answers.filter((answer) => answer.statusCode === 429)
    expect(accepted).toHaveLength(UNPAID_CHECKOUTS_PER_ADDRESS)
    expect(refused).toHaveLength(200 - UNPAID_CHECKOUTS_PER_ADDRESS)
    for (const answer of refused) {
      expect(answer.json()).toEqual({ success: false, message: messages.tooManyOpenCheckouts })
      // The demo provider's checkouts expire after 15 minutes: the oldest one frees a place by then.
      const retryAfter = Number(answer.headers['retry-after'])
      expect(retryAfter).toBeGreaterThan(14 * 60)
      expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    }
    expect(await openHoldsOf(booster.id)).toEqual({ checkouts: 20, units: 80 })
    expect(await stockOf(booster.id)).toBe(20)
  }, 60_000)

  test('once one of them is paid, the address may open one more; another address was never limited', async () => {
    const booster = await insertProduct(db(), { stock: 100 })
    const from = (i: number, address = '198.51.100.8') => ({ email: `vol${i}@example.nl`, address })
    const urls: string[] = []
    for (let i = 0; i < UNPAID_CHECKOUTS_PER_ADDRESS; i++) {
      const answer = await checkout(shop, from(i), line(booster.id))
      expect(answer.statusCode, answer.body).toBe(200)
      urls.push(answer.json().url)
    }
    expect((await checkout(shop, from(20), line(booster.id))).statusCode).toBe(429)
    expect((await checkout(shop, from(21, '198.51.100.9'), line(booster.id))).statusCode).toBe(200)

    await applyPaymentStatus(db(), shop.app.realtime.publish, shop.app.salesHooks, paymentIdFromUrl(urls[0] ?? ''), 'paid')
    expect((await checkout(shop, from(22), line(booster.id))).statusCode).toBe(200)
    expect((await checkout(shop, from(23), line(booster.id))).statusCode).toBe(429)
  }, 60_000)

  test('500 buyers with their own e-mail behind one carrier NAT: a drop of 10 sells exactly 10, the rest hear it is sold out, none gets 429', async () => {
    const drop = await insertProduct(db(), { name: 'Booster Box – Drop', stock: 10 })
    const answers = await atOnce(500, (i) =>
      checkout(shop, { email: `fan${i}@example.nl`, tiktokUsername: `fan_${i}`, address: '100.64.0.1' }, line(drop.id)),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(10)
    expect(statuses.filter((status) => status === 409)).toHaveLength(490)
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe('Booster Box – Drop is uitverkocht.')
    expect(await stockOf(drop.id)).toBe(0)
    expect(await openHoldsOf(drop.id)).toEqual({ checkouts: 10, units: 10 })
  }, 60_000)

  test('an IPv6 client counts by its /64: walking through the addresses of its block does not escape the cap', async () => {
    const booster = await insertProduct(db(), { stock: 100 })
    const answers = []
    for (let i = 0; i <= UNPAID_CHECKOUTS_PER_ADDRESS; i++) {
      answers.push(await checkout(shop, { email: `zes${i}@example.nl`, address: `2001:db8:7:1::${(i + 1).toString(16)}` }, line(booster.id)))
    }
    expect(answers.slice(0, -1).map((answer) => answer.statusCode)).toEqual(Array(20).fill(200))
    expect(answers.at(-1)?.statusCode).toBe(429)
    // The neighbouring /64 is another household.
    expect((await checkout(shop, { email: 'buur@example.nl', address: '2001:db8:7:2::1' }, line(booster.id))).statusCode).toBe(200)
  }, 60_000)

  test('the address is kept only while the checkout is open: paid, failed and expired payments keep none', async () => {
    const booster = await insertProduct(db(), { stock: 10 })
    const start = async (i: number) => {
      const answer = await checkout(shop, { email: `spoor${i}@example.nl`, address: '198.51.100.10' }, line(booster.id))
      return paymentIdFromUrl(answer.json().url)
    }
    const [paid, failed, expired, open] = [await start(0), await start(1), await start(2), await start(3)]
    expect((await paymentOf(open))?.clientAddress).toBe('198.51.100.10')
    await applyPaymentStatus(db(), shop.app.realtime.publish, shop.app.salesHooks, paid, 'paid')
    await applyPaymentStatus(db(), shop.app.realtime.publish, shop.app.salesHooks, failed, 'failed')
    await db().update(payments).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(payments.id, expired))
    await expireDuePayments({
      db: db(),
      publish: shop.app.realtime.publish,
      salesHooks: shop.app.salesHooks,
      provider: fakeProvider({ name: 'demo', graceMinutes: 0 }),
      log: shop.app.log,
    })

    for (const id of [paid, failed, expired]) expect((await paymentOf(id))?.clientAddress, id).toBeNull()
    expect((await paymentOf(open))?.clientAddress).toBe('198.51.100.10')
  })
})

describe('behind a proxy (TRUST_PROXY)', () => {
  const { shop: proxied } = useTestShop({ config: { trustProxy: true } })

  test('the entry our proxy appended counts: forged first entries do not escape the cap, another client behind the proxy is not affected', async () => {
    const booster = await insertProduct(proxied.database.db, { stock: 100 })
    const viaProxy = (i: number, client: string) => ({
      email: `proxy${i}@example.nl`,
      address: '10.0.0.2',
      headers: { 'x-forwarded-for': `192.0.2.${i % 250}, ${client}` },
    })
    for (let i = 0; i < UNPAID_CHECKOUTS_PER_ADDRESS; i++) {
      expect((await checkout(proxied, viaProxy(i, '203.0.113.50'), line(booster.id))).statusCode).toBe(200)
    }
    expect((await checkout(proxied, viaProxy(20, '203.0.113.50'), line(booster.id))).statusCode).toBe(429)
    expect((await checkout(proxied, viaProxy(21, '203.0.113.51'), line(booster.id))).statusCode).toBe(200)
  }, 60_000)
})

describe('one buyer (e-mail address)', () => {
  test('a second checkout with the same e-mail releases the first: its orders fail, its stock is back, and the events say so', async () => {
    const booster = await insertProduct(db(), { name: 'Booster Pack – Eerst', stock: 10 })
    const tin = await insertProduct(db(), { name: 'Tin – Daarna', stock: 5 })
    const first = await checkout(shop, { email: 'Sanne@Example.nl', tiktokUsername: 'sanne', address: '198.51.100.20' }, line(booster.id, 3))
    expect(first.statusCode).toBe(200)
    expect(await stockOf(booster.id)).toBe(7)

    events.length = 0
    // The same mailbox, typed in other case, from another address (the buyer's phone left the Wi-Fi).
    const second = await checkout(shop, { email: 'sanne@example.NL', tiktokUsername: 'sanne', address: '198.51.100.21' }, line(tin.id))
    expect(second.statusCode).toBe(200)

    const firstId = paymentIdFromUrl(first.json().url)
    expect(await paymentOf(firstId)).toMatchObject({ status: 'canceled', clientAddress: null, lateStatus: null })
    expect((await ordersOf(firstId)).map((order) => order.status)).toEqual(['failed'])
    expect(await stockOf(booster.id)).toBe(10)
    expect(await stockOf(tin.id)).toBe(4)
    expect((await paymentOf(paymentIdFromUrl(second.json().url)))?.status).toBe('open')
    // The released stock is announced first, then the new reservation.
    const stockEvents = events.flatMap((event) => (event.type === 'stock_update' && event.product ? [event.product] : []))
    const released = stockEvents.findIndex((product) => product.id === booster.id && product.stock === 10)
    const reserved = stockEvents.findIndex((product) => product.id === tin.id && product.stock === 4)
    expect(released).toBeGreaterThanOrEqual(0)
    expect(reserved).toBeGreaterThan(released)
    expect(events).toContainEqual({ channel: 'admin', type: 'orders_changed' })
  })

  test('the same e-mail checking out the same product again gets it, even when it held the last packs', async () => {
    const last = await insertProduct(db(), { name: 'Booster Pack – Laatste twee', stock: 2 })
    const buyer = { email: 'twijfel@example.nl', address: '198.51.100.22' }
    expect((await checkout(shop, buyer, line(last.id, 2))).statusCode).toBe(200)
    // For 2 s the shop trusts what it saw (stock 0) and refuses at the door without asking the
    // database (decision 013); after that the database releases the buyer's packs and sells them again.
    await sleep(STOCK_HINT_MAX_AGE_MS + 100)
    const again = await checkout(shop, buyer, line(last.id))
    expect(again.statusCode, again.body).toBe(200)
    expect(await stockOf(last.id)).toBe(1)
    expect(await openHoldsOf(last.id)).toEqual({ checkouts: 1, units: 1 })
  })

  test('a refused second checkout leaves the first one as it was', async () => {
    const booster = await insertProduct(db(), { stock: 10 })
    const soldOut = await insertProduct(db(), { name: 'Booster Box – Weg', stock: 0 })
    const buyer = { email: 'geduld@example.nl', address: '198.51.100.23' }
    const first = await checkout(shop, buyer, line(booster.id, 2))
    const refused = await checkout(shop, buyer, [{ productId: booster.id, quantity: 1 }, { productId: soldOut.id, quantity: 1 }])
    expect(refused.statusCode).toBe(409)
    expect((await paymentOf(paymentIdFromUrl(first.json().url)))?.status).toBe('open')
    expect(await stockOf(booster.id)).toBe(8)
  })

  test('the TikTok username is no key: someone else using a buyer\'s public username releases nothing', async () => {
    const booster = await insertProduct(db(), { stock: 10 })
    const first = await checkout(shop, { email: 'echte.pieter@example.nl', tiktokUsername: 'pieter', address: '198.51.100.24' }, line(booster.id))
    const other = await checkout(shop, { email: 'grappenmaker@example.nl', tiktokUsername: 'pieter', address: '198.51.100.25' }, line(booster.id))
    expect(other.statusCode).toBe(200)
    expect((await paymentOf(paymentIdFromUrl(first.json().url)))?.status).toBe('open')
  })
})

describe("the seller's 'Max per koper'", () => {
  test('set in the admin form, shown on the product, enforced per e-mail: paid orders count, other buyers are not affected, null lifts it', async () => {
    const cookie = await loginAsAdmin(shop.app)
    const admin = (method: 'POST' | 'PATCH', url: string, payload: object) => injectAsAdmin(shop.app, cookie, { method, url, payload })
    const created = await admin('POST', '/api/products', {
      name: 'Booster Box – Flitsverkoop',
      imageUrl: '/demo/booster-pack-violet.svg',
      category: 'Booster Packs',
      price: 4_995,
      stock: 20,
      maxPerBuyer: 2,
    })
    expect(created.statusCode, created.body).toBe(201)
    const product = created.json<Product>()
    expect(product.maxPerBuyer).toBe(2)
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>()
    expect(listed.find((p) => p.id === product.id)?.maxPerBuyer).toBe(2)

    const buyer = { email: 'verzamelaar@example.nl', address: '198.51.100.30' }
    const tooMany = await checkout(shop, buyer, line(product.id, 3))
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json()).toEqual({ success: false, message: 'Je kunt maximaal 2 van Booster Box – Flitsverkoop per koper kopen.' })

    const two = await checkout(shop, buyer, line(product.id, 2))
    expect(two.statusCode).toBe(200)
    await applyPaymentStatus(db(), shop.app.realtime.publish, shop.app.salesHooks, paymentIdFromUrl(two.json().url), 'paid')

    const more = await checkout(shop, { ...buyer, email: 'Verzamelaar@example.nl' }, line(product.id))
    expect(more.statusCode).toBe(409)
    expect(more.json().message).toBe('Je kunt maximaal 2 van Booster Box – Flitsverkoop per koper kopen. Je hebt er al 2 gekocht.')
    expect(await stockOf(product.id)).toBe(18)

    expect((await checkout(shop, { email: 'iemand.anders@example.nl', address: '198.51.100.30' }, line(product.id, 2))).statusCode).toBe(200)

    const raised = await admin('PATCH', `/api/products/${product.id}`, { maxPerBuyer: 3 })
    expect(raised.json()).toMatchObject({ maxPerBuyer: 3 })
    const oneMore = await checkout(shop, buyer, line(product.id, 2))
    expect(oneMore.json().message).toBe('Je kunt maximaal 3 van Booster Box – Flitsverkoop per koper kopen. Je hebt er al 2 gekocht, dus je kunt er nog 1 bestellen.')
    expect((await checkout(shop, buyer, line(product.id))).statusCode).toBe(200)

    const lifted = await admin('PATCH', `/api/products/${product.id}`, { maxPerBuyer: null })
    expect(lifted.statusCode).toBe(200)
    expect(lifted.json()).not.toHaveProperty('maxPerBuyer')
    expect((await checkout(shop, buyer, line(product.id, 5))).statusCode).toBe(200)
  }, 60_000)

  test('a buyer re-doing their checkout is not counted twice: the released one no longer holds', async () => {
    const drop = await insertProduct(db(), { name: 'Booster Box – Opnieuw', stock: 10, maxPerBuyer: 2 })
    const buyer = { email: 'opnieuw@example.nl', address: '198.51.100.31' }
    expect((await checkout(shop, buyer, line(drop.id, 2))).statusCode).toBe(200)
    expect((await checkout(shop, buyer, line(drop.id, 2))).statusCode).toBe(200)
    expect(await openHoldsOf(drop.id)).toEqual({ checkouts: 1, units: 2 })
  })

  test('the admin form refuses a max per koper below 1 in Dutch', async () => {
    const cookie = await loginAsAdmin(shop.app)
    const product = await insertProduct(db(), { stock: 1 })
    const answer = await injectAsAdmin(shop.app, cookie, { method: 'PATCH', url: `/api/products/${product.id}`, payload: { maxPerBuyer: 0 } })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe('Max per koper is een heel getal van 1 tot 1000, of leeg')
  })
})

describe('two instances behind a load balancer', () => {
  const pair = useTwoInstances()

  test('racing at the address cap: 30 checkouts of 30 products over both instances with 19 places taken leave exactly 20 open', async () => {
    // Each checkout on a product of its own, so nothing but the address lock makes them wait for each other.
    const booster = await insertProduct(pair.database.db, { stock: 100 })
    const racing = await Promise.all(Array.from({ length: 30 }, () => insertProduct(pair.database.db, { stock: 1 })))
    const address = '198.51.100.40'
    for (let i = 0; i < UNPAID_CHECKOUTS_PER_ADDRESS - 1; i++) {
      expect((await checkout(pair.pick(i), { email: `voor${i}@example.nl`, address }, line(booster.id))).statusCode).toBe(200)
    }
    const answers = await atOnce(30, (i) =>
      checkout(pair.pick(i), { email: `race${i}@example.nl`, address }, line(racing[i]?.id ?? 0)),
    )
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(29)
    const [open] = await pair.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(and(eq(payments.clientAddress, address), eq(payments.status, 'open')))
    expect(Number(open?.n)).toBe(UNPAID_CHECKOUTS_PER_ADDRESS)
  }, 60_000)

  test('one e-mail racing on both instances, 10 checkouts of 10 products: exactly one stays open, every other unit is back in stock', async () => {
    const racing = await Promise.all(Array.from({ length: 10 }, () => insertProduct(pair.database.db, { stock: 5 })))
    const answers = await atOnce(10, (i) =>
      checkout(pair.pick(i), { email: 'dubbel@example.nl', address: `198.51.100.${50 + i}` }, line(racing[i]?.id ?? 0, 2)),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200))
    const [open] = await pair.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(and(sql`lower(${payments.email}) = 'dubbel@example.nl'`, eq(payments.status, 'open')))
    expect(Number(open?.n)).toBe(1)
    const stocks = await Promise.all(racing.map(async (product) => (await findProduct(pair.database.db, product.id))?.stock ?? 0))
    expect(stocks.reduce((sum, stock) => sum + stock, 0)).toBe(10 * 5 - 2)
  }, 60_000)
})
