import { asc, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { Parcel, ShippingDesk } from '#shared/contracts/admin-shipments'
import { messages } from '#shared/contracts/messages'
import { firstHeldStart, heldUntil, isHeld } from '#shared/domain/shipping-window'
import { mailMessages, orders, shipments } from '#server/db/schema'
import {
  checkOut,
  createTestOrder,
  expectAdminOnly,
  expectEvent,
  nextEvent,
} from '#server/testing/admin-factories'
import { buyer, insertProduct, parcelAddress, settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'
import { windowsOfOrders } from './shipping-desk.service'
import { daysAgo, insertPaidLiveOrder, insertRequestParcel, requestAddress } from './shipping-desk-fixture'

/**
 * The seller's shipping desk (product.md 2.13, decision 022): parcels to pack and sent, held and lapsed
 * live orders, marking a parcel sent, and where each order's cards are in the order list.
 */
const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db

const validCode = '3SABCD1234567'
const postnlLink = (code: string, postalCode: string, country = 'NL') =>
  `https://jouw.postnl.nl/track-and-trace/${code}-${country}-${postalCode.replace(/\s+/g, '')}`

async function readDesk(): Promise<ShippingDesk> {
  const response = await shop.admin('GET', '/api/admin/shipments')
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('no-store')
  return response.json<ShippingDesk>()
}

const markShipped = (id: string, trackingCode: string) => shop.admin('POST', `/api/admin/shipments/${id}/shipped`, { trackingCode })
const complete = async (orderId: number) => {
  const response = await shop.admin('PATCH', `/api/orders/${orderId}`, { status: 'completed' })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<AdminOrder>()
}
const listOrders = async () => (await shop.admin('GET', '/api/orders')).json<AdminOrder[]>()
const shippingOf = async (orderId: number) => (await listOrders()).find((order) => order.id === orderId)?.shipping

/** A paid PostNL checkout of a booster box (2) and an elite trainer box (1); its orders, in the order bought. */
async function paidPostnlCheckout(shippingDetails: Record<string, unknown> = {}) {
  const box = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 12_999, stock: 10 })
  const etb = await insertProduct(db(), { name: 'Elite Trainer Box – Nachtvlam', priceCents: 5_999, stock: 10 })
  const paymentId = await checkOut(
    shop,
    [
      { productId: box.id, quantity: 2 },
      { productId: etb.id, quantity: 1 },
    ],
    { shippingMethod: 'postnl', ...shippingDetails },
  )
  await settleDemoPayment(shop.shop.app, paymentId, 'paid')
  const rows = await db().select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(asc(orders.id))
  const [first, second] = rows
  if (!first || !second) throw new Error('the checkout made no two orders')
  return { paymentId, first, second }
}

test('every desk call answers 401 {message} without the admin session, and ships nothing', async () => {
  const order = await insertPaidLiveOrder(db(), { paidAt: daysAgo(1) })
  const parcel = await insertRequestParcel(db(), [order.id])
  await expectAdminOnly(shop, [
    ['GET', '/api/admin/shipments'],
    ['GET', '/api/admin/shipments/export'],
    ['POST', `/api/admin/shipments/${parcel.id}/shipped`, { trackingCode: validCode }],
  ])
  expect((await readDesk()).toPack.map((p) => p.id)).toEqual([parcel.id])
  expect(await db().select().from(mailMessages)).toEqual([])
})

