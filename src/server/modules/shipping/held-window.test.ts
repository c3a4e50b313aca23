import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { ShippingDesk } from '#shared/contracts/admin-shipments'
import { messages } from '#shared/contracts/messages'
import { heldUntil } from '#shared/domain/shipping-window'
import { orders, payments } from '#server/db/schema'
import { createTestOrder } from '#server/testing/admin-factories'
import { buyer, insertProduct } from '#server/testing/factories'
import { buildTestApp, injectAsAdmin, loginAsAdmin } from '#server/testing/test-app'
import { useAdminShop, useTestApp } from '#server/testing/use-test-shop'
import { daysAgo, insertLiveOrder, linkTo, readShippingPage, requestShipping } from './shipping-requests-fixture'

/**
 * How long a live order's cards are kept (product.md 2.7, decisions 022 and 028), alike on
 * the desk, in the order list, on the buyer's page, for a request and for the anonymising of personal
 * data: 45 days from the later of payment and opening, and for ever while the pack waits in the queue.
 * And the seller's test orders, which are never held.
 */
const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db
const app = () => shop.shop.app

/** The same shop with 30 days' retention of personal data, for the anonymising (decision 011). */
const shortRetention = useTestApp(() => buildTestApp({ piiRetentionDays: 30 }, { database: shop.database }))

async function readDesk(): Promise<ShippingDesk> {
  const response = await shop.admin('GET', '/api/admin/shipments')
  expect(response.statusCode).toBe(200)
  return response.json<ShippingDesk>()
}

async function shippingInOrderList(orderId: number) {
  const list = (await shop.admin('GET', '/api/orders')).json<AdminOrder[]>()
  return list.find((order) => order.id === orderId)?.shipping
}

/**
 * A live order paid `paidDaysAgo` and opened on stream `openedDaysAgo` (its completed_at), written
 * straight to sales' tables: the API pays and opens now.
 */
async function openedLiveOrder(email: string, paidDaysAgo: number, openedDaysAgo: number, productName = 'Booster Pack – Laat geopend') {
  const order = await insertLiveOrder(db(), { email, paidAt: daysAgo(paidDaysAgo), orderStatus: 'completed', productName })
  const completedAt = daysAgo(openedDaysAgo)
  await db().update(orders).set({ completedAt }).where(eq(orders.id, order.orderId))
  return { ...order, completedAt }
}

describe('a pack still waiting in the live queue never lapses', () => {
  test('paid 50 days ago and not opened yet: held on the desk, in the order list and on the buyer’s page, and a request for it is taken', async () => {
    const email = 'geduldig@example.nl'
    const waiting = await insertLiveOrder(db(), { email, paidAt: daysAgo(50), productName: 'Booster Box – Nog dicht' })
    const token = await linkTo(db(), waiting.paymentId, 'email')
    // As things stand: were it opened today, its cards would be kept 45 days from today.
    const lastDay = heldUntil(new Date()).lastDay

    const desk = await readDesk()
    expect(desk.lapsed).toEqual([])
    expect(desk.held).toMatchObject([{ orderId: waiting.orderId, opened: false, requested: false, lastDay }])
    expect(await shippingInOrderList(waiting.orderId)).toEqual({ state: 'held', lastDay, reference: null, trackingUrl: null })

    const page = await readShippingPage(app(), token)
    expect(page.lapsed).toEqual([])
    expect(page.held).toMatchObject([{ orderId: waiting.orderId, opened: false, lastDay }])

    const response = await requestShipping(app(), token, [waiting.orderId])
    expect(response.statusCode, response.body).toBe(201)
  })

  test('opened on stream after its 45 days, it is kept 45 days from that day', async () => {
    const waiting = await insertLiveOrder(db(), { email: 'laat.open@example.nl', paidAt: daysAgo(60) })

    const opened = await shop.admin('PATCH', `/api/orders/${waiting.orderId}`, { status: 'completed' })
    expect(opened.statusCode, opened.body).toBe(200)

    const lastDay = heldUntil(new Date()).lastDay
    const desk = await readDesk()
    expect(desk.lapsed).toEqual([])
    expect(desk.held).toMatchObject([{ orderId: waiting.orderId, opened: true, lastDay }])
    expect(opened.json<AdminOrder>().shipping).toEqual({ state: 'held', lastDay, reference: null, trackingUrl: null })
  })
})

