import { asc, eq, inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { AdminOrder, ResetPreview } from '#shared/contracts/admin-orders'
import type { Refund } from '#shared/contracts/admin-refunds'
import type { Battle } from '#shared/contracts/battles'
import type { Collection } from '#shared/contracts/collections'
import type { Product } from '#shared/contracts/products'
import type { QueueOrder } from '#shared/contracts/queue'
import { LATE_PAYMENT_WATCH_DAYS } from '#shared/domain/late-payment'
import {
  leaderboardEntries,
  mailMessages,
  orders,
  packBattleParticipants,
  payments,
  refunds,
  shipmentOrders,
  shipments,
} from '#server/db/schema'
import {
  checkOut,
  createTestOrder,
  expectAdminOnly,
  expectEvent,
  packBattleBody,
} from '#server/testing/admin-factories'
import { findProduct, insertProduct, insertShippingRequest, settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'

// Reset Data (product.md 6, decision 028) deletes what took no real money and this week's points;
// money records stay. The shop under test pays with the demo provider: a payment 'taken at Mollie' is
// settled there and then marked as Mollie's (atMollie), as the tests set a scene.

const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db

const read = async <T>(url: string): Promise<T> => {
  const response = await shop.admin('GET', url)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<T>()
}
const preview = () => read<ResetPreview>('/api/reset/preview')
const reset = async () => {
  const response = await shop.admin('POST', '/api/reset')
  expect(response.statusCode, response.body).toBe(204)
}

const countOf = async (table: typeof orders | typeof payments | typeof shipments | typeof mailMessages | typeof refunds) =>
  (await db().select().from(table)).length
const tableSizes = async () => ({
  orders: await countOf(orders),
  payments: await countOf(payments),
  shipments: await countOf(shipments),
  mails: await countOf(mailMessages),
  refunds: await countOf(refunds),
  buyersWithPoints: (await db().select().from(leaderboardEntries)).filter((entry) => entry.points > 0).length,
})

/** The payment was taken at Mollie: real money. */
let mollieIds = 0
async function atMollie(paymentId: string): Promise<void> {
  await db()
    .update(payments)
    .set({ provider: 'mollie', providerPaymentId: `tr_reset${++mollieIds}` })
    .where(eq(payments.id, paymentId))
}

/**
 * Settled longer ago than the watch for a late 'paid' (decision 051): Mollie can no longer take money
 * for it, so Reset Data may delete it.
 */
const longAgo = () => new Date(Date.now() - (LATE_PAYMENT_WATCH_DAYS + 1) * 24 * 60 * 60_000)
async function settledLongAgo(paymentId: string): Promise<void> {
  await db().update(payments).set({ settledAt: longAgo() }).where(eq(payments.id, paymentId))
}

/**
 * A shipping request of the given orders, its fee (a payment, decision 029) paid (or not) with the
 * given provider; a fee not paid was settled longer ago than the watch.
 */
async function insertRequest(orderIds: number[], provider: 'demo' | 'mollie', paymentStatus: 'paid' | 'expired', status: 'to_pack' | 'shipped' | 'cancelled') {
  const providerPaymentId = provider === 'mollie' ? `tr_resetfee${++mollieIds}` : undefined
  const settledAt = paymentStatus === 'expired' ? { settledAt: longAgo() } : {}
  return (await insertShippingRequest(db(), orderIds, { status }, { provider, status: paymentStatus, providerPaymentId, ...settledAt })).id
}

const ordersOf = (paymentId: string) => db().select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(asc(orders.id))
async function onlyOrderOf(paymentId: string) {
  const [order] = await ordersOf(paymentId)
  if (!order) throw new Error(`payment ${paymentId} has no order`)
  return order
}

/** A demo shop's sales: a paid checkout, one still awaiting payment, a test order, and the points the paid one earned. */
async function recordDemoSales() {
  const pack = await insertProduct(db(), { name: 'Booster Pack – Testvlam', priceCents: 549, stock: 10 })
  const box = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 12_999, stock: 10 })
  const paid = await checkOut(shop, [{ productId: pack.id, quantity: 2 }])
  await settleDemoPayment(shop.shop.app, paid, 'paid')
  await checkOut(shop, [{ productId: box.id, quantity: 3 }], { tiktokUsername: 'twijfelaar' })
  await createTestOrder(shop, pack.id)
  expect(await tableSizes()).toMatchObject({ orders: 3, payments: 3, buyersWithPoints: 1 })
  return { pack, box }
}

