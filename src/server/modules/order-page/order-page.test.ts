import { expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import type { OrderPage } from '#shared/contracts/order-page'
import { heldUntil } from '#shared/domain/shipping-window'
import { checkoutBody, insertPayment, insertProduct, personalMarkers, settleDemoPayment } from '#server/testing/factories'
import { buildTestApp, injectAsAdmin, loginAsAdmin } from '#server/testing/test-app'
import { useTestApp, useTestShop } from '#server/testing/use-test-shop'
import { createOrderPageLink, orderPageUrl } from './order-page.public'

const { database, shop } = useTestShop({ clearBetweenTests: true })
// The same database after a restart: another app that never saw the tokens being made.
const restarted = useTestApp(() => buildTestApp({}, { database }))

const readPage = (token: string, app = shop.app) => app.inject({ method: 'GET', url: `/api/order-page/${token}` })
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000)

/** A buyer checks out through the API, as the cart does; answers the payment id and the order-page token. */
async function checkOut(quantity = 1, shippingDetails: Record<string, unknown> = {}) {
  const product = await insertProduct(database.db, { name: 'Booster Pack – Nachtvlam', priceCents: 549, stock: 10 })
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/payments',
    payload: checkoutBody({ items: [{ productId: product.id, quantity }], shippingDetails }),
  })
  expect(response.statusCode).toBe(200)
  const { paymentId, orderPageToken } = response.json<{ paymentId: string; orderPageToken: string }>()
  return { paymentId, token: orderPageToken }
}

/** The seller's 'Start Stream' or 'Stop Stream': what the queue says depends on it. */
async function setStreamLive(isLive: boolean) {
  const cookie = await loginAsAdmin(shop.app)
  const response = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: '/api/live-status', payload: { isLive } })
  expect(response.statusCode).toBe(200)
}

/** Another buyer's paid order, waiting in the queue since `minutes` ago: written straight to sales' tables, as the API pays now. */
async function queuedOrderOf(tiktokUsername: string, minutes: number, quantity = 1) {
  const { orders } = await insertPayment(
    database.db,
    [{ productId: null, quantity, status: 'pending', createdAt: minutesAgo(minutes), paidAt: minutesAgo(minutes) }],
    { status: 'paid', tiktokUsername },
  )
  const [order] = orders
  if (!order) throw new Error('no order')
  return order
}

test('the link from checkout opens its payment’s page: waiting for payment, then in the queue', async () => {
  await setStreamLive(true)
  const { paymentId, token } = await checkOut(2)

  const waiting = await readPage(token)
  expect(waiting.statusCode).toBe(200)
  expect(waiting.headers['cache-control']).toBe('no-store')
  expect(waiting.json()).toMatchObject({
    paymentStatus: 'open',
    tiktokUsername: 'pieter',
    shippingMethod: 'live',
    shippingCostCents: 0,
    totalCents: 2 * 549,
    paidAt: null,
    queue: null,
    orders: [{ productName: 'Booster Pack – Nachtvlam', quantity: 2, unitPriceCents: 549, status: 'awaiting_payment', stateText: 'Wacht op betaling', heldUntil: null }],
  })

  await settleDemoPayment(shop.app, paymentId)
  const paid = (await readPage(token)).json<OrderPage>()
  expect(paid).toMatchObject({
    paymentStatus: 'paid',
    queue: { buyersAhead: 0, waitMinutes: 0, text: 'Jij bent nu aan de beurt', waitText: null },
    orders: [{ status: 'pending', stateText: 'Jij bent nu aan de beurt' }],
  })
})

