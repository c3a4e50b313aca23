import { eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { canTransition, orderStatuses, type OrderStatus } from '#shared/domain/order-status'
import { orders } from '#server/db/schema'
import { insertPayment, insertProduct } from '#server/testing/factories'
import { useTestDatabase } from '#server/testing/use-test-shop'
import { IllegalOrderTransition, moveOrders } from './order-status'

// Decision 028: every change of an order's status follows the transition table, in the code
// (moveOrders) and in the database (the trigger of migration 0018), and the two agree.

const database = useTestDatabase()
const db = () => database.db

async function orderWithStatus(status: OrderStatus): Promise<number> {
  const product = await insertProduct(db(), { stock: 5 })
  const { orders: [order] } = await insertPayment(db(), [{ productId: product.id, quantity: 1, status }])
  if (!order) throw new Error('no order')
  return order.id
}

const pairs = orderStatuses.flatMap((from) => orderStatuses.filter((to) => to !== from).map((to) => [from, to] as const))

test.each(pairs)('the database lets an order go from %s to %s exactly when the table does', async (from, to) => {
  const id = await orderWithStatus(from)
  const write = db().execute(sql`update ${orders} set status = ${to} where ${orders.id} = ${id}`)
  if (canTransition(from, to)) {
    await write
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, id))
    expect(row?.status).toBe(to)
  } else {
    // Drizzle wraps the database's error; its cause is the trigger's refusal.
    const error: unknown = await write.then(() => undefined, (e: unknown) => e)
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error)
    expect(cause).toMatch(new RegExp(`may not go from ${from} to ${to}`))
  }
})

test('moveOrders refuses a move the table does not allow before it writes anything', async () => {
  const id = await orderWithStatus('completed')
  await expect(
    db().transaction((tx) => moveOrders(tx, { where: eq(orders.id, id), from: ['completed'], to: 'pending' })),
  ).rejects.toBeInstanceOf(IllegalOrderTransition)
  const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, id))
  expect(row?.status).toBe('completed')
})

test('moveOrders moves only the orders in a status it names, once, and stamps when', async () => {
  const id = await orderWithStatus('pending')
  const first = await db().transaction((tx) => moveOrders(tx, { where: eq(orders.id, id), from: ['pending'], to: 'cancelled' }))
  const second = await db().transaction((tx) => moveOrders(tx, { where: eq(orders.id, id), from: ['pending'], to: 'cancelled' }))
  expect(first.map((o) => o.id)).toEqual([id])
  expect(second).toEqual([])
  const [row] = await db().select().from(orders).where(eq(orders.id, id))
  expect(row).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(Date) })
})
