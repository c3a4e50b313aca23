import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import { messages } from '#shared/contracts/messages'
import type { QueueOrder } from '#shared/contracts/queue'
import { packBattles, payments } from '#server/db/schema'
import {
  checkOut,
  createTestOrder,
  expectAdminOnly,
  expectEvent,
  nextEvent,
  nextMessage,
  packBattleBody,
  testOrderBody,
} from '#server/testing/admin-factories'
import { buyer, insertProduct, personalMarkers, settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'
import { movePayment } from './payment-life'

const shop = useAdminShop({ clearBetweenTests: true })

const listOrders = async () => {
  const response = await shop.admin('GET', '/api/orders')
  expect(response.statusCode).toBe(200)
  return response.json<AdminOrder[]>()
}
const listQueue = async () => (await shop.anonymous('GET', '/api/queue')).json<QueueOrder[]>()
const complete = (id: number) => shop.admin('PATCH', `/api/orders/${id}`, { status: 'completed' })
const booster = () => insertProduct(shop.database.db, { name: 'Booster Pack – Testvlam', priceCents: 549, stock: 10 })
/** The test notification, with the buyer's personal details as its shipping info. */
const personalShippingInfo = {
  name: `${buyer.firstName} ${buyer.lastName}`,
  address: `${buyer.street} ${buyer.houseNumber}`,
  city: buyer.city,
  postalCode: buyer.postalCode,
  country: 'nederland',
}

test('every order call answers 401 {message} without the admin session, and changes nothing', async () => {
  const product = await booster()
  const order = await createTestOrder(shop, product.id)
  await expectAdminOnly(shop, [
    ['GET', '/api/orders'],
    ['POST', '/api/orders', testOrderBody(product.id)],
    ['PATCH', `/api/orders/${order.id}`, { status: 'completed' }],
    ['DELETE', '/api/orders/failed'],
  ])
  expect((await listOrders()).map((o) => [o.id, o.status])).toEqual([[order.id, 'pending']])
})

describe('the test notification (POST /api/orders)', () => {
  test('creates a pending order: in the public queue without personal data, in GET /api/orders with shipping info', async () => {
    const product = await booster()
    const publicSocket = await shop.subscribe(['orders'])
    const adminSocket = await shop.subscribe(['admin'], { asAdmin: true })

    const body = testOrderBody(product.id, { shippingInfo: personalShippingInfo })
    const response = await shop.admin('POST', '/api/orders', body)

    expect(response.statusCode).toBe(201)
    const order = response.json<AdminOrder>()
    expect(order).toMatchObject({
      status: 'pending',
      quantity: 1,
      tiktokUsername: 'test_user',
      productId: product.id,
      product: { name: product.name, imageUrl: product.imageUrl, price: 549 },
      shippingInfo: personalShippingInfo,
    })
    expect(await listOrders()).toEqual([order])

    const queue = await listQueue()
    const inQueue = { id: order.id, tiktokUsername: 'test_user', quantity: 1, status: 'pending' }
    expect(queue).toEqual([expect.objectContaining(inQueue)])
    const event = await nextEvent(publicSocket, 'order_update')
    expect(event).toMatchObject({ channel: 'orders', order: { id: order.id, status: 'pending' } })
    for (const marker of personalMarkers) expect(JSON.stringify([queue, event])).not.toContain(marker)
    await expectEvent(adminSocket, { channel: 'admin', type: 'orders_changed' })
  })

  test.each([
    [{ productId: undefined }, 400],
    [{ productId: 999_999 }, 404],
    [{ quantity: 0 }, 400],
    [{ tiktokUsername: '  ' }, 400],
    [{ status: 'completed' }, 400],
  ])('a body with %o answers %i {message} and creates nothing', async (change, status) => {
    const product = await booster()
    const response = await shop.admin('POST', '/api/orders', testOrderBody(product.id, change))
    expect(response.statusCode).toBe(status)
    expect(response.json()).toEqual({ message: expect.any(String) })
    expect(await listOrders()).toEqual([])
  })
})

test.each(['<b>koper</b>', 'test user', 'x', 'a'.repeat(25)])(
  'a test order for a username TikTok would not give out (%j) answers 400 with the username rule',
  async (tiktokUsername) => {
    const product = await booster()
    const response = await shop.admin('POST', '/api/orders', testOrderBody(product.id, { tiktokUsername }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: messages.invalidTiktokUsername })
    expect(await listOrders()).toEqual([])
  },
)

describe('completing an order (PATCH /api/orders/:id)', () => {
  test('{status: completed} completes a pending order; it leaves the queue and an order_update goes out', async () => {
    const order = await createTestOrder(shop, (await booster()).id)
    const socket = await shop.subscribe(['orders'])

    const response = await complete(order.id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ...order, status: 'completed' })
    expect(await listQueue()).toEqual([])
    expect((await listOrders()).map((o) => o.status)).toEqual(['completed'])
    // The creation's own order_update may still arrive after the subscription (on PostgreSQL events
    // travel through LISTEN/NOTIFY): the completion's is the one asked for.
    const completed = await nextMessage(
      socket,
      (message) => message.type === 'order_update' && (message as { order?: { status?: string } }).order?.status === 'completed',
    )
    expect(completed).toMatchObject({ order: { id: order.id, status: 'completed' } })
  })

  test('completing it a second time answers 409 {message}', async () => {
    const order = await createTestOrder(shop, (await booster()).id)
    expect((await complete(order.id)).statusCode).toBe(200)
    const again = await complete(order.id)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: expect.any(String) })
  })

  test('two completions sent at the same moment: exactly one 200, the other 409', async () => {
    const order = await createTestOrder(shop, (await booster()).id)
    const answers = await Promise.all([complete(order.id), complete(order.id)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
  })

  test("{status: 'pending'} answers 400 and the order stays as it was", async () => {
    const order = await createTestOrder(shop, (await booster()).id)
    await complete(order.id)
    const response = await shop.admin('PATCH', `/api/orders/${order.id}`, { status: 'pending' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Ongeldige status' })
    expect((await listOrders()).map((o) => o.status)).toEqual(['completed'])
  })

  test('an unknown order answers 404 {message}', async () => {
    const response = await complete(999_999)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: expect.any(String) })
  })
})