describe("a PostNL checkout's parcel", () => {
  test('joins the desk when its first order is opened, not before, listing every product with whether it is opened', async () => {
    const { first, second } = await paidPostnlCheckout()
    expect((await readDesk()).toPack).toEqual([])
    const admin = await shop.subscribe(['admin'], { asAdmin: true })

    await complete(first.id)

    await expectEvent(admin, { channel: 'admin', type: 'shipments_changed' })
    const [parcel, ...others] = (await readDesk()).toPack
    expect(others).toEqual([])
    expect(parcel).toMatchObject({
      kind: 'checkout',
      status: 'to_pack',
      reference: expect.stringMatching(/^V\d+$/),
      tiktokUsername: 'pieter',
      ...parcelAddress(),
      shippingPaidCents: 495,
      trackingCode: null,
      trackingUrl: null,
      shippedAt: null,
    })
    expect(parcel?.orders).toEqual([
      { orderId: first.id, productName: 'Booster Box – Nachtvlam', quantity: 2, opened: true },
      { orderId: second.id, productName: 'Elite Trainer Box – Nachtvlam', quantity: 1, opened: false },
    ])

    // The second order opened: the same parcel, both opened.
    await complete(second.id)
    const desk = await readDesk()
    expect(desk.toPack.map((p) => p.id)).toEqual([parcel?.id])
    expect(desk.toPack[0]?.orders.map((o) => o.opened)).toEqual([true, true])
    // PostNL orders are never held cards.
    expect(desk.held).toEqual([])
  })

  test('two of its orders opened at the same moment make one parcel with both', async () => {
    const { first, second } = await paidPostnlCheckout()
    const answers = await Promise.all([
      shop.admin('PATCH', `/api/orders/${first.id}`, { status: 'completed' }),
      shop.admin('PATCH', `/api/orders/${second.id}`, { status: 'completed' }),
    ])
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
    const { toPack } = await readDesk()
    expect(toPack.map((p) => p.orders.map((o) => [o.orderId, o.opened]))).toEqual([
      [
        [first.id, true],
        [second.id, true],
      ],
    ])
  })

  test('a Belgian checkout paid its higher shipping, and the parcel says so', async () => {
    const { first } = await paidPostnlCheckout({ country: 'belgie' })
    await complete(first.id)
    expect((await readDesk()).toPack[0]).toMatchObject({ country: 'belgie', shippingPaidCents: 995 })
  })

  test('a live opening never becomes a checkout parcel: its opened order is held', async () => {
    const product = await insertProduct(db(), { name: 'Booster Pack – Nachtvlam', priceCents: 549, stock: 10 })
    const paymentId = await checkOut(shop, [{ productId: product.id, quantity: 3 }], { shippingMethod: 'live' })
    await settleDemoPayment(shop.shop.app, paymentId, 'paid')
    const [order] = await db().select().from(orders).where(eq(orders.paymentId, paymentId))
    if (!order) throw new Error('no order')

    await complete(order.id)

    const desk = await readDesk()
    expect(desk.toPack).toEqual([])
    expect(await db().select().from(shipments)).toEqual([])
    expect(desk.held).toEqual([
      expect.objectContaining({ orderId: order.id, productName: 'Booster Pack – Nachtvlam', quantity: 3, opened: true, requested: false }),
    ])
  })

  test("the seller's test order neither ships nor is held", async () => {
    const product = await insertProduct(db(), { name: 'Testproduct', priceCents: 500 })
    const order = await createTestOrder(shop, product.id)
    await complete(order.id)
    expect(await readDesk()).toEqual({ toPack: [], shipped: [], held: [], lapsed: [] })
    expect(await shippingOf(order.id)).toBeNull()
  })
})

test('parcels to pack come oldest first, with name, address, products and the shipping they paid', async () => {
  const older = await insertPaidLiveOrder(db(), { paidAt: daysAgo(20), productName: 'Booster Box – Zonnevlam', quantity: 2 })
  const newer = await insertPaidLiveOrder(db(), { paidAt: daysAgo(3), productName: 'Booster Pack – Maanvlam' })
  const late = await insertRequestParcel(db(), [newer.id], { readyAt: daysAgo(1), feeCents: 995, address: { country: 'belgie', city: 'Antwerpen', postalCode: '2000' } })
  const early = await insertRequestParcel(db(), [older.id], { readyAt: daysAgo(2) })

  const { toPack, held } = await readDesk()

  expect(toPack.map((p) => p.reference)).toEqual([early.reference, late.reference])
  expect(toPack[0]).toMatchObject({
    id: early.id,
    kind: 'request',
    firstName: requestAddress.firstName,
    lastName: requestAddress.lastName,
    street: requestAddress.street,
    houseNumber: requestAddress.houseNumber,
    postalCode: requestAddress.postalCode,
    city: requestAddress.city,
    country: 'nederland',
    email: requestAddress.email,
    shippingPaidCents: 495,
    orders: [{ orderId: older.id, productName: 'Booster Box – Zonnevlam', quantity: 2, opened: false }],
  })
  expect(toPack[1]).toMatchObject({ city: 'Antwerpen', country: 'belgie', shippingPaidCents: 995 })
  // Packed cards are no longer held.
  expect(held).toEqual([])
})

