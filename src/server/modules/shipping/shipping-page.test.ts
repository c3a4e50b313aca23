import { expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { heldUntil } from '#shared/domain/shipping-window'
import { buyer, insertShippingRequest, settleDemoPayment } from '#server/testing/factories'
import { useTestShop } from '#server/testing/use-test-shop'
import {
  daysAgo,
  insertLiveOrder,
  insertShipment,
  linkTo,
  readShippingPage,
  requestShipping,
} from './shipping-requests-fixture'

// product.md 2.13, decision 022: the shipping part of the buyer's order page, GET /api/shipping-page/{token}.

const { database, shop } = useTestShop({ clearBetweenTests: true })
const db = () => database.db

test('any wrong token gets the order page’s one 404; the page is never cached or indexed', async () => {
  const { paymentId } = await insertLiveOrder(db())
  const token = await linkTo(db(), paymentId, 'browser')
  const unknown = token.startsWith('A') ? `B${token.slice(1)}` : `A${token.slice(1)}`
  for (const wrong of [unknown, token.slice(1), `${token}A`, 'x', '', 'a/b', '%F0%9F%8E%B4', 'A'.repeat(5_000), `${token}%00`]) {
    const response = await shop.app.inject({ method: 'GET', url: `/api/shipping-page/${wrong}` })
    expect({ wrong: wrong.slice(0, 50), status: response.statusCode, body: response.json() }).toEqual({
      wrong: wrong.slice(0, 50),
      status: 404,
      body: { message: messages.orderPageNotFound },
    })
    expect(response.headers['cache-control']).toBe('no-store')
  }
  const right = await shop.app.inject({ method: 'GET', url: `/api/shipping-page/${token}` })
  expect(right.statusCode).toBe(200)
  expect(right.headers['cache-control']).toBe('no-store')
  expect(right.headers['x-robots-tag']).toBe('noindex')
})

test('held orders come soonest last day first, with that day and whether opened; lapsed ones latest first', async () => {
  const email = 'verzamelaar@example.nl'
  const paid10 = await insertLiveOrder(db(), { email, paidAt: daysAgo(10), productName: 'Tien dagen', orderStatus: 'completed' })
  const paid2 = await insertLiveOrder(db(), { email, paidAt: daysAgo(2), productName: 'Twee dagen' })
  const paid30 = await insertLiveOrder(db(), { email, paidAt: daysAgo(30), productName: 'Dertig dagen', orderStatus: 'completed' })
  const lapsed50 = await insertLiveOrder(db(), { email, paidAt: daysAgo(50), productName: 'Vijftig dagen', orderStatus: 'completed' })
  const sixtyDaysAgo = daysAgo(60)
  const lapsed60 = await insertLiveOrder(db(), { email, paidAt: sixtyDaysAgo, productName: 'Zestig dagen', orderStatus: 'completed' })
  const token = await linkTo(db(), paid2.paymentId, 'email')

  const page = await readShippingPage(shop.app, token)
  expect(page.held.map((order) => [order.orderId, order.productName, order.opened])).toEqual([
    [paid30.orderId, 'Dertig dagen', true],
    [paid10.orderId, 'Tien dagen', true],
    [paid2.orderId, 'Twee dagen', false],
  ])
  expect(page.held[0]?.lastDay).toBe(heldUntil(new Date(page.held[0]?.paidAt ?? '')).lastDay)
  expect(page.lapsed.map((order) => [order.orderId, order.productName])).toEqual([
    [lapsed50.orderId, 'Vijftig dagen'],
    [lapsed60.orderId, 'Zestig dagen'],
  ])
  expect(page.lapsed[1]?.lastDay).toBe(heldUntil(sixtyDaysAgo).lastDay)
})

test('an anonymised e-mail link opens only its own checkout, not every other anonymised one', async () => {
  const own = await insertLiveOrder(db(), { email: '', paidAt: daysAgo(3) })
  const other = await insertLiveOrder(db(), { email: '', paidAt: daysAgo(3), productName: 'Booster – Van een ander' })
  const token = await linkTo(db(), own.paymentId, 'email')
  const page = await readShippingPage(shop.app, token)
  expect(page.held.map((order) => order.orderId)).toEqual([own.orderId])
  const refused = await requestShipping(shop.app, token, [other.orderId])
  expect(refused.statusCode).toBe(404)
})

test('the list of shipments: a PostNL checkout’s parcel, and a request sent with its track & trace link', async () => {
  const email = 'pakketjes@example.nl'
  const byPost = await insertLiveOrder(db(), { email, shippingMethod: 'postnl', productName: 'Per post' })
  const sent = await insertLiveOrder(db(), { email, paidAt: daysAgo(50), orderStatus: 'completed', productName: 'Al verzonden' })
  const parcel = await insertShipment(db(), { status: 'to_pack', paymentId: byPost.paymentId, readyAt: daysAgo(1), createdAt: daysAgo(1) })
  const shipped = await insertShippingRequest(
    db(),
    [sent.orderId],
    {
      status: 'shipped',
      feeCents: 495,
      trackingCode: '3SABCD1234567',
      shippedAt: daysAgo(40),
      createdAt: daysAgo(45),
    },
    // Its fee, a payment of sales (decision 029), was paid on the demo page.
    { provider: 'demo', status: 'paid', settledAt: daysAgo(45) },
  )
  const token = await linkTo(db(), byPost.paymentId, 'email')

  const page = await readShippingPage(shop.app, token)
  // Sent within its window, so not lapsed, though its 45 days are over now.
  expect(page.lapsed).toEqual([])
  expect(page.held).toEqual([])
  expect(page.shipments).toMatchObject([
    {
      id: parcel.id,
      reference: `V${parcel.number}`,
      kind: 'checkout',
      status: 'to_pack',
      paymentStatus: null,
      stateText: 'Wordt ingepakt',
      orders: [{ orderId: byPost.orderId, productName: 'Per post', quantity: 1 }],
      trackingUrl: null,
    },
    {
      id: shipped.id,
      reference: `V${shipped.number}`,
      kind: 'request',
      status: 'shipped',
      paymentStatus: 'paid',
      stateText: 'Verzonden',
      feeCents: 495,
      orders: [{ orderId: sent.orderId, productName: 'Al verzonden', quantity: 1 }],
      trackingCode: '3SABCD1234567',
      trackingUrl: 'https://jouw.postnl.nl/track-and-trace/3SABCD1234567',
      checkoutUrl: null,
    },
  ])
})

test('a shipped parcel’s track & trace link carries no postal code, on the order page nor the shipping page (decision 031)', async () => {
  const email = 'verzonden@example.nl'
  const byPost = await insertLiveOrder(db(), { email, shippingMethod: 'postnl', productName: 'Per post' })
  const sent = await insertLiveOrder(db(), { email, paidAt: daysAgo(20), orderStatus: 'completed', productName: 'Verstuurd' })
  await insertShipment(
    db(),
    { status: 'shipped', paymentId: byPost.paymentId, trackingCode: '3SPOST1234567', shippedAt: daysAgo(1), readyAt: daysAgo(2) },
    [byPost.orderId],
  )
  await insertShippingRequest(db(), [sent.orderId], { status: 'shipped', trackingCode: 'RR123456789NL', shippedAt: daysAgo(3) })

  // The buyer's postal code, as written and as PostNL's link writes it (no space, capitals).
  const postalCode = new RegExp(buyer.postalCode.replace(' ', '\\s*'), 'i')
  for (const kind of ['browser', 'email'] as const) {
    for (const { paymentId } of [byPost, sent]) {
      const token = await linkTo(db(), paymentId, kind)
      const shipping = await shop.app.inject({ method: 'GET', url: `/api/shipping-page/${token}` })
      expect(shipping.statusCode).toBe(200)
      expect(shipping.body).not.toMatch(postalCode)
      expect(shipping.body).toMatch(/jouw\.postnl\.nl\/track-and-trace\/(3SPOST1234567|RR123456789NL)"/)
      const orderPage = await shop.app.inject({ method: 'GET', url: `/api/order-page/${token}` })
      expect(orderPage.statusCode).toBe(200)
      expect(orderPage.body).not.toMatch(postalCode)
    }
  }
})

test('a request that bundles two checkouts shows, to the browser link of one, only that one’s order', async () => {
  const email = 'bundel@example.nl'
  const a = await insertLiveOrder(db(), { email, productName: 'Booster – Van A' })
  const b = await insertLiveOrder(db(), { email, productName: 'Booster – Van B' })
  const emailToken = await linkTo(db(), a.paymentId, 'email')
  const started = await requestShipping(shop.app, emailToken, [a.orderId, b.orderId])
  const { id } = started.json<{ id: string }>()
  await settleDemoPayment(shop.app, id)

  const response = await shop.app.inject({ method: 'GET', url: `/api/shipping-page/${await linkTo(db(), a.paymentId, 'browser')}` })
  expect(response.json()).toMatchObject({
    scope: 'payment',
    shipments: [{ id, stateText: 'Wordt ingepakt', orders: [{ orderId: a.orderId, productName: 'Booster – Van A' }] }],
  })
  expect(response.body).not.toContain('Van B')
  const both = await readShippingPage(shop.app, emailToken)
  expect(both.shipments[0]?.orders.map((order) => order.orderId)).toEqual([a.orderId, b.orderId])
})

test('a failed or cancelled request says why, lists its orders, and the orders are held again', async () => {
  const held = await insertLiveOrder(db(), { email: 'mislukt@example.nl' })
  const token = await linkTo(db(), held.paymentId, 'email')
  for (const [outcome, text] of [
    ['failed', 'Betaling mislukt'],
    ['canceled', 'Betaling geannuleerd'],
  ] as const) {
    const started = await requestShipping(shop.app, token, [held.orderId])
    expect(started.statusCode).toBe(201)
    const { id } = started.json<{ id: string }>()
    await settleDemoPayment(shop.app, id, outcome)
    const page = await readShippingPage(shop.app, token)
    expect(page.shipments.find((shipment) => shipment.id === id)).toMatchObject({
      status: 'cancelled',
      stateText: text,
      orders: [{ orderId: held.orderId }],
    })
    expect(page.held.map((order) => order.orderId)).toEqual([held.orderId])
  }
})