/**
 * A shop that went live: money taken at Mollie (an order in the queue, a PostNL order opened with its
 * parcel, a late payment owed back, a checkout still open there, a shipping request paid there), a
 * checkout at Mollie let go this week that Mollie may still report paid, and what took no money (a
 * payment failed at Mollie long ago, a demo payment and its request, an unpaid demo checkout, the
 * seller's test order, a request whose payment expired long ago).
 */
async function recordLiveSales() {
  const pack = await insertProduct(db(), { name: 'Booster Pack – Testvlam', priceCents: 549, stock: 20 })
  const box = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 12_999, stock: 10 })
  const etb = await insertProduct(db(), { name: 'Elite Trainer Box – Nachtvlam', priceCents: 5_999, stock: 10 })

  const queued = await checkOut(shop, [{ productId: pack.id, quantity: 2 }], { tiktokUsername: 'wachtend' })
  await settleDemoPayment(shop.shop.app, queued, 'paid')
  await atMollie(queued)
  const parcelled = await checkOut(shop, [{ productId: box.id, quantity: 1 }], { tiktokUsername: 'pakketkoper', shippingMethod: 'postnl' })
  await settleDemoPayment(shop.shop.app, parcelled, 'paid')
  await atMollie(parcelled)
  expect((await shop.admin('PATCH', `/api/orders/${(await onlyOrderOf(parcelled)).id}`, { status: 'completed' })).statusCode).toBe(200)
  const late = await checkOut(shop, [{ productId: pack.id, quantity: 1 }], { tiktokUsername: 'laatkomer' })
  await settleDemoPayment(shop.shop.app, late, 'expired')
  await settleDemoPayment(shop.shop.app, late, 'paid')
  await atMollie(late)
  const failed = await checkOut(shop, [{ productId: pack.id, quantity: 1 }], { tiktokUsername: 'mislukt' })
  await settleDemoPayment(shop.shop.app, failed, 'failed')
  await atMollie(failed)
  await settledLongAgo(failed)
  const letGo = await checkOut(shop, [{ productId: pack.id, quantity: 1 }], { tiktokUsername: 'anderetab' })
  await settleDemoPayment(shop.shop.app, letGo, 'expired')
  await atMollie(letGo)
  const demo = await checkOut(shop, [{ productId: pack.id, quantity: 1 }], { tiktokUsername: 'demokoper' })
  await settleDemoPayment(shop.shop.app, demo, 'paid')
  const open = await checkOut(shop, [{ productId: etb.id, quantity: 1 }], { tiktokUsername: 'betaaltnog' })
  await atMollie(open)
  const unpaid = await checkOut(shop, [{ productId: box.id, quantity: 3 }], { tiktokUsername: 'twijfelaar' })
  const test = await createTestOrder(shop, pack.id)

  const request = await insertRequest([(await onlyOrderOf(queued)).id], 'mollie', 'paid', 'to_pack')
  const lapsedRequest = await insertRequest([(await onlyOrderOf(queued)).id], 'mollie', 'expired', 'cancelled')
  const demoRequest = await insertRequest([(await onlyOrderOf(demo)).id], 'demo', 'paid', 'shipped')

  return {
    products: { pack, box, etb },
    kept: { queued, parcelled, late, open, letGo },
    deleted: { failed, demo, unpaid, testOrderId: test.id },
    shipments: { request, lapsedRequest, demoRequest },
  }
}

test('GET /api/reset/preview and POST /api/reset answer 401 {message} without the admin session, and clear nothing', async () => {
  await recordDemoSales()
  await expectAdminOnly(shop, [
    ['GET', '/api/reset/preview'],
    ['POST', '/api/reset'],
  ])
  expect(await tableSizes()).toMatchObject({ orders: 3, payments: 3, buyersWithPoints: 1 })
})