describe('held and lapsed live orders', () => {
  test('held orders come soonest last day first, each with its last day, opened and whether a request waits for payment', async () => {
    const recent = await insertPaidLiveOrder(db(), { paidAt: daysAgo(2), tiktokUsername: 'nieuwkomer' })
    const old = await insertPaidLiveOrder(db(), { paidAt: daysAgo(40), status: 'completed', productName: 'Booster Box – Oud' })
    const requested = await insertPaidLiveOrder(db(), { paidAt: daysAgo(10) })
    await insertRequestParcel(db(), [requested.id], { status: 'awaiting_payment' })
    // A request whose payment did not go through frees its order again.
    const retried = await insertPaidLiveOrder(db(), { paidAt: daysAgo(5) })
    await insertRequestParcel(db(), [retried.id], { status: 'cancelled' })

    const { held, lapsed } = await readDesk()

    expect(held.map((o) => o.orderId)).toEqual([old.id, requested.id, retried.id, recent.id])
    expect(held[0]).toEqual({
      orderId: old.id,
      tiktokUsername: 'pieter',
      productName: 'Booster Box – Oud',
      quantity: 1,
      paidAt: old.paidAt?.toISOString(),
      lastDay: heldUntil(old.paidAt as Date).lastDay,
      opened: true,
      requested: false,
    })
    expect(held.map((o) => o.requested)).toEqual([false, true, false, false])
    expect(held[3]).toMatchObject({ tiktokUsername: 'nieuwkomer', opened: false })
    expect(lapsed).toEqual([])
  })

  test('an order paid and opened 50 days ago is lapsed, not held; one shipped in time is neither', async () => {
    const lapsedOrder = await insertPaidLiveOrder(db(), {
      paidAt: daysAgo(50),
      productName: 'Booster Pack – Vergeten',
      quantity: 2,
      status: 'completed',
    })
    const older = await insertPaidLiveOrder(db(), { paidAt: daysAgo(80), tiktokUsername: 'lang_geleden', status: 'completed' })
    const shippedInTime = await insertPaidLiveOrder(db(), { paidAt: daysAgo(60) })
    await insertRequestParcel(db(), [shippedInTime.id], { status: 'shipped' })

    const { held, lapsed, shipped } = await readDesk()

    expect(held).toEqual([])
    expect(lapsed).toEqual([
      {
        orderId: lapsedOrder.id,
        tiktokUsername: 'pieter',
        productName: 'Booster Pack – Vergeten',
        quantity: 2,
        lastDay: heldUntil(lapsedOrder.paidAt as Date).lastDay,
      },
      expect.objectContaining({ orderId: older.id, tiktokUsername: 'lang_geleden' }),
    ])
    expect(shipped.map((p) => p.orders.map((o) => o.orderId))).toEqual([[shippedInTime.id]])
  })

  test('the windows computed once per hour are heldUntil itself, also around midnight and the clock changes', () => {
    const windowOf = windowsOfOrders()
    for (const start of ['2026-03-28T12:00:00Z', '2026-10-24T12:00:00Z', '2026-07-01T12:00:00Z']) {
      for (let minutes = 0; minutes < 48 * 60; minutes += 7) {
        const paidAt = new Date(Date.parse(start) + minutes * 60_000)
        expect(windowOf(paidAt), paidAt.toISOString()).toEqual(heldUntil(paidAt))
      }
    }
  })

  test('the window ends at the end of the last day in Amsterdam: the query bound agrees with isHeld', () => {
    for (const now of [new Date('2026-03-29T00:30:00Z'), new Date('2026-10-25T12:00:00Z'), new Date('2026-07-01T21:59:59Z')]) {
      const bound = firstHeldStart(now)
      const paidAndOpened = (at: Date) => ({ status: 'completed', paidAt: at, completedAt: at })
      expect(isHeld(paidAndOpened(bound), now), now.toISOString()).toBe(true)
      expect(isHeld(paidAndOpened(new Date(bound.getTime() - 1)), now), now.toISOString()).toBe(false)
    }
  })
})

