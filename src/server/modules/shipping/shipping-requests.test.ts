import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { DemoPayment } from '#shared/contracts/checkout'
import { messages } from '#shared/contracts/messages'
import { orders, payments } from '#server/db/schema'
import { nextEvent } from '#server/testing/admin-factories'
import { expireCheckouts } from '#server/testing/checkout-expiry'
import { checkoutBody, fakeProvider, insertProduct, paidCheckout, personalMarkers, settleDemoPayment } from '#server/testing/factories'
import { buildTestApp } from '#server/testing/test-app'
import { useAdminShop, useTestApp } from '#server/testing/use-test-shop'
import {
  daysAgo,
  findShipmentRow,
  insertLiveOrder,
  linkTo,
  readShippingPage,
  requestShipping,
  shipmentOrdersOf,
} from './shipping-requests-fixture'

// product.md 2.13, decision 022: the buyer asks for shipping of held live orders with their order
// page's link and pays one PostNL fee, through the demo provider here (shipping-payment.test.ts: Mollie).
// The fee is a payment like any other (decision 029): sales' demo page, return route and expiry job.

const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db
const app = () => shop.shop.app

/** The shop with a provider that cannot be reached, on the same database. */
const providerDown = useTestApp(() =>
  buildTestApp(
    {},
    {
      database: shop.database,
      paymentProvider: fakeProvider({
        create: async () => {
          throw new Error('connect ECONNREFUSED (the provider is down)')
        },
      }),
    },
  ),
)

/** A payment's row: a checkout's, or a request's fee, which has the request's own id (decision 029). */
async function paymentOf(id: string) {
  const [payment] = await db().select().from(payments).where(eq(payments.id, id))
  if (!payment) throw new Error(`no payment ${id}`)
  return payment
}

/** A buyer checks out a live opening through the API and pays it on the demo page; the order's id. */
async function checkOutLive(email: string, productName: string) {
  const product = await insertProduct(db(), { name: productName, priceCents: 549, stock: 5 })
  const { paymentId, orderPageToken } = await paidCheckout(app(), {
    items: [{ productId: product.id, quantity: 1 }],
    shippingDetails: { email },
  })
  const [order] = await db().select({ id: orders.id }).from(orders).where(eq(orders.paymentId, paymentId))
  if (!order) throw new Error('the checkout made no order')
  return { paymentId, orderId: order.id, browserToken: orderPageToken }
}

test('an e-mail link ships two held orders for one fee: the demo page asks 4,95, and once paid the page says Wordt ingepakt', async () => {
  const first = await checkOutLive('anna.kaart@example.nl', 'Booster Pack – Nachtvlam')
  // Another checkout of the same address, typed in another case: the same buyer.
  const second = await insertLiveOrder(db(), { email: 'Anna.Kaart@Example.NL', productName: 'Tin – Zonnegloed', orderStatus: 'completed' })
  const emailToken = await linkTo(db(), first.paymentId, 'email')

  const response = await requestShipping(app(), emailToken, [first.orderId, second.orderId])
  expect(response.statusCode, response.body).toBe(201)
  const { id, url } = response.json<{ id: string; url: string }>()
  // One demo page for every payment: the fee's payment has the request's id.
  expect(url).toBe(`/payment/demo/${id}`)

  const row = await findShipmentRow(db(), id)
  expect(row.feePaymentId).toBe(id)
  const demo = await app().inject({ method: 'GET', url: `/api/payments/${id}/demo` })
  expect(demo.statusCode).toBe(200)
  expect(demo.json<DemoPayment>()).toMatchObject({
    id,
    purpose: 'shipping',
    status: 'open',
    amountCents: 495,
    // The whole fee is the shipping: its one line, not a row of its own (decision 029).
    shippingCostCents: 495,
    shippingMethod: 'postnl',
    lines: [{ productName: `Verzending V${row.number} met PostNL naar Nederland`, quantity: 1, unitPriceCents: 495 }],
  })
  expect(demo.json<DemoPayment>().lines).toHaveLength(1)

  const waiting = await readShippingPage(app(), emailToken)
  expect(waiting.held).toEqual([])
  expect(waiting.shipments).toMatchObject([
    { id, reference: `V${row.number}`, status: 'awaiting_payment', stateText: 'Wacht op betaling', feeCents: 495, checkoutUrl: url },
  ])
  expect(waiting.shipments[0]?.orders.map((order) => order.productName).sort()).toEqual(['Booster Pack – Nachtvlam', 'Tin – Zonnegloed'])

  const paid = await settleDemoPayment(app(), id)
  expect(paid.json()).toEqual({ redirectUrl: `/api/payments/${id}/return` })
  const back = await app().inject({ method: 'GET', url: `/api/payments/${id}/return` })
  expect(back.statusCode).toBe(302)
  expect(back.headers.location).toBe(`/verzending/${id}`)
  expect((await app().inject({ method: 'GET', url: `/api/shipping-requests/${id}/status` })).json()).toEqual({
    status: 'to_pack',
    paymentStatus: 'paid',
  })

  const page = await readShippingPage(app(), emailToken)
  expect(page.shipments).toMatchObject([{ id, status: 'to_pack', paymentStatus: 'paid', stateText: 'Wordt ingepakt', checkoutUrl: null }])
  expect(page.held).toEqual([])
  expect((await findShipmentRow(db(), id)).readyAt).not.toBeNull()
})