describe('a demo shop (demo payments move no money)', () => {
  // Under the rule before decision 028's reset this test read 'clears orders, payments and points':
  // it still does, because every payment here is a demo payment or a test order.
  test('is emptied as before: orders, payments, their e-mails and points go, and an orders_reset goes out', async () => {
    await recordDemoSales()
    expect(await countOf(mailMessages)).toBeGreaterThan(0)
    const socket = await shop.subscribe(['orders'])

    await reset()

    expect(await tableSizes()).toEqual({ orders: 0, payments: 0, shipments: 0, mails: 0, refunds: 0, buyersWithPoints: 0 })
    expect(await read('/api/orders')).toEqual([])
    expect(await read('/api/queue')).toEqual([])
    await expectEvent(socket, { channel: 'orders', type: 'orders_reset' })
  })

  test('the preview counts it all as deleted, and nothing of the sales as kept', async () => {
    await recordDemoSales()
    expect(await preview()).toEqual({
      deletes: { orders: 3, payments: 3, shipments: 0, mails: 1, points: 1 },
      keeps: { paidOrders: 0, queuedOrders: 0, openCheckouts: 0, watchedForLatePayment: 0, refunds: 0, parcels: 0 },
    })
  })

  test('products, categories and collections stay; only the stock the awaiting checkout reserved comes back', async () => {
    const { pack, box } = await recordDemoSales()
    const products = await read<Product[]>('/api/products')
    expect(products.find((p) => p.id === pack.id)?.stock).toBe(8)
    expect(products.find((p) => p.id === box.id)?.stock).toBe(7)
    const categories = await read<string[]>('/api/categories')
    const collections = await read<Collection[]>('/api/collections')

    await reset()

    // The paid packs were sold: their stock stays down. The box was never paid for.
    const restocked = products.map((p) => (p.id === box.id ? { ...p, stock: 10, stockLevel: 'high' } : p))
    expect(await read('/api/products')).toEqual(restocked)
    expect(await read('/api/categories')).toEqual(categories)
    expect(await read('/api/collections')).toEqual(collections)
  })

  test('money owed back stays with its payment, also a demo one (decision 028)', async () => {
    const pack = await insertProduct(db(), { name: 'Booster Pack – Testvlam', priceCents: 549, stock: 10 })
    const late = await checkOut(shop, [{ productId: pack.id, quantity: 1 }])
    await settleDemoPayment(shop.shop.app, late, 'expired')
    await settleDemoPayment(shop.shop.app, late, 'paid')

    await reset()

    expect(await read<Refund[]>('/api/admin/refunds')).toEqual([
      expect.objectContaining({ paymentId: late, reason: 'late_payment', status: 'owed', refundable: true }),
    ])
    expect(await db().select({ id: payments.id }).from(payments)).toEqual([{ id: late }])
  })
})

