import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { orders, payments } from '#server/db/schema'
import { checkoutBody, findProduct, insertProduct, paymentIdFromUrl } from '#server/testing/factories'
import { useTestConnections, waitUntilSomeoneWaitsForALock } from '#server/testing/lock-waits'
import { useTestShop } from '#server/testing/use-test-shop'

/**
 * A checkout takes its stock last (decision 027): it reads the product, writes the payment and orders,
 * and only then takes the row's lock with the conditional UPDATE. The seller may change the product in
 * between; the buyer must then pay what the product costs when the stock is taken.
 */
const { database, shop } = useTestShop()
const connect = useTestConnections(() => database.url)

/**
 * A buyer checks out `quantity` of the product while the seller's edit holds its row: the checkout
 * reads the product as it was, writes its orders and waits at the UPDATE that takes the stock; then
 * the edit is committed. The checkout's answer.
 */
async function checkoutDuringEdit(productId: number, quantity: number, edit: string) {
  const seller = await connect()
  const observer = await connect()
  await seller.query('begin')
  await seller.query(edit, [productId])
  const answer = shop.app.inject({ method: 'POST', url: '/api/payments', payload: checkoutBody({ items: [{ productId, quantity }] }) })
  await waitUntilSomeoneWaitsForALock(observer, 'the checkout')
  await seller.query('commit')
  return answer
}

const ordersOf = (productId: number) => database.db.select().from(orders).where(eq(orders.productId, productId))

test('a price changed while the checkout wrote its orders: the buyer pays the new price, the stock is taken once', async () => {
  const product = await insertProduct(database.db, { name: 'Booster Box – Prijswissel', priceCents: 1000, stock: 5 })
  const response = await checkoutDuringEdit(product.id, 2, 'update products set price_cents = 1500 where id = $1')

  expect(response.statusCode, response.body).toBe(200)
  const paymentId = paymentIdFromUrl(response.json<{ url: string }>().url)
  const [payment] = await database.db.select().from(payments).where(eq(payments.id, paymentId))
  expect(payment?.amountCents).toBe(3000)
  // One order, at the new price: the first try, at the old price, left nothing behind.
  const lines = await ordersOf(product.id)
  expect(lines.map((line) => ({ paymentId: line.paymentId, unitPriceCents: line.unitPriceCents, quantity: line.quantity }))).toEqual([
    { paymentId, unitPriceCents: 1500, quantity: 2 },
  ])
  expect((await findProduct(database.db, product.id))?.stock).toBe(3)
})

test('sold out while the checkout wrote its orders: a 409 and nothing left behind', async () => {
  const product = await insertProduct(database.db, { name: 'Booster Box – Laatste', priceCents: 1000, stock: 1 })
  const response = await checkoutDuringEdit(product.id, 1, 'update products set stock = 0 where id = $1')

  expect(response.statusCode, response.body).toBe(409)
  expect(response.json()).toEqual({
    success: false,
    message: 'Booster Box – Laatste is uitverkocht.',
    shortage: { productId: product.id, available: 0 },
  })
  expect(await ordersOf(product.id)).toEqual([])
})
