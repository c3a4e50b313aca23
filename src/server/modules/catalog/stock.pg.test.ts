import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterEach, expect, test } from 'vitest'
import { findProduct, insertProduct } from '#server/testing/factories'
import { waitUntilSomeoneWaitsForALock } from '#server/testing/lock-waits'
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database'
import { returnStock } from './stock.repo'

let database: TestDatabase | undefined
const clients: pg.Client[] = []

afterEach(async () => {
  for (const client of clients.splice(0)) await client.end()
  await database?.close()
  database = undefined
})

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  clients.push(client)
  return client
}

test('returning stock takes the products in id order, as a checkout does, so the two never deadlock', async () => {
  database = await createTestDatabase()
  if (!database.url) throw new Error('this test needs PostgreSQL (run it in the api-postgres project)')
  const { db } = database
  const added = []
  for (let n = 0; n < 10; n++) added.push(await insertProduct(db, { stock: 5 }))
  const lowest = added[0]
  const highest = added.at(-1)
  if (!lowest || !highest) throw new Error('no products')
  const lines = added.map((product) => ({ productId: product.id, quantity: 1 }))

  // A checkout of the lowest and the highest product holds the lowest and is about to take the highest.
  const checkout = await connect(database.url)
  await checkout.query('begin')
  await checkout.query('select id from products where id = $1 for no key update', [lowest.id])
  const returning = db.transaction(async (tx) => {
    // The lines come highest first, and the planner may not sort: the order is the code's to keep.
    await tx.execute(sql`set local enable_sort = off`)
    return returnStock(tx, [...lines].reverse())
  })
  const observer = await connect(database.url)
  await waitUntilSomeoneWaitsForALock(observer, 'returning the stock')

  // Returning the stock waits for the lowest product without holding any other: the checkout goes on.
  const highestProduct = await observer
    .query('select id from products where id = $1 for no key update nowait', [highest.id])
    .then(() => 'free', (error: { code?: string }) => `locked (${error.code})`)
  await checkout.query('rollback')
  await returning

  expect(highestProduct).toBe('free')
  for (const product of added) expect((await findProduct(db, product.id))?.stock).toBe(6)
})
