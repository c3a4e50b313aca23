import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { products } from '#server/db/schema'
import { insertPayment, insertProduct, personalMarkers } from '#server/testing/factories'
import { useTestShop } from '#server/testing/use-test-shop'

const { database, shop } = useTestShop({ clearBetweenTests: true })

// These tests write rows straight into the database, sales' too: the queue's order and its answers
// are asserted to the minute of payment, which the API sets to now. They write past the events that
// renew the cached answer (answer-cache.ts), so each read starts from a fresh one.
const getQueue = () => {
  shop.app.answers.invalidateAll()
  return shop.app.inject({ method: 'GET', url: '/api/queue' })
}
const minute = (n: number) => new Date(Date.UTC(2026, 4, 1, 20, n))

test('GET /api/queue lists only the paid orders waiting to be opened, oldest first, and nothing personal', async () => {
  const booster = await insertProduct(database.db, { name: 'Booster Pack – Nachtvlam', imageUrl: '/demo/nacht.svg' })
  const box = await insertProduct(database.db, { name: 'Booster Box – Stormkust', imageUrl: '/demo/storm.svg' })
  const paidOrder = async (product: typeof box, quantity: number, tiktokUsername: string, at: number) => {
    const line = { productId: product.id, productName: product.name, quantity, status: 'pending' }
    const lines = [{ ...line, createdAt: minute(at), paidAt: minute(at + 1) }]
    const { orders } = await insertPayment(database.db, lines, { status: 'paid', tiktokUsername })
    return orders[0]
  }
  // Inserted newest first, so an answer in insertion order would fail.
  const later = await paidOrder(box, 1, 'bram', 9)
  const earlier = await paidOrder(booster, 3, 'pieter', 2)
  // Not in the queue: unpaid, opened, failed, cancelled.
  for (const status of ['awaiting_payment', 'completed', 'failed', 'cancelled']) {
    await insertPayment(database.db, [{ productId: booster.id, quantity: 1, status, createdAt: minute(0) }])
  }

  const response = await getQueue()

  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual([
    {
      id: earlier?.id,
      tiktokUsername: 'pieter',
      quantity: 3,
      status: 'pending',
      createdAt: minute(2).toISOString(),
      paidAt: minute(3).toISOString(),
      product: { name: 'Booster Pack – Nachtvlam', imageUrl: '/demo/nacht.svg' },
    },
    {
      id: later?.id,
      tiktokUsername: 'bram',
      quantity: 1,
      status: 'pending',
      createdAt: minute(9).toISOString(),
      paidAt: minute(10).toISOString(),
      product: { name: 'Booster Box – Stormkust', imageUrl: '/demo/storm.svg' },
    },
  ])
  for (const marker of personalMarkers) expect(response.body).not.toContain(marker)
})

test('an order whose product was deleted stays in the queue with its name and no image', async () => {
  const tin = await insertProduct(database.db, { name: 'Tin – Zonnegloed' })
  const line = { productId: tin.id, productName: tin.name, quantity: 2, status: 'pending', paidAt: minute(1) }
  await insertPayment(database.db, [line], { status: 'paid' })

  await database.db.delete(products).where(eq(products.id, tin.id))
  const response = await getQueue()

  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual([
    expect.objectContaining({ quantity: 2, product: { name: 'Tin – Zonnegloed', imageUrl: null } }),
  ])
})

test('an empty queue answers an empty list', async () => {
  const response = await getQueue()
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual([])
})

test("GET /api/queue/head holds every order of the first five buyers, a buyer's later order too, and how many buyers wait", async () => {
  const booster = await insertProduct(database.db, { name: 'Booster Pack – Nachtvlam', imageUrl: '/demo/nacht.svg' })
  const paidOrder = async (tiktokUsername: string, at: number) => {
    const line = { productId: booster.id, productName: booster.name, quantity: 1, status: 'pending', createdAt: minute(at) }
    const { orders } = await insertPayment(database.db, [line], { status: 'paid', tiktokUsername })
    return orders[0]?.id
  }
  const buyers = ['anna', 'bram', 'cees', 'dirk', 'eva', 'fenna', 'gijs']
  const firstOrders = []
  for (const [index, buyer] of buyers.entries()) firstOrders.push(await paidOrder(buyer, index))
  // Anna buys again after everyone: her group, the first, holds both orders; fenna and gijs are past the head.
  const annaAgain = await paidOrder('anna', 30)

  shop.app.answers.invalidateAll()
  const head = await shop.app.inject({ method: 'GET', url: '/api/queue/head' })

  expect(head.statusCode).toBe(200)
  const body = head.json<{ orders: { id: number; tiktokUsername: string }[]; groupCount: number }>()
  expect(body.groupCount).toBe(7)
  expect(body.orders.map((order) => order.id)).toEqual([...firstOrders.slice(0, 5), annaAgain])
  expect(body.orders.map((order) => order.tiktokUsername)).not.toContain('fenna')
  for (const marker of personalMarkers) expect(head.body).not.toContain(marker)
})

test('the head of an empty queue is no orders and no buyers', async () => {
  shop.app.answers.invalidateAll()
  const head = await shop.app.inject({ method: 'GET', url: '/api/queue/head' })
  expect(head.json()).toEqual({ orders: [], groupCount: 0 })
})