describe('a shop that takes money at Mollie: Reset Data never deletes a money record', () => {
  test('paid orders (also in the queue), the refund owed, the checkouts still open or let go this week and the parcels paid or sent stay; the rest goes', async () => {
    const scene = await recordLiveSales()
    const keptMail = await db().select().from(mailMessages).where(inArray(mailMessages.paymentId, Object.values(scene.kept)))
    expect(keptMail.map((mail) => mail.kind)).toContain('order_confirmation')
    const queuedOrder = await onlyOrderOf(scene.kept.queued)
    const orderSocket = await shop.subscribe(['orders'])
    const adminSocket = await shop.subscribe(['admin'], { asAdmin: true })

    await reset()

    // The payments that took real money, or may still (open at Mollie, or let go within the watch), or
    // are owed back; the fee of
    // the request paid at Mollie is one of them (decision 029: it has the request's id).
    const left = await db().select({ id: payments.id }).from(payments)
    expect(left.map((row) => row.id).sort()).toEqual([...Object.values(scene.kept), scene.shipments.request].sort())
    // Their orders, all of them; the paid one still waits in the queue.
    for (const paymentId of Object.values(scene.kept)) expect(await ordersOf(paymentId)).toHaveLength(1)
    expect((await read<QueueOrder[]>('/api/queue')).map((order) => order.id)).toEqual([queuedOrder.id])
    const adminOrders = await read<AdminOrder[]>('/api/orders')
    expect(adminOrders.map((order) => order.tiktokUsername).sort()).toEqual(['anderetab', 'laatkomer', 'pakketkoper', 'wachtend'])
    // The money owed back, with its payment: still to be paid back through the provider.
    expect(await read<Refund[]>('/api/admin/refunds')).toEqual([
      expect.objectContaining({ paymentId: scene.kept.late, reason: 'late_payment', status: 'owed' }),
    ])
    // Their e-mails, a confirmation still waiting to go out included; none of what went.
    const mailLeft = await db().select().from(mailMessages)
    expect(mailLeft.map((mail) => mail.id).sort()).toEqual(keptMail.map((mail) => mail.id).sort())
    // The parcel of the PostNL order and the request paid at Mollie; the demo request and the lapsed one went.
    const shipmentsLeft = await db().select({ id: shipments.id, kind: shipments.kind, paymentId: shipments.paymentId }).from(shipments)
    expect(shipmentsLeft).toHaveLength(2)
    expect(shipmentsLeft).toContainEqual({ id: scene.shipments.request, kind: 'request', paymentId: null })
    expect(shipmentsLeft).toContainEqual({ id: expect.any(String), kind: 'checkout', paymentId: scene.kept.parcelled })
    // No row of what went is left behind: the links left are those of the parcels kept, to orders kept.
    const parcel = shipmentsLeft.find((shipment) => shipment.kind === 'checkout')
    const links = await db().select().from(shipmentOrders)
    expect(links).toHaveLength(2)
    expect(links).toContainEqual({ shipmentId: scene.shipments.request, orderId: queuedOrder.id, active: true })
    expect(links).toContainEqual({ shipmentId: parcel?.id, orderId: (await onlyOrderOf(scene.kept.parcelled)).id, active: true })
    expect(await db().select().from(orders).where(eq(orders.id, scene.deleted.testOrderId))).toEqual([])
    // This week's points go, paid orders or not.
    expect(await db().select().from(leaderboardEntries)).toEqual([])
    // The stock the unpaid demo checkout held came back; the checkout still open at Mollie keeps its own.
    expect((await findProduct(db(), scene.products.box.id))?.stock).toBe(9)
    expect((await findProduct(db(), scene.products.etb.id))?.stock).toBe(9)
    await expectEvent(orderSocket, { channel: 'orders', type: 'orders_reset' })
    await expectEvent(adminSocket, { channel: 'admin', type: 'orders_changed' })
  })

  test('the preview says what the reset then does, count for count', async () => {
    await recordLiveSales()
    const before = await tableSizes()

    const counted = await preview()
    await reset()
    const after = await tableSizes()

    expect(counted).toEqual({
      // The Mollie failure, the demo payment, the unpaid demo checkout and the test order; the demo
      // request and the lapsed one, with their fees (two payments more); the demo payment's
      // confirmation; the three buyers who earned points.
      deletes: { orders: 4, payments: 6, shipments: 2, mails: 1, points: 3 },
      // The order in the queue, the opened PostNL one and the late one (its money owed back); the
      // checkout let go this week, its order failed.
      keeps: { paidOrders: 3, queuedOrders: 1, openCheckouts: 1, watchedForLatePayment: 1, refunds: 1, parcels: 2 },
    })
    expect({
      orders: before.orders - after.orders,
      payments: before.payments - after.payments,
      shipments: before.shipments - after.shipments,
      mails: before.mails - after.mails,
      points: before.buyersWithPoints - after.buyersWithPoints,
    }).toEqual(counted.deletes)
    expect(after.orders).toBe(counted.keeps.paidOrders + counted.keeps.openCheckouts + counted.keeps.watchedForLatePayment)
    expect(after.refunds).toBe(counted.keeps.refunds)
    expect(after.shipments).toBe(counted.keeps.parcels)
    // Asked again, nothing is left to delete but what always stays.
    expect((await preview()).deletes).toEqual({ orders: 0, payments: 0, shipments: 0, mails: 0, points: 0 })
  })

  test("a Pack Battle spot: an unpaid demo hold is let go, one still open at Mollie keeps its spot, a paid spot stays paid", async () => {
    const created = await shop.admin('POST', '/api/pack-battles', packBattleBody({ isActive: true, pricePerSpot: '12,50' }))
    expect(created.statusCode, created.body).toBe(201)
    const battle = created.json<Battle>()
    const buySpot = async (spotNumber: number, n: number) => {
      const body = { spotNumber, tiktokUsername: `spotkoper${n}`, email: `spotkoper${n}@example.nl` }
      const response = await shop.anonymous('POST', `/api/pack-battles/${battle.id}/spots`, body)
      expect(response.statusCode, response.body).toBe(200)
      return response.json<{ paymentId: string }>().paymentId
    }
    const paid = await buySpot(1, 1)
    await settleDemoPayment(shop.shop.app, paid, 'paid')
    await atMollie(paid)
    await buySpot(2, 2)
    await atMollie(await buySpot(3, 3))

    await reset()

    const spots = await db()
      .select({ spotNumber: packBattleParticipants.spotNumber, isPaid: packBattleParticipants.isPaid })
      .from(packBattleParticipants)
      .orderBy(asc(packBattleParticipants.spotNumber))
    expect(spots).toEqual([
      { spotNumber: 1, isPaid: true },
      { spotNumber: 3, isPaid: false },
    ])
    const [spotOrder] = await ordersOf(paid)
    expect(spotOrder).toMatchObject({ spotNumber: 1, status: 'completed' })
  })
})

test('after a reset the shop sells again: a new checkout and test order work as before', async () => {
  const { pack } = await recordDemoSales()
  await reset()

  const payment = await checkOut(shop, [{ productId: pack.id, quantity: 1 }])
  await settleDemoPayment(shop.shop.app, payment, 'paid')
  await createTestOrder(shop, pack.id)
  expect(await tableSizes()).toMatchObject({ orders: 2, payments: 2, buyersWithPoints: 1 })
})