test('while the stream is offline nobody is up now and no minutes are given; once it is live they are', async () => {
  const anna = await queuedOrderOf('anna_ervoor', 30, 2)
  const first = await checkOut()
  await settleDemoPayment(shop.app, first.paymentId)
  const cookie = await loginAsAdmin(shop.app)

  const offline = 'Zodra de stream begint, zie je hier je geschatte wachttijd.'
  expect((await readPage(first.token)).json<OrderPage>()).toMatchObject({
    queue: { buyersAhead: 1, waitMinutes: 6, text: 'Nog 1 koper voor je', waitText: offline },
    orders: [{ stateText: 'Nog 1 koper voor je' }],
  })
  expect((await injectAsAdmin(shop.app, cookie, { method: 'PATCH', url: `/api/orders/${anna.id}`, payload: { status: 'completed' } })).statusCode).toBe(200)
  const firstUp = 'Je bent als eerste aan de beurt zodra de stream begint'
  expect((await readPage(first.token)).json<OrderPage>()).toMatchObject({
    queue: { buyersAhead: 0, text: firstUp, waitText: null },
    orders: [{ stateText: firstUp }],
  })

  await setStreamLive(true)
  expect((await readPage(first.token)).json<OrderPage>()).toMatchObject({
    queue: { buyersAhead: 0, text: 'Jij bent nu aan de beurt', waitText: null },
    orders: [{ stateText: 'Jij bent nu aan de beurt' }],
  })
  await setStreamLive(false)
  expect((await readPage(first.token)).json<OrderPage>().queue).toMatchObject({ text: firstUp })
})

test('wrong, malformed and over-long tokens get the same 404', async () => {
  const { token } = await checkOut()
  const unknown = token.startsWith('A') ? `B${token.slice(1)}` : `A${token.slice(1)}`
  const answers = []
  for (const wrong of [unknown, token.slice(1), `${token}A`, 'x', '', 'a/b', '%F0%9F%8E%B4', 'A'.repeat(500), 'A'.repeat(5_000), `${token}%00`]) {
    const response = await readPage(wrong)
    answers.push({ status: response.statusCode, body: response.json() })
  }
  for (const answer of answers) expect(answer).toEqual({ status: 404, body: { message: messages.orderPageNotFound } })
  expect((await readPage(token)).statusCode).toBe(200)
})

test('a token is stored only as its hash, and survives a restart', async () => {
  const { paymentId, token } = await checkOut()
  const stored = JSON.stringify(await database.db.query.orderPageLinks.findMany())
  expect(stored).toContain(paymentId)
  expect(stored).not.toContain(token)

  const afterRestart = await readPage(token, restarted.app)
  expect(afterRestart.statusCode).toBe(200)
  expect(afterRestart.json()).toMatchObject({ paymentStatus: 'open', tiktokUsername: 'pieter' })
})

test('the answer is the buyer’s own: no other buyer’s username, and no personal fields at all', async () => {
  await queuedOrderOf('anna_ervoor', 30)
  const { paymentId, token } = await checkOut()
  await settleDemoPayment(shop.app, paymentId)

  const response = await readPage(token)
  expect(response.json()).toMatchObject({ tiktokUsername: 'pieter', queue: { buyersAhead: 1 } })
  expect(response.body).not.toContain('anna_ervoor')
  for (const marker of personalMarkers) expect(response.body).not.toContain(marker)
})

test('the place in the queue moves up as the orders ahead are opened, and the order ends opened', async () => {
  await setStreamLive(true)
  const anna = await queuedOrderOf('anna_ervoor', 30, 2)
  const bram = await queuedOrderOf('bram_ervoor', 20, 1)
  const { paymentId, token } = await checkOut()
  await settleDemoPayment(shop.app, paymentId)
  const cookie = await loginAsAdmin(shop.app)
  const complete = (id: number) =>
    injectAsAdmin(shop.app, cookie, { method: 'PATCH', url: `/api/orders/${id}`, payload: { status: 'completed' } })

  // product.md 9: 3 minutes for every pack ahead (anna 2, bram 1).
  expect((await readPage(token)).json<OrderPage>().queue).toEqual({
    buyersAhead: 2,
    waitMinutes: 9,
    text: 'Nog 2 kopers voor je',
    waitText: 'Geschatte wachttijd: ongeveer 9 minuten',
  })

  expect((await complete(anna.id)).statusCode).toBe(200)
  expect((await readPage(token)).json<OrderPage>().queue).toEqual({
    buyersAhead: 1,
    waitMinutes: 3,
    text: 'Nog 1 koper voor je',
    waitText: 'Geschatte wachttijd: ongeveer 3 minuten',
  })

  expect((await complete(bram.id)).statusCode).toBe(200)
  const up = (await readPage(token)).json<OrderPage>()
  expect(up.queue).toEqual({ buyersAhead: 0, waitMinutes: 0, text: 'Jij bent nu aan de beurt', waitText: null })

  const own = up.orders[0]
  if (!own) throw new Error('no order on the page')
  expect((await complete(own.id)).statusCode).toBe(200)
  const opened = (await readPage(token)).json<OrderPage>()
  expect(opened.queue).toBeNull()
  expect(opened.orders).toMatchObject([{ status: 'completed', stateText: 'Geopend' }])
})