describe('an opened order is kept 45 days from the later of its payment and its opening', () => {
  test('paid 50 days ago and opened 10 days ago: held to the opening day plus 45; paid 80 and opened 50 days ago: lapsed', async () => {
    const email = 'twee.kanten@example.nl'
    const openedLate = await openedLiveOrder(email, 50, 10, 'Booster – Laat geopend')
    const lapsed = await openedLiveOrder(email, 80, 50, 'Booster – Te laat')
    const token = await linkTo(db(), openedLate.paymentId, 'email')
    const heldTo = heldUntil(openedLate.completedAt).lastDay
    const lapsedOn = heldUntil(lapsed.completedAt).lastDay

    const desk = await readDesk()
    expect(desk.held).toMatchObject([{ orderId: openedLate.orderId, opened: true, lastDay: heldTo }])
    expect(desk.lapsed).toMatchObject([{ orderId: lapsed.orderId, lastDay: lapsedOn }])
    expect(await shippingInOrderList(openedLate.orderId)).toMatchObject({ state: 'held', lastDay: heldTo })
    expect(await shippingInOrderList(lapsed.orderId)).toMatchObject({ state: 'lapsed', lastDay: lapsedOn })

    const page = await readShippingPage(app(), token)
    expect(page.held).toMatchObject([{ orderId: openedLate.orderId, lastDay: heldTo }])
    expect(page.lapsed).toMatchObject([{ orderId: lapsed.orderId, lastDay: lapsedOn }])

    const refused = await requestShipping(app(), token, [lapsed.orderId])
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ message: messages.shippingOrderLapsed })
    expect((await requestShipping(app(), token, [openedLate.orderId])).statusCode).toBe(201)
  })

  test('a payment keeps the buyer’s details while an order opened late is still held; one opened in time and lapsed does not', async () => {
    // With 30 days' retention both were opened long enough ago to be anonymised but for the window.
    const openedLate = await openedLiveOrder('bewaard@example.nl', 50, 40)
    const openedInTime = await openedLiveOrder('vervallen@example.nl', 50, 50)
    const cookie = await loginAsAdmin(shortRetention.app)

    const response = await injectAsAdmin(shortRetention.app, cookie, { method: 'POST', url: '/api/privacy/anonymise' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ anonymised: 1, retentionDays: 30 })

    const emails = new Map((await db().select({ id: payments.id, email: payments.email }).from(payments)).map((row) => [row.id, row.email]))
    expect(emails.get(openedLate.paymentId)).toBe('bewaard@example.nl')
    expect(emails.get(openedInTime.paymentId)).toBe('')
  })
})

describe("the seller's test orders (provider 'manual', POST /api/orders)", () => {
  test('are never offered for shipping nor listed on the desk, in the queue or opened, recent or old', async () => {
    const product = await insertProduct(db(), { name: 'Testproduct – Niet verzenden', priceCents: 500 })
    const queued = await createTestOrder(shop, product.id)
    const opened = await createTestOrder(shop, product.id)
    expect((await shop.admin('PATCH', `/api/orders/${opened.id}`, { status: 'completed' })).statusCode).toBe(200)
    const old = await createTestOrder(shop, product.id)
    // Made and opened 60 days ago, written straight to the order: the API makes and opens it now.
    await db().update(orders).set({ paidAt: daysAgo(60), status: 'completed', completedAt: daysAgo(60) }).where(eq(orders.id, old.id))
    // A real buyer's held order beside them: the desk does list that one.
    const real = await insertLiveOrder(db(), { email: buyer.email })

    const desk = await readDesk()
    expect(desk.held.map((order) => order.orderId)).toEqual([real.orderId])
    expect(desk.lapsed).toEqual([])

    // Even were a test order's payment to carry the buyer's e-mail address (written straight to it: no
    // flow gives one an address), the buyer's e-mail link, which opens every order of that address,
    // offers none of them.
    const testOrders = [queued, opened, old]
    for (const order of testOrders) {
      expect(await shippingInOrderList(order.id)).toBeNull()
      const [row] = await db().select({ paymentId: orders.paymentId }).from(orders).where(eq(orders.id, order.id))
      await db().update(payments).set({ email: buyer.email }).where(eq(payments.id, row?.paymentId ?? ''))
    }
    const token = await linkTo(db(), real.paymentId, 'email')
    const page = await readShippingPage(app(), token)
    expect(page.held.map((order) => order.orderId)).toEqual([real.orderId])
    expect(page.lapsed).toEqual([])
    for (const order of testOrders) {
      const response = await requestShipping(app(), token, [order.id])
      expect(response.statusCode, `order ${order.id}`).toBe(409)
      expect(response.json()).toEqual({ message: messages.shippingOrderNotHeld })
    }
  })
})