test.each([
  ['POST', '/api/orders', testOrderBody(2 ** 31)],
  ['PATCH', `/api/orders/${2 ** 31}`, { status: 'completed' }],
] as const)('an id beyond the integer range in %s %s answers 400 or 404, never 500', async (method, url, payload) => {
  const response = await shop.admin(method, url, payload)
  expect([400, 404]).toContain(response.statusCode)
  expect(response.json()).toEqual({ message: expect.any(String) })
})

test('GET /api/orders lists newest first; totalCents = unit price × quantity, points = floor(total euros × 10)', async () => {
  const box = await insertProduct(shop.database.db, { name: 'Booster Box', priceCents: 1_234, stock: 5 })
  const pack = await insertProduct(shop.database.db, { name: 'Booster Pack', priceCents: 999, stock: 5 })
  const first = await createTestOrder(shop, box.id, { quantity: 3, tiktokUsername: 'eerste' })
  const second = await createTestOrder(shop, pack.id, { quantity: 1, tiktokUsername: 'tweede' })

  const orders = await listOrders()
  expect(orders.map((o) => [o.id, o.unitPrice, o.quantity, o.totalCents, o.points])).toEqual([
    [second.id, 999, 1, 999, 99],
    [first.id, 1_234, 3, 3_702, 370],
  ])
})