test('a live opening shows until when the cards are kept; a PostNL order does not', async () => {
  const live = await checkOut()
  await settleDemoPayment(shop.app, live.paymentId)
  const livePage = (await readPage(live.token)).json<OrderPage>()
  expect(livePage.paidAt).not.toBeNull()
  expect(livePage.orders[0]?.heldUntil).toBe(heldUntil(new Date(livePage.paidAt ?? '')).lastDay)

  const postnl = await checkOut(1, { shippingMethod: 'postnl' })
  await settleDemoPayment(shop.app, postnl.paymentId)
  const postnlPage = (await readPage(postnl.token)).json<OrderPage>()
  expect(postnlPage).toMatchObject({ shippingMethod: 'postnl', shippingCostCents: 495, totalCents: 549 + 495 })
  expect(postnlPage.orders[0]?.heldUntil).toBeNull()
})

test('createOrderPageLink makes another link to the same page, for an e-mail', async () => {
  // Paid and opened on a given day, written straight to sales' tables: the API pays now.
  const paidAt = new Date('2026-03-01T10:00:00Z')
  const { paymentId } = await insertPayment(
    database.db,
    [{ productId: null, quantity: 1, status: 'completed', createdAt: paidAt, paidAt }],
    { status: 'paid' },
  )
  const token = await database.db.transaction((tx) => createOrderPageLink(tx, paymentId, 'email'))
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(orderPageUrl('https://shop.example.nl', token)).toBe(`https://shop.example.nl/bestelling/${token}`)

  const page = (await readPage(token)).json<OrderPage>()
  // Paid on 1 March 2026: kept to the end of 15 April, across the change to summer time.
  expect(page.orders).toMatchObject([{ status: 'completed', stateText: 'Geopend', heldUntil: '2026-04-15' }])
})

test('a payment that did not go through says so', async () => {
  const { paymentId, token } = await checkOut()
  await settleDemoPayment(shop.app, paymentId, 'expired')
  expect((await readPage(token)).json()).toMatchObject({
    paymentStatus: 'expired',
    queue: null,
    orders: [{ status: 'failed', stateText: 'Betaling verlopen', heldUntil: null }],
  })
})

test('a payment the buyer’s bank took back reads so, its opened order as opened (decision 052)', async () => {
  // Written straight to sales' tables: the chargeback's flow needs the provider's report, the page only its outcome.
  const paidAt = minutesAgo(60)
  const { paymentId } = await insertPayment(
    database.db,
    [
      { productId: null, quantity: 1, status: 'completed', createdAt: paidAt, paidAt },
      { productId: null, quantity: 2, status: 'failed', createdAt: paidAt, paidAt },
    ],
    { status: 'charged_back' },
  )
  const token = await database.db.transaction((tx) => createOrderPageLink(tx, paymentId, 'email'))
  const response = await readPage(token)
  expect(response.statusCode, response.body).toBe(200)
  expect(response.json()).toMatchObject({
    paymentStatus: 'charged_back',
    queue: null,
    orders: [
      { quantity: 1, status: 'completed', stateText: 'Geopend' },
      { quantity: 2, status: 'failed', stateText: 'Betaling teruggeboekt door je bank' },
    ],
  })
})