test("a buyer's new checkout releases their earlier unpaid checkout, never their open shipping fee (decision 017, 029)", async () => {
  const email = 'nog.een.booster@example.nl'
  const live = await checkOutLive(email, 'Booster Pack – Vasthouden')
  const token = await linkTo(db(), live.paymentId, 'email')
  const requested = await requestShipping(app(), token, [live.orderId])
  expect(requested.statusCode, requested.body).toBe(201)
  const { id } = requested.json<{ id: string }>()
  const product = await insertProduct(db(), { name: 'Booster Pack – Daarna', priceCents: 549, stock: 5 })
  const checkOut = async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/payments',
      payload: checkoutBody({ items: [{ productId: product.id, quantity: 1 }], shippingDetails: { email } }),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ paymentId: string }>().paymentId
  }
  const earlier = await checkOut()

  const later = await checkOut()

  // The earlier checkout held stock and is released; the fee holds no stock and stays the buyer's to pay.
  expect(await paymentOf(earlier)).toMatchObject({ purpose: 'checkout', status: 'canceled' })
  expect(await paymentOf(later)).toMatchObject({ purpose: 'checkout', status: 'open' })
  expect(await paymentOf(id)).toMatchObject({ purpose: 'shipping', status: 'open', settledAt: null })
  expect(await findShipmentRow(db(), id)).toMatchObject({ status: 'awaiting_payment' })
  expect((await shipmentOrdersOf(db(), id)).map((row) => row.active)).toEqual([true])
  expect((await readShippingPage(app(), token)).shipments).toMatchObject([{ id, status: 'awaiting_payment', paymentStatus: 'open' }])

  // Each demo page says what it is paying for: the checkout its order, the fee its one line.
  const ofCheckout = (await app().inject({ method: 'GET', url: `/api/payments/${later}/demo` })).json<DemoPayment>()
  expect(ofCheckout).toMatchObject({ purpose: 'checkout', lines: [{ productName: 'Booster Pack – Daarna', quantity: 1, unitPriceCents: 549 }] })
  const { number } = await findShipmentRow(db(), id)
  const ofFee = (await app().inject({ method: 'GET', url: `/api/payments/${id}/demo` })).json<DemoPayment>()
  expect(ofFee).toMatchObject({
    purpose: 'shipping',
    status: 'open',
    amountCents: 495,
    lines: [{ productName: `Verzending V${number} met PostNL naar Nederland`, quantity: 1, unitPriceCents: 495 }],
  })
  expect(ofFee.lines).toHaveLength(1)
  // And the fee can still be paid.
  await settleDemoPayment(app(), id)
  expect(await findShipmentRow(db(), id)).toMatchObject({ status: 'to_pack' })
})