describe("a Pack Battle spot's order (decision 023)", () => {
  test('names its battle and spot in battleSpot, also once the battle is deleted; any other order has none', async () => {
    const created = await shop.admin('POST', '/api/pack-battles', packBattleBody({ title: 'Zondag "XL"', isActive: true, pricePerSpot: '12,50' }))
    expect(created.statusCode, created.body).toBe(201)
    const battleId = created.json<{ id: number }>().id
    const spot = await shop.anonymous('POST', `/api/pack-battles/${battleId}/spots`, {
      spotNumber: 4,
      tiktokUsername: 'spotkoper',
      email: 'spotkoper@example.nl',
    })
    expect(spot.statusCode, spot.body).toBe(200)
    await settleDemoPayment(shop.shop.app, spot.json<{ paymentId: string }>().paymentId, 'paid')
    const ordinary = await createTestOrder(shop, (await booster()).id)

    const [other, spotOrder] = await listOrders() // newest first
    // A spot has no product: the list shows the battle and the spot, not 'Product niet gevonden'.
    expect(spotOrder).toMatchObject({
      productId: null,
      product: null,
      productName: 'Pack Battle "Zondag "XL"", plek 4',
      battleSpot: { battleTitle: 'Zondag "XL"', spotNumber: 4 },
    })
    expect(other).toMatchObject({ id: ordinary.id, battleSpot: null })

    await shop.database.db.delete(packBattles)
    expect((await listOrders()).find((order) => order.id === spotOrder?.id)?.battleSpot).toEqual({ battleTitle: 'Zondag "XL"', spotNumber: 4 })
  })
})

test('an order whose payment the bank took back says so (decision 052); the orders of other payments do not', async () => {
  const product = await booster()
  const takenBack = await checkOut(shop, [{ productId: product.id, quantity: 1 }])
  await settleDemoPayment(shop.shop.app, takenBack, 'paid')
  const kept = await checkOut(shop, [{ productId: product.id, quantity: 2 }])
  await settleDemoPayment(shop.shop.app, kept, 'paid')
  expect((await listOrders()).map((order) => order.chargedBack)).toEqual([false, false])

  // The chargeback's flow (chargebacks.service.ts) moves the payment so and fails its orders; here the read is under test.
  await shop.database.db.transaction((tx) => movePayment(tx, { paymentId: takenBack, from: ['paid'], to: 'charged_back' }))
  const orders = await listOrders()
  expect(orders.map((order) => ({ quantity: order.quantity, chargedBack: order.chargedBack }))).toEqual([
    { quantity: 2, chargedBack: false },
    { quantity: 1, chargedBack: true },
  ])
})

describe('DELETE /api/orders/failed', () => {
  test('removes only the failed orders, and the failed payment with its personal data', async () => {
    const product = await booster()
    const failedPayment = await checkOut(shop, [{ productId: product.id, quantity: 2 }])
    await settleDemoPayment(shop.shop.app, failedPayment, 'failed')
    const paidPayment = await checkOut(shop, [{ productId: product.id, quantity: 1 }])
    await settleDemoPayment(shop.shop.app, paidPayment, 'paid')
    const manual = await createTestOrder(shop, product.id)
    await checkOut(shop, [{ productId: product.id, quantity: 1 }]) // still awaiting payment: not listed

    const before = await listOrders()
    expect(before.map((o) => o.status).sort()).toEqual(['failed', 'pending', 'pending'])
    expect(before.find((o) => o.status === 'failed')?.shippingInfo).toEqual({
      name: 'Fennegien Oosterwoldt',
      address: `${buyer.street} ${buyer.houseNumber}`,
      city: buyer.city,
      postalCode: buyer.postalCode,
      country: 'nederland',
    })
    const socket = await shop.subscribe(['admin'], { asAdmin: true })

    const response = await shop.admin('DELETE', '/api/orders/failed')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ deleted: 1 })
    const after = await listOrders()
    expect(after.map((o) => o.status)).toEqual(['pending', 'pending'])
    expect(after.map((o) => o.id)).toContain(manual.id)
    const db = shop.database.db
    expect(await db.select().from(payments).where(eq(payments.id, failedPayment))).toEqual([])
    expect(await db.select({ id: payments.id }).from(payments).where(eq(payments.id, paidPayment))).toHaveLength(1)
    await expectEvent(socket, { channel: 'admin', type: 'orders_changed' })
  })

  test('with no failed orders it answers {deleted: 0} and keeps the rest', async () => {
    const order = await createTestOrder(shop, (await booster()).id)
    const response = await shop.admin('DELETE', '/api/orders/failed')
    expect(response.json()).toEqual({ deleted: 0 })
    expect((await listOrders()).map((o) => o.id)).toEqual([order.id])
  })
})