describe('marking a parcel sent (POST /api/admin/shipments/:id/shipped)', () => {
  async function parcelToPack() {
    const order = await insertPaidLiveOrder(db(), {
      paidAt: daysAgo(4),
      productName: 'Booster Box – Nachtvlam',
      quantity: 2,
      status: 'completed',
    })
    return insertRequestParcel(db(), [order.id])
  }

  test('a parcel with a sealed pack is sent as it is: the pack leaves the live queue, without "Je pack is geopend"', async () => {
    const opened = await insertPaidLiveOrder(db(), { paidAt: daysAgo(4), status: 'completed', tiktokUsername: 'verzegeld' })
    const sealed = await insertPaidLiveOrder(db(), { paidAt: daysAgo(3), status: 'pending', tiktokUsername: 'verzegeld' })
    const parcel = await insertRequestParcel(db(), [opened.id, sealed.id])
    expect((await readDesk()).toPack[0]?.orders.map((o) => [o.orderId, o.opened])).toEqual([
      [opened.id, true],
      [sealed.id, false],
    ])
    const queue = await shop.subscribe(['orders'])
    const admin = await shop.subscribe(['admin'], { asAdmin: true })

    const response = await markShipped(parcel.id, validCode)

    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<Parcel>()).toMatchObject({ status: 'shipped', trackingCode: validCode })
    // Out of the queue: nobody opens it on stream any more.
    const [row] = await db().select().from(orders).where(eq(orders.id, sealed.id))
    expect(row).toMatchObject({ status: 'completed', completedAt: expect.any(Date) })
    const live = (await shop.anonymous('GET', '/api/queue')).json<{ id: number }[]>()
    expect(live.map((order) => order.id)).not.toContain(sealed.id)
    const update = await nextEvent(queue, 'order_update')
    expect(update).toMatchObject({ channel: 'orders', type: 'order_update', order: { id: sealed.id, status: 'completed' } })
    await expectEvent(admin, { channel: 'admin', type: 'orders_changed' })
    // The buyer hears of the parcel only: 'Je pakket is verzonden', never 'Je pack is geopend'.
    expect((await db().select().from(mailMessages)).map((mail) => mail.kind)).toEqual(['parcel_shipped'])
    // Neither later: the order is no longer in the queue to be opened.
    const late = await shop.admin('PATCH', `/api/orders/${sealed.id}`, { status: 'completed' })
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ message: messages.orderNotQueued })
    expect(await db().select().from(mailMessages)).toHaveLength(1)
    const desk = await readDesk()
    expect([desk.toPack, desk.held, desk.lapsed]).toEqual([[], [], []])
    expect(desk.shipped.map((p) => p.id)).toEqual([parcel.id])
  })

  test("a PostNL checkout's parcel with a sealed box goes out too: only the opened pack had its e-mail", async () => {
    const { first, second } = await paidPostnlCheckout()
    await complete(first.id)
    const [parcel] = (await readDesk()).toPack
    if (!parcel) throw new Error('no parcel')

    expect((await markShipped(parcel.id, validCode)).statusCode).toBe(200)

    const rows = await db().select().from(orders).where(eq(orders.paymentId, first.paymentId)).orderBy(asc(orders.id))
    expect(rows.map((order) => [order.id, order.status])).toEqual([
      [first.id, 'completed'],
      [second.id, 'completed'],
    ])
    const mails = await db().select().from(mailMessages).orderBy(asc(mailMessages.createdAt))
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['order_confirmation', 'pack_opened', 'parcel_shipped'].sort())
    expect(mails.find((mail) => mail.kind === 'pack_opened')?.key).toContain(String(first.id))
    expect(await shippingOf(second.id)).toMatchObject({ state: 'shipped', reference: parcel.reference })
  })

  test('with a valid code the parcel moves from to pack to sent, with the PostNL link, one e-mail and events', async () => {
    const parcel = await parcelToPack()
    const admin = await shop.subscribe(['admin'], { asAdmin: true })
    const buyers = await shop.subscribe(['shipments'])

    // Typed or scanned: spaces and lower case do not matter.
    const response = await markShipped(parcel.id, ' 3s abcd 1234 567 ')

    expect(response.statusCode, response.body).toBe(200)
    const link = postnlLink(validCode, requestAddress.postalCode)
    expect(response.json<Parcel>()).toMatchObject({
      id: parcel.id,
      reference: parcel.reference,
      status: 'shipped',
      trackingCode: validCode,
      trackingUrl: link,
      shippedAt: expect.any(String),
    })
    const desk = await readDesk()
    expect(desk.toPack).toEqual([])
    expect(desk.shipped).toEqual([response.json()])

    const mails = await db().select().from(mailMessages)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      key: `parcel-shipped:${parcel.id}`,
      kind: 'parcel_shipped',
      paymentId: null,
      recipient: requestAddress.email,
      subject: 'Je pakket is verzonden',
    })
    expect(mails[0]?.text).toContain(link)
    await expectEvent(buyers, { channel: 'shipments', type: 'shipments_changed' })
    await expectEvent(admin, { channel: 'admin', type: 'shipments_changed' })
  })

  test.each(['ABC123', '', '3SABC', 'RR123456789'])('an invalid code (%j) answers 400 in Dutch and changes nothing', async (code) => {
    const parcel = await parcelToPack()
    const response = await markShipped(parcel.id, code)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: messages.invalidTrackingCode })
    const desk = await readDesk()
    expect(desk.toPack.map((p) => [p.id, p.status, p.trackingCode])).toEqual([[parcel.id, 'to_pack', null]])
    expect(desk.shipped).toEqual([])
    expect(await db().select().from(mailMessages)).toEqual([])
  })

  test('shipping twice answers 409, keeps the first code, and e-mails once', async () => {
    const parcel = await parcelToPack()
    expect((await markShipped(parcel.id, validCode)).statusCode).toBe(200)
    const again = await markShipped(parcel.id, 'RR123456789NL')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: messages.parcelNotToPack })
    expect((await readDesk()).shipped.map((p) => p.trackingCode)).toEqual([validCode])
    expect(await db().select().from(mailMessages)).toHaveLength(1)
  })

  test('two admins pressing at the same moment ship once: one 200, one 409, one e-mail', async () => {
    const parcel = await parcelToPack()
    const answers = await Promise.all([markShipped(parcel.id, validCode), markShipped(parcel.id, 'RR123456789NL')])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(await db().select().from(mailMessages)).toHaveLength(1)
  })

  test('a request still waiting for its payment cannot be sent (409); an unknown parcel answers 404', async () => {
    const order = await insertPaidLiveOrder(db(), { paidAt: daysAgo(4) })
    const waiting = await insertRequestParcel(db(), [order.id], { status: 'awaiting_payment' })
    const response = await markShipped(waiting.id, validCode)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: messages.parcelNotToPack })

    const unknown = await markShipped('0b6c7a3e-5d1f-4c52-9a7e-2f0d1e3c4b5a', validCode)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: messages.shipmentNotFound })
    expect(await db().select().from(mailMessages)).toEqual([])
  })
})

