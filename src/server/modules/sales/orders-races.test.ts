import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { leaderboardEntries, orders, products } from '#server/db/schema'
import { insertPayment, insertProduct } from '#server/testing/factories'
import { injectAsAdmin, loginAsAdmin } from '#server/testing/test-app'
import { atOnce } from '#server/testing/two-instances'
import { useTwoInstances } from '#server/testing/use-test-shop'

/**
 * Races (docs/reliability.md), orders: ten admins (on two instances sharing PostgreSQL, or one PGlite) complete the
 * same paid order at the same moment. Exactly one succeeds; the others get a clear 409 in Dutch.
 */
const ROUNDS = 5
const ADMINS = 10

const shop = useTwoInstances()
let cookies: string[]

beforeAll(async () => {
  cookies = await atOnce(ADMINS, (i) => loginAsAdmin(shop.pick(i).app))
})

const db = () => shop.database.db

test(`completing one order ${ADMINS} times at once: completed once, ${ADMINS - 1} clear refusals (${ROUNDS} rounds)`, async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const product = await insertProduct(db(), { stock: 3 })
    const { orders: [order] } = await insertPayment(db(), [{ productId: product.id, quantity: 2, status: 'pending', paidAt: new Date() }], {
      status: 'paid',
      tiktokUsername: `verzamelaar${round}`,
    })
    if (!order) throw new Error('no order')

    const answers = await atOnce(ADMINS, (i) =>
      injectAsAdmin(shop.pick(i).app, cookies[i] ?? '', { method: 'PATCH', url: `/api/orders/${order.id}`, payload: { status: 'completed' } }),
    )

    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses).toEqual([200, ...Array<number>(ADMINS - 1).fill(409)])
    const winner = answers.find((answer) => answer.statusCode === 200)
    expect(winner?.json()).toMatchObject({ id: order.id, status: 'completed' })
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toEqual({ message: 'Deze bestelling staat niet (meer) in de wachtrij' })
    }
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ status: 'completed', quantity: 2 })
    // Completing touches neither the stock nor the points.
    const [after] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, product.id))
    expect(after?.stock).toBe(3)
    const points = await db().select().from(leaderboardEntries).where(eq(leaderboardEntries.tiktokUsername, `verzamelaar${round}`))
    expect(points).toEqual([])
  }
})