test('a browser link sees only its own checkout; an e-mail link of the same address sees every held order of it', async () => {
  const first = await checkOutLive('bram.booster@example.nl', 'Booster Pack – Eerste')
  const second = await insertLiveOrder(db(), { email: 'bram.booster@example.nl', productName: 'Booster Pack – Tweede' })
  const emailToken = await linkTo(db(), first.paymentId, 'email')

  const browserPage = await readShippingPage(app(), first.browserToken)
  expect(browserPage.scope).toBe('payment')
  expect(browserPage.held.map((order) => order.orderId)).toEqual([first.orderId])

  const emailPage = await readShippingPage(app(), emailToken)
  expect(emailPage.scope).toBe('email')
  expect(emailPage.held.map((order) => order.orderId).sort()).toEqual([first.orderId, second.orderId].sort())

  // The browser link may not ask for the other checkout's order, though the address is the same.
  const refused = await requestShipping(app(), first.browserToken, [first.orderId, second.orderId])
  expect(refused.statusCode).toBe(404)
  expect(refused.json()).toEqual({ message: messages.orderNotFound })
  expect(refused.body).not.toContain('Booster Pack – Tweede')
  // Nothing was held by the refusal: the e-mail link ships both.
  expect((await requestShipping(app(), emailToken, [first.orderId, second.orderId])).statusCode).toBe(201)
})

test("someone else's order is refused as unknown, with nothing of it in the answer", async () => {
  const mine = await insertLiveOrder(db(), { email: 'mijn@example.nl' })
  const theirs = await insertLiveOrder(db(), { email: 'iemand.anders@example.nl', productName: 'Booster Box – Andermans Schat' })
  const myToken = await linkTo(db(), mine.paymentId, 'email')

  for (const orderIds of [[theirs.orderId], [mine.orderId, theirs.orderId], [2_000_000_000]]) {
    const response = await requestShipping(app(), myToken, orderIds)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: messages.orderNotFound })
    expect(response.body).not.toContain('Andermans Schat')
  }
  const myPage = await readShippingPage(app(), myToken)
  expect(JSON.stringify(myPage)).not.toContain('Andermans Schat')
  // Their order is still theirs to ask for.
  const theirToken = await linkTo(db(), theirs.paymentId, 'browser')
  expect((await requestShipping(app(), theirToken, [theirs.orderId])).statusCode).toBe(201)
})

test('an order paid 50 days ago has lapsed: shown as such, and a request for it is refused in Dutch', async () => {
  const lapsed = await insertLiveOrder(db(), { paidAt: daysAgo(50), orderStatus: 'completed', productName: 'Booster – Vervallen' })
  const token = await linkTo(db(), lapsed.paymentId, 'email')

  const page = await readShippingPage(app(), token)
  expect(page.held).toEqual([])
  expect(page.lapsed).toMatchObject([{ orderId: lapsed.orderId, productName: 'Booster – Vervallen' }])

  const response = await requestShipping(app(), token, [lapsed.orderId])
  expect(response.statusCode).toBe(409)
  expect(response.json()).toEqual({ message: messages.shippingOrderLapsed })
  expect(response.json<{ message: string }>().message).toBe(
    'De 45 dagen van deze bestelling zijn voorbij: de kaarten kunnen niet meer worden verzonden.',
  )
})

test('an order that is not a paid live opening cannot be shipped this way', async () => {
  const email = 'nietbewaard@example.nl'
  const unpaid = await insertLiveOrder(db(), { email, paidAt: null })
  const failed = await insertLiveOrder(db(), { email, paidAt: null, orderStatus: 'failed', paymentStatus: 'failed' })
  const byPost = await insertLiveOrder(db(), { email, shippingMethod: 'postnl' })
  const cancelled = await insertLiveOrder(db(), { email, orderStatus: 'cancelled' })
  const token = await linkTo(db(), unpaid.paymentId, 'email')

  expect((await readShippingPage(app(), token)).held).toEqual([])
  for (const order of [unpaid, failed, byPost, cancelled]) {
    const response = await requestShipping(app(), token, [order.orderId])
    expect(response.statusCode, `order ${order.orderId}`).toBe(409)
    expect(response.json()).toEqual({ message: messages.shippingOrderNotHeld })
  }
})

test('the same order in two requests at once: exactly one is made; once it is paid, another is refused', async () => {
  const held = await insertLiveOrder(db(), { email: 'twee.tabs@example.nl' })
  const token = await linkTo(db(), held.paymentId, 'email')

  const answers = await Promise.all([requestShipping(app(), token, [held.orderId]), requestShipping(app(), token, [held.orderId])])
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
  const taken = answers.find((answer) => answer.statusCode === 409)
  expect(taken?.json()).toEqual({ message: messages.shippingOrderTaken })
  const made = answers.find((answer) => answer.statusCode === 201)
  const id = made?.json<{ id: string }>().id ?? ''

  await settleDemoPayment(app(), id)
  const again = await requestShipping(app(), token, [held.orderId])
  expect(again.statusCode).toBe(409)
  expect(again.json()).toEqual({ message: messages.shippingOrderTaken })
  expect((await readShippingPage(app(), token)).shipments).toHaveLength(1)
})

