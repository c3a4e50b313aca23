import { expect, test } from 'vitest'
import type { Collection } from '#shared/contracts/collections'
import type { Product } from '#shared/contracts/products'
import { leaderboardEntries, orders, payments } from '#server/db/schema'
import { checkOut, createTestOrder, expectAdminOnly, expectEvent, settleDemoPayment } from '#server/testing/admin-factories'
import { insertProduct } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'

const shop = useAdminShop({ clearBetweenTests: true })

const read = async <T>(url: string): Promise<T> => {
  const response = await shop.admin('GET', url)
  expect(response.statusCode).toBe(200)
  return response.json<T>()
}
const tableSizes = async () => {
  const db = shop.database.db
  return {
    orders: (await db.select().from(orders)).length,
    payments: (await db.select().from(payments)).length,
    leaderboard: (await db.select().from(leaderboardEntries)).length,
  }
}

/** A paid checkout, one still awaiting payment, a test order, and the points the paid one earned. */
async function recordSales() {
  const db = shop.database.db
  const pack = await insertProduct(db, { name: 'Booster Pack – Testvlam', priceCents: 549, stock: 10 })
  const box = await insertProduct(db, { name: 'Booster Box – Nachtvlam', priceCents: 12_999, stock: 10 })
  const paid = await checkOut(shop, [{ productId: pack.id, quantity: 2 }])
  await settleDemoPayment(shop, paid, 'paid')
  await checkOut(shop, [{ productId: box.id, quantity: 3 }], { tiktokUsername: 'twijfelaar' })
  await createTestOrder(shop, pack.id)
  expect(await tableSizes()).toEqual({ orders: 3, payments: 3, leaderboard: 1 })
  return { pack, box }
}

test('POST /api/reset answers 401 {message} without the admin session, and clears nothing', async () => {
  await recordSales()
  await expectAdminOnly(shop, [['POST', '/api/reset']])
  expect(await tableSizes()).toEqual({ orders: 3, payments: 3, leaderboard: 1 })
})

test('POST /api/reset answers 204 and clears orders, payments and points; an orders_reset goes out', async () => {
  await recordSales()
  const socket = await shop.subscribe(['orders'])

  const response = await shop.admin('POST', '/api/reset')

  expect(response.statusCode).toBe(204)
  expect(await tableSizes()).toEqual({ orders: 0, payments: 0, leaderboard: 0 })
  expect(await read('/api/orders')).toEqual([])
  expect(await read('/api/queue')).toEqual([])
  await expectEvent(socket, { channel: 'orders', type: 'orders_reset' })
})

test('products, categories and collections stay; only the stock the awaiting checkout reserved comes back', async () => {
  const { pack, box } = await recordSales()
  const products = await read<Product[]>('/api/products')
  expect(products.find((p) => p.id === pack.id)?.stock).toBe(8)
  expect(products.find((p) => p.id === box.id)?.stock).toBe(7)
  const categories = await read<string[]>('/api/categories')
  const collections = await read<Collection[]>('/api/collections')

  expect((await shop.admin('POST', '/api/reset')).statusCode).toBe(204)

  // The paid packs were sold: their stock stays down. The box was never paid for.
  const restocked = products.map((p) => (p.id === box.id ? { ...p, stock: 10, stockLevel: 'high' } : p))
  expect(await read('/api/products')).toEqual(restocked)
  expect(await read('/api/categories')).toEqual(categories)
  expect(await read('/api/collections')).toEqual(collections)
})

test('after a reset the shop sells again: a new checkout and test order work as before', async () => {
  const { pack } = await recordSales()
  await shop.admin('POST', '/api/reset')

  const payment = await checkOut(shop, [{ productId: pack.id, quantity: 1 }])
  await settleDemoPayment(shop, payment, 'paid')
  await createTestOrder(shop, pack.id)
  expect(await tableSizes()).toEqual({ orders: 2, payments: 2, leaderboard: 1 })
})
