import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { Refund } from '#shared/contracts/admin-refunds'
import { messages } from '#shared/contracts/messages'
import type { AdminWithdrawalPage } from '#shared/contracts/withdrawals'
import { mailMessages, orders } from '#server/db/schema'
import { checkOut } from '#server/testing/admin-factories'
import { insertProduct, settleDemoPayment } from '#server/testing/factories'
import { useTestConnections, waitUntilSomeoneWaitsForALock } from '#server/testing/lock-waits'
import { useAdminShop } from '#server/testing/use-test-shop'
import { createOrderPageLink } from '#server/modules/order-page/order-page.public'

/**
 * Decision 050: the seller cancels an order ('Annuleren') while refusing the buyer's withdrawal from it
 * ('Weigeren'). Both take sales' lock on the order first; the refusal that gets it after the
 * cancellation finds the statement closed with it, so the buyer never gets both the cancellation's mail
 * and a refusal. A session of the test's own holds the order row until both wait for it; PostgreSQL
 * then grants the row in the order they asked for it.
 */
const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db
const connect = useTestConnections(() => shop.database.url)
const EMAIL = 'herroeper@example.nl'

/** A paid order not yet opened, and a statement from its order page withdrawing from it. */
async function statedOrder(): Promise<{ orderId: number; statementId: number }> {
  const pack = await insertProduct(db(), { name: 'Booster Pack – Stormkust', priceCents: 549, stock: 5 })
  const paymentId = await checkOut(shop, [{ productId: pack.id, quantity: 1 }], { email: EMAIL })
  await settleDemoPayment(shop.shop.app, paymentId, 'paid')
  const [order] = await db().select().from(orders).where(eq(orders.paymentId, paymentId))
  if (!order) throw new Error('an order expected')
  const token = await db().transaction((tx) => createOrderPageLink(tx, paymentId, 'email'))
  const stated = await shop.anonymous('POST', '/api/withdrawals', { via: 'order_page', token, orderIds: [order.id], name: 'Fenna', email: EMAIL })
  expect(stated.statusCode, stated.body).toBe(201)
  const [statement] = (await shop.admin('GET', '/api/admin/withdrawals')).json<AdminWithdrawalPage>().withdrawals
  if (!statement) throw new Error('a statement expected')
  return { orderId: order.id, statementId: statement.id }
}

test('the seller cancels the order first and refuses its withdrawal meanwhile: the refusal waits and is refused, so the buyer gets one answer', async () => {
  const { orderId, statementId } = await statedOrder()
  const holder = await connect()
  const observer = await connect()
  await holder.query('begin')
  await holder.query('select id from orders where id = $1 for update', [orderId])

  const cancelled = shop.admin('POST', `/api/orders/${orderId}/cancel`)
  await waitUntilSomeoneWaitsForALock(observer, 'the cancellation')
  const refused = shop.admin('POST', `/api/admin/withdrawals/${statementId}/orders/${orderId}/refuse`, { reason: 'Te laat.' })
  await waitUntilSomeoneWaitsForALock(observer, 'the refusal', 2)
  await holder.query('commit')

  const [cancellation, refusal] = await Promise.all([cancelled, refused])
  expect(cancellation.statusCode, cancellation.body).toBe(200)
  expect(refusal.statusCode, refusal.body).toBe(409)
  expect(refusal.json()).toEqual({ message: messages.withdrawalAlreadyDecided })
  // The seller: the statement closed with the cancellation, its money owed back once.
  const [statement] = (await shop.admin('GET', '/api/admin/withdrawals')).json<AdminWithdrawalPage>().withdrawals
  expect(statement?.orders).toEqual([expect.objectContaining({ orderId, status: 'cancelled', decision: 'granted', refusalReason: null })])
  const refunds = (await shop.admin('GET', '/api/admin/refunds')).json<Refund[]>()
  expect(refunds.map((refund) => [refund.reason, refund.orderId])).toEqual([['order_cancelled', orderId]])
  // The buyer: the cancellation's mail, no refusal.
  const mails = await db().select({ kind: mailMessages.kind }).from(mailMessages).orderBy(mailMessages.id)
  expect(mails.map((mail) => mail.kind).filter((kind) => kind === 'order_cancelled' || kind === 'withdrawal_refused')).toEqual(['order_cancelled'])
})