test('the same order named twice in one request is one order', async () => {
  const a = await insertLiveOrder(db(), { email: 'dubbel@example.nl' })
  const b = await insertLiveOrder(db(), { email: 'dubbel@example.nl' })
  const token = await linkTo(db(), a.paymentId, 'email')
  const response = await requestShipping(app(), token, [b.orderId, a.orderId, b.orderId])
  expect(response.statusCode, response.body).toBe(201)
  const rows = await shipmentOrdersOf(db(), response.json<{ id: string }>().id)
  expect(rows.map((row) => [row.orderId, row.active])).toEqual([
    [a.orderId, true],
    [b.orderId, true],
  ])
})

test('a request whose payment expired leaves its orders held: the page says so, and a new request succeeds', async () => {
  const held = await insertLiveOrder(db(), { email: 'te.laat@example.nl' })
  const token = await linkTo(db(), held.paymentId, 'browser')
  const first = await requestShipping(app(), token, [held.orderId])
  expect(first.statusCode).toBe(201)
  const { id } = first.json<{ id: string }>()

  // Before the expiry the job leaves it alone; after it (the demo provider has no grace) it expires.
  const demo = fakeProvider({ name: 'demo', graceMinutes: 0 })
  expect(await expireCheckouts(shop.shop, new Date(), demo)).toBe(0)
  const { expiresAt } = await paymentOf(id)
  expect(await expireCheckouts(shop.shop, new Date(expiresAt.getTime() + 1_000), demo)).toBe(1)

  const page = await readShippingPage(app(), token)
  expect(page.held.map((order) => order.orderId)).toEqual([held.orderId])
  expect(page.shipments).toMatchObject([
    { id, status: 'cancelled', paymentStatus: 'expired', stateText: 'Betaling verlopen', checkoutUrl: null, paymentExpiresAt: null },
  ])
  expect(page.shipments[0]?.orders).toEqual([{ orderId: held.orderId, productName: 'Booster Pack – Testvlam', quantity: 1 }])
  expect((await requestShipping(app(), token, [held.orderId])).statusCode).toBe(201)
  // A late 'paid' on the expired fee's demo page leaves the request cancelled (its orders are in the
  // new request now); it is recorded and owed back as any late payment is.
  await settleDemoPayment(app(), id)
  expect(await findShipmentRow(db(), id)).toMatchObject({ status: 'cancelled' })
  expect(await paymentOf(id)).toMatchObject({ status: 'expired', lateStatus: 'paid' })
  const refunds = (await shop.admin('GET', '/api/admin/refunds')).json<{ paymentId: string; reason: string }[]>()
  expect(refunds).toMatchObject([{ paymentId: id, reason: 'late_payment' }])
})

test('the fee is the server’s: amounts in the body are ignored, 4,95 to the Netherlands and 9,95 to Belgium', async () => {
  const tampered = { feeCents: 1, amountCents: 1, shippingCost: 0, shippingCostCents: 0 }
  const nl = await insertLiveOrder(db(), { email: 'nl@example.nl' })
  const be = await insertLiveOrder(db(), { email: 'be@example.be' })

  const page = await readShippingPage(app(), await linkTo(db(), nl.paymentId, 'email'))
  expect(page.fees).toEqual({ nederland: 495, belgie: 995 })

  for (const [order, country, fee, name] of [
    [nl, 'nederland', 495, 'Nederland'],
    [be, 'belgie', 995, 'België'],
  ] as const) {
    const token = await linkTo(db(), order.paymentId, 'email')
    const response = await requestShipping(app(), token, [order.orderId], { ...tampered, address: { country } })
    expect(response.statusCode, response.body).toBe(201)
    const { id } = response.json<{ id: string }>()
    const demo = (await app().inject({ method: 'GET', url: `/api/payments/${id}/demo` })).json<DemoPayment>()
    expect(demo.amountCents).toBe(fee)
    expect(demo.lines).toMatchObject([{ quantity: 1, unitPriceCents: fee }])
    expect(demo.lines[0]?.productName).toMatch(new RegExp(`^Verzending V\\d+ met PostNL naar ${name}$`))
    expect(await findShipmentRow(db(), id)).toMatchObject({ feeCents: fee, country })
  }
})