describe("the order list's shipping state (AdminOrder.shipping)", () => {
  test('held, requested, to pack, sent and lapsed live orders, each with its last day', async () => {
    // Opened on stream when paid, so each one's last day is its payment's day plus 45.
    const opened = 'completed'
    const held = await insertPaidLiveOrder(db(), { paidAt: daysAgo(3), status: opened })
    const requested = await insertPaidLiveOrder(db(), { paidAt: daysAgo(6), status: opened })
    const request = await insertRequestParcel(db(), [requested.id], { status: 'awaiting_payment' })
    const packed = await insertPaidLiveOrder(db(), { paidAt: daysAgo(9), status: opened })
    const toPack = await insertRequestParcel(db(), [packed.id])
    const sent = await insertPaidLiveOrder(db(), { paidAt: daysAgo(12), status: opened })
    const shipped = await insertRequestParcel(db(), [sent.id], { status: 'shipped', trackingCode: 'RR123456789NL' })
    const lapsed = await insertPaidLiveOrder(db(), { paidAt: daysAgo(50), status: opened })
    const lastDay = (order: { paidAt: Date | null }) => heldUntil(order.paidAt as Date).lastDay

    const list = await listOrders()
    const of = (id: number) => list.find((order) => order.id === id)?.shipping

    expect(of(held.id)).toEqual({ state: 'held', lastDay: lastDay(held), reference: null, trackingUrl: null })
    expect(of(requested.id)).toEqual({ state: 'requested', lastDay: lastDay(requested), reference: request.reference, trackingUrl: null })
    expect(of(packed.id)).toEqual({ state: 'to_pack', lastDay: lastDay(packed), reference: toPack.reference, trackingUrl: null })
    expect(of(sent.id)).toEqual({
      state: 'shipped',
      lastDay: lastDay(sent),
      reference: shipped.reference,
      trackingUrl: postnlLink('RR123456789NL', requestAddress.postalCode),
    })
    expect(of(lapsed.id)).toEqual({ state: 'lapsed', lastDay: lastDay(lapsed), reference: null, trackingUrl: null })
  })

  test("a PostNL order has none until its checkout's parcel exists, then the parcel's state without a last day", async () => {
    const { first, second } = await paidPostnlCheckout()
    expect(await shippingOf(first.id)).toBeNull()

    const completed = await complete(first.id)
    const [parcel] = (await readDesk()).toPack
    if (!parcel) throw new Error('no parcel')
    const toPack = { state: 'to_pack', lastDay: null, reference: parcel.reference, trackingUrl: null }
    expect(completed.shipping).toEqual(toPack)
    expect(await shippingOf(second.id)).toEqual(toPack)

    await complete(second.id)
    expect((await markShipped(parcel.id, 'RR123456789NL')).statusCode).toBe(200)
    expect(await shippingOf(first.id)).toEqual({
      state: 'shipped',
      lastDay: null,
      reference: parcel.reference,
      trackingUrl: postnlLink('RR123456789NL', buyer.postalCode),
    })
  })

  test('an order whose payment failed has none', async () => {
    const product = await insertProduct(db(), { name: 'Booster Pack', priceCents: 549, stock: 5 })
    const paymentId = await checkOut(shop, [{ productId: product.id, quantity: 1 }])
    await settleDemoPayment(shop.shop.app, paymentId, 'failed')
    expect((await listOrders()).map((order) => [order.status, order.shipping])).toEqual([['failed', null]])
  })
})

test('Reset Data empties the desk: requests and checkout parcels go with the orders', async () => {
  const { first } = await paidPostnlCheckout()
  await complete(first.id)
  const held = await insertPaidLiveOrder(db(), { paidAt: daysAgo(5) })
  await insertRequestParcel(db(), [held.id])
  const sent = await insertPaidLiveOrder(db(), { paidAt: daysAgo(70) })
  await insertRequestParcel(db(), [sent.id], { status: 'shipped' })
  await insertPaidLiveOrder(db(), { paidAt: daysAgo(60), status: 'completed' })
  const before = await readDesk()
  expect([before.toPack.length, before.shipped.length, before.lapsed.length]).toEqual([2, 1, 1])
  const admin = await shop.subscribe(['admin'], { asAdmin: true })

  expect((await shop.admin('POST', '/api/reset')).statusCode).toBe(204)

  expect(await readDesk()).toEqual({ toPack: [], shipped: [], held: [], lapsed: [] })
  expect(await db().select().from(shipments)).toEqual([])
  await expectEvent(admin, { channel: 'admin', type: 'shipments_changed' })
})
