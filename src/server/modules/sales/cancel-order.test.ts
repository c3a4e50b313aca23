import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { Refund } from '#shared/contracts/admin-refunds'
import { messages } from '#shared/contracts/messages'
import type { QueueOrder } from '#shared/contracts/queue'
import { mailMessages } from '#server/db/schema'
import { checkOut, createTestOrder, expectAdminOnly, nextMessage, readPublic } from '#server/testing/admin-factories'
import { findProduct, insertProduct, settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'

// Decision 028: the seller cancels a paid order that is not opened yet. It leaves the queue at once,
// its stock goes back, its points are taken back, its money is owed back, and the buyer is mailed.

const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db

const cancel = (id: number) => shop.admin('POST', `/api/orders/${id}/cancel`)
const listRefunds = async () => (await shop.admin('GET', '/api/admin/refunds')).json<Refund[]>()
const listOrders = async () => (await shop.admin('GET', '/api/orders')).json<AdminOrder[]>()
const booster = (stock = 10) => insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 1250, stock })
const points = async (username: string) =>
  (await readPublic<{ points: number }>(shop, `/api/leaderboard/standing?tiktokUsername=${username}`)).points

async function paidCheckout(items: { productId: number; quantity: number }[], shippingDetails: Record<string, unknown> = {}) {
  const paymentId = await checkOut(shop, items, shippingDetails)
  await settleDemoPayment(shop.shop.app, paymentId, 'paid')
  const orders = (await listOrders()).filter((order) => order.status === 'pending')
  return { paymentId, orders }
}

test('a paid order in the queue is cancelled: out of the queue, stock back, points back, money owed, the buyer mailed', async () => {
  const product = await booster()
  const { paymentId, orders } = await paidCheckout([{ productId: product.id, quantity: 2 }])
  const [order] = orders
  if (!order) throw new Error('no order')
  expect((await findProduct(db(), product.id))?.stock).toBe(8)
  expect(await points(order.tiktokUsername)).toBe(250)
  const queueSocket = await shop.subscribe(['orders'])

  const cancelled = await cancel(order.id)

  expect(cancelled.statusCode, cancelled.body).toBe(200)
  // Every open queue page and overlay hears it at once.
  const update = await nextMessage(queueSocket, (m) => m.type === 'order_update')
  expect(update).toMatchObject({ order: { id: order.id, status: 'cancelled' } })
  expect(await readPublic<QueueOrder[]>(shop, '/api/queue')).toEqual([])
  expect((await findProduct(db(), product.id))?.stock).toBe(10)
  expect(await points(order.tiktokUsername)).toBe(0)
  expect((await listOrders()).map((o) => o.status)).toEqual(['cancelled'])
  // The whole payment is owed back: the order and, with no order left, its shipping (a live opening: free).
  expect(await listRefunds()).toEqual([
    expect.objectContaining({
      id: cancelled.json<{ refundId: number }>().refundId,
      paymentId,
      orderId: order.id,
      reason: 'order_cancelled',
      description: '2× Booster Box – Nachtvlam',
      amountCents: 2500,
      status: 'owed',
      refundable: true,
    }),
  ])
  const mails = await db().select().from(mailMessages).where(eq(mailMessages.kind, 'order_cancelled'))
  expect(mails).toHaveLength(1)
  expect(mails[0]?.subject).toBe('Je bestelling is geannuleerd')
  expect(mails[0]?.text).toContain('2× Booster Box – Nachtvlam')
})

test('one order of several is owed back alone; the last one kept adds the PostNL shipping', async () => {
  const first = await booster()
  const second = await insertProduct(db(), { name: 'Sleeves – Nachtvlam', priceCents: 300, stock: 5 })
  const { orders } = await paidCheckout(
    [
      { productId: first.id, quantity: 1 },
      { productId: second.id, quantity: 1 },
    ],
    { shippingMethod: 'postnl' },
  )
  const [a, b] = orders.sort((x, y) => x.id - y.id)
  if (!a || !b) throw new Error('two orders expected')
  expect(a.shippingCost).toBeGreaterThan(0)

  expect((await cancel(a.id)).statusCode).toBe(200)
  expect((await cancel(b.id)).statusCode).toBe(200)

  const refunds = await listRefunds()
  expect(refunds.map((r) => [r.orderId, r.amountCents]).sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual([
    [a.id, 1250],
    [b.id, 300 + a.shippingCost],
  ])
})

test('an opened order, a cancelled one, an unpaid one or a Pack Battle spot cannot be cancelled', async () => {
  const product = await booster()
  const { orders } = await paidCheckout([{ productId: product.id, quantity: 1 }])
  const [order] = orders
  if (!order) throw new Error('no order')
  expect((await shop.admin('PATCH', `/api/orders/${order.id}`, { status: 'completed' })).statusCode).toBe(200)

  const opened = await cancel(order.id)
  expect(opened.statusCode).toBe(409)
  expect(opened.json()).toEqual({ message: messages.orderNotCancellable })

  const unpaidPayment = await checkOut(shop, [{ productId: product.id, quantity: 1 }])
  const unpaid = (await listOrders()).find((o) => o.status !== 'completed')
  expect(unpaidPayment).toEqual(expect.any(String))
  if (unpaid) expect((await cancel(unpaid.id)).statusCode).toBe(409)

  expect((await cancel(999_999)).statusCode).toBe(404)
  expect(await listRefunds()).toEqual([])
})

test("the seller's own test order is cancelled without anything owed back", async () => {
  const product = await booster()
  const order = await createTestOrder(shop, product.id)
  const cancelled = await cancel(order.id)
  expect(cancelled.statusCode, cancelled.body).toBe(200)
  expect(cancelled.json()).toEqual({ refundId: null })
  expect(await listRefunds()).toEqual([])
})

test('two cancels at once cancel once', async () => {
  const product = await booster()
  const { orders } = await paidCheckout([{ productId: product.id, quantity: 1 }])
  const [order] = orders
  if (!order) throw new Error('no order')
  const answers = await Promise.all([cancel(order.id), cancel(order.id)])
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
  expect(await listRefunds()).toHaveLength(1)
  expect((await findProduct(db(), product.id))?.stock).toBe(10)
})

test('cancelling and the refunds are the admin’s only', async () => {
  await expectAdminOnly(shop, [
    ['POST', '/api/orders/1/cancel'],
    ['GET', '/api/admin/refunds'],
    ['POST', '/api/admin/refunds/1/start', {}],
    ['POST', '/api/admin/refunds/1/refunded'],
  ])
})