test('invalid input is answered with the form’s first Dutch message; a wrong token like the order page does', async () => {
  const held = await insertLiveOrder(db(), { email: 'formulier@example.nl' })
  const token = await linkTo(db(), held.paymentId, 'email')

  const noStreet = await requestShipping(app(), token, [held.orderId], { address: { street: undefined } })
  expect(noStreet.statusCode).toBe(400)
  expect(noStreet.json()).toEqual({ message: 'Straat is verplicht' })
  const blankCity = await requestShipping(app(), token, [held.orderId], { address: { city: '   ' } })
  expect(blankCity.json()).toEqual({ message: 'Stad is verplicht' })
  const noCountry = await requestShipping(app(), token, [held.orderId], { address: { country: 'duitsland' } })
  expect(noCountry.json()).toEqual({ message: 'Selecteer een land' })
  const nothing = await requestShipping(app(), token, [])
  expect(nothing.json()).toEqual({ message: 'Kies minstens één bestelling om te verzenden' })

  const unknown = token.startsWith('A') ? `B${token.slice(1)}` : `A${token.slice(1)}`
  for (const wrong of [unknown, token.slice(1), 'x', 'A'.repeat(500)]) {
    const response = await requestShipping(app(), wrong, [held.orderId])
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: messages.orderPageNotFound })
  }
  // None of that held the order.
  expect((await requestShipping(app(), token, [held.orderId])).statusCode).toBe(201)
})

test('when the provider cannot be reached: 502, and the orders can be asked for again at once', async () => {
  const held = await insertLiveOrder(db(), { email: 'storing@example.nl' })
  const token = await linkTo(db(), held.paymentId, 'email')

  const response = await requestShipping(providerDown.app, token, [held.orderId])
  expect(response.statusCode).toBe(502)
  expect(response.json()).toEqual({ message: messages.paymentProviderDown })

  const page = await readShippingPage(app(), token)
  expect(page.held.map((order) => order.orderId)).toEqual([held.orderId])
  expect(page.shipments).toMatchObject([{ status: 'cancelled', paymentStatus: 'failed', stateText: 'Betaling mislukt' }])
  expect((await requestShipping(app(), token, [held.orderId])).statusCode).toBe(201)
})

test('a request changing is announced on the public shipments channel without its id (the key to its payment page), and to the desk', async () => {
  const held = await insertLiveOrder(db(), { email: 'live.volgen@example.nl' })
  const token = await linkTo(db(), held.paymentId, 'email')
  const buyerSocket = await shop.subscribe(['shipments'])
  const started = await requestShipping(app(), token, [held.orderId])
  const { id } = started.json<{ id: string }>()
  const requested = await nextEvent(buyerSocket, 'shipments_changed')

  const desk = await shop.subscribe(['admin'], { asAdmin: true })
  await settleDemoPayment(app(), id)
  const paid = await nextEvent(buyerSocket, 'shipments_changed')
  for (const event of [requested, paid]) {
    expect(event).toEqual({ channel: 'shipments', type: 'shipments_changed' })
    // Whoever hears it cannot press the demo page's buttons of someone else's request.
    expect(JSON.stringify(event)).not.toContain(id)
    for (const marker of personalMarkers) expect(JSON.stringify(event)).not.toContain(marker)
  }
  await nextEvent(desk, 'shipments_changed')
})

test('the postal code of a request is kept in its one form: a Dutch one as 1234 AB, a Belgian one as its four digits (decision 058)', async () => {
  for (const [email, country, typed, kept] of [
    ['nl@example.nl', 'nederland', '3511ab', '3511 AB'],
    ['be@example.be', 'belgie', ' 9000 ', '9000'],
  ] as const) {
    const order = await insertLiveOrder(db(), { email })
    const token = await linkTo(db(), order.paymentId, 'email')
    const response = await requestShipping(app(), token, [order.orderId], { address: { country, postalCode: typed } })
    expect(response.statusCode, response.body).toBe(201)
    expect(await findShipmentRow(db(), response.json<{ id: string }>().id)).toMatchObject({ postalCode: kept, country })
  }
})
