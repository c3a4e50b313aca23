import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import { messages } from '#shared/contracts/messages'
import type { OrderPage } from '#shared/contracts/order-page'
import type { AdminWithdrawalPage, WaitingWithdrawals } from '#shared/contracts/withdrawals'
import { mailMessages, orders, withdrawals } from '#server/db/schema'
import { checkOut } from '#server/testing/admin-factories'
import { insertProduct, settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'
import { createOrderPageLink } from '#server/modules/order-page/order-page.public'

/**
 * A withdrawn order where the seller and the buyer look (decision 055): the seller's order list (the
 * live console's and the queue's read) says which order's buyer withdrew and when, before it is opened;
 * the admin menu counts the statements to decide; 'Herroepingen' tells whether the opening came before
 * the statement; the buyer's order page shows the statement and its decision; and an order is named by
 * one statement, a second answered 409 with nothing recorded or mailed.
 */
const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db

const EMAIL = 'bedenker@example.nl'

/** A paid live checkout of a box and a pack (two orders, both in the queue), with an order page link. */
async function paidCheckout(tiktokUsername = 'bente_bedenkt') {
  const box = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 12_999, stock: 5 })
  const pack = await insertProduct(db(), { name: 'Booster Pack – Stormkust', priceCents: 549, stock: 5 })
  const paymentId = await checkOut(
    shop,
    [
      { productId: box.id, quantity: 1 },
      { productId: pack.id, quantity: 2 },
    ],
    { email: EMAIL, tiktokUsername },
  )
  await settleDemoPayment(shop.shop.app, paymentId, 'paid')
  const rows = await db().select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(orders.id)
  const [boxOrder, packOrder] = rows
  if (!boxOrder || !packOrder) throw new Error('two orders expected')
  const token = await db().transaction((tx) => createOrderPageLink(tx, paymentId, 'browser'))
  return { paymentId, number: paymentId.slice(0, 8).toUpperCase(), token, box: boxOrder, pack: packOrder }
}

const withdraw = (body: Record<string, unknown>) => shop.anonymous('POST', '/api/withdrawals', body)
const fromPage = (token: string, orderIds: number[]) => withdraw({ via: 'order_page', token, orderIds, name: 'Bente', email: EMAIL })
const adminOrders = async () => (await shop.admin('GET', '/api/orders')).json<AdminOrder[]>()
const orderOf = async (id: number) => (await adminOrders()).find((order) => order.id === id)
const waiting = async () => {
  const response = await shop.admin('GET', '/api/admin/withdrawals/waiting')
  expect(response.statusCode, response.body).toBe(200)
  return response.json<WaitingWithdrawals>().waiting
}
const statements = async () => (await shop.admin('GET', '/api/admin/withdrawals')).json<AdminWithdrawalPage>().withdrawals
const orderPage = async (token: string) => (await shop.anonymous('GET', `/api/order-page/${token}`)).json<OrderPage>()
const acknowledgements = () => db().select().from(mailMessages).where(eq(mailMessages.kind, 'withdrawal_received'))

test('the seller’s order list says which waiting order its buyer withdrew from and when, and the admin menu counts it until decided', async () => {
  const checkout = await paidCheckout()
  expect(await waiting()).toBe(0)
  expect((await orderOf(checkout.box.id))?.withdrawal).toBeNull()

  const stated = await fromPage(checkout.token, [checkout.box.id])
  expect(stated.statusCode, stated.body).toBe(201)
  const receivedAt = stated.json<{ submittedAt: string }>().submittedAt

  // Still in the queue, flagged before anyone opens it; the other order is not.
  const box = await orderOf(checkout.box.id)
  expect(box?.status).toBe('pending')
  expect(box?.withdrawal).toEqual({ receivedAt, decision: 'open', decidedAt: null, refusalReason: null })
  expect((await orderOf(checkout.pack.id))?.withdrawal).toBeNull()
  expect(await waiting()).toBe(1)

  // The public queue carries nothing of it.
  const queue = await shop.anonymous('GET', '/api/queue')
  expect(queue.body).not.toContain('withdraw')
  expect(queue.body).not.toContain('herroep')

  const [statement] = await statements()
  const refused = await shop.admin('POST', `/api/admin/withdrawals/${statement?.id}/orders/${checkout.box.id}/refuse`, { reason: 'Al verzegeld verstuurd.' })
  expect(refused.statusCode, refused.body).toBe(200)
  expect((await orderOf(checkout.box.id))?.withdrawal).toEqual(
    expect.objectContaining({ receivedAt, decision: 'refused', refusalReason: 'Al verzegeld verstuurd.', decidedAt: expect.any(String) }),
  )
  expect(await waiting()).toBe(0)
})

test('the admin menu’s count is the seller’s alone', async () => {
  const anonymous = await shop.anonymous('GET', '/api/admin/withdrawals/waiting')
  expect(anonymous.statusCode).toBe(401)
})

test('an order already named is refused a second statement, from its order page and from the form, with nothing recorded or mailed', async () => {
  const checkout = await paidCheckout()
  expect((await fromPage(checkout.token, [checkout.box.id])).statusCode).toBe(201)

  // From the order page: the same order again, or with one not yet named.
  for (const orderIds of [[checkout.box.id], [checkout.box.id, checkout.pack.id]]) {
    const again = await fromPage(checkout.token, orderIds)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: messages.withdrawalAlreadyReceived })
  }
  expect(await db().select().from(withdrawals)).toHaveLength(1)
  expect(await acknowledgements()).toHaveLength(1)

  // From the form: the checkout counts without the order already named.
  const form = await withdraw({ via: 'form', orderNumber: checkout.number, name: 'Bente', email: EMAIL })
  expect(form.statusCode, form.body).toBe(201)
  const [fromForm] = await statements()
  expect(fromForm?.via).toBe('form')
  expect(fromForm?.orders.map((order) => order.orderId)).toEqual([checkout.pack.id])

  // Every order named: the form is refused too.
  const formAgain = await withdraw({ via: 'form', orderNumber: checkout.number, name: 'Bente', email: EMAIL })
  expect(formAgain.statusCode).toBe(409)
  expect(formAgain.json()).toEqual({ message: messages.withdrawalAlreadyReceived })
  expect(await db().select().from(withdrawals)).toHaveLength(2)
  expect(await acknowledgements()).toHaveLength(2)
})

test('an order whose withdrawal was refused is not named again: it was decided once', async () => {
  const checkout = await paidCheckout()
  expect((await fromPage(checkout.token, [checkout.box.id])).statusCode).toBe(201)
  const [statement] = await statements()
  expect((await shop.admin('POST', `/api/admin/withdrawals/${statement?.id}/orders/${checkout.box.id}/refuse`, { reason: 'Geopend.' })).statusCode).toBe(200)

  const again = await fromPage(checkout.token, [checkout.box.id])
  expect(again.statusCode).toBe(409)
  expect(again.json()).toEqual({ message: messages.withdrawalAlreadyDecided })
  expect(await db().select().from(withdrawals)).toHaveLength(1)
})

test('statements racing for one order record one: the checkout’s lock orders them', async () => {
  const checkout = await paidCheckout()
  const answers = await Promise.all(Array.from({ length: 5 }, () => fromPage(checkout.token, [checkout.box.id])))
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409])
  expect(await db().select().from(withdrawals)).toHaveLength(1)
})

test('the buyer’s order page shows the statement and no second offer, and no place in the queue while its only waiting order is withdrawn', async () => {
  // Live: the queue's texts say who is up now (offline they say who is first once it begins).
  expect((await shop.admin('POST', '/api/live-status', { isLive: true })).statusCode).toBe(200)
  const checkout = await paidCheckout()
  const before = await orderPage(checkout.token)
  expect(before.queue?.text).toBe('Jij bent nu aan de beurt')
  expect(before.orders.map((order) => [order.withdrawable, order.withdrawal])).toEqual([
    [true, null],
    [true, null],
  ])

  const stated = await fromPage(checkout.token, [checkout.box.id])
  const receivedAt = stated.json<{ submittedAt: string }>().submittedAt
  const withOne = await orderPage(checkout.token)
  const [box, pack] = withOne.orders
  expect(box).toEqual(
    expect.objectContaining({
      stateText: 'Herroeping ontvangen',
      withdrawable: false,
      withdrawal: { receivedAt, decision: 'open', decidedAt: null, refusalReason: null },
    }),
  )
  // The other order still waits for its opening, and the page shows the place for it.
  expect(pack).toEqual(expect.objectContaining({ stateText: 'Jij bent nu aan de beurt', withdrawable: true, withdrawal: null }))
  expect(withOne.queue?.text).toBe('Jij bent nu aan de beurt')

  expect((await fromPage(checkout.token, [checkout.pack.id])).statusCode).toBe(201)
  const withBoth = await orderPage(checkout.token)
  expect(withBoth.queue).toBeNull()
  expect(withBoth.orders.map((order) => [order.stateText, order.withdrawable])).toEqual([
    ['Herroeping ontvangen', false],
    ['Herroeping ontvangen', false],
  ])
  // Nothing of the statement's personal details reaches the page.
  const raw = (await shop.anonymous('GET', `/api/order-page/${checkout.token}`)).body
  expect(raw).not.toContain('Bente')
  expect(raw).not.toContain(EMAIL)

  // Granted: the order is cancelled and says so, with the decision.
  const [statement] = await statements()
  expect((await shop.admin('POST', `/api/admin/withdrawals/${statement?.id}/orders/${checkout.pack.id}/grant`)).statusCode).toBe(200)
  const granted = (await orderPage(checkout.token)).orders.find((order) => order.id === checkout.pack.id)
  expect(granted).toEqual(
    expect.objectContaining({ status: 'cancelled', withdrawable: false, withdrawal: expect.objectContaining({ decision: 'granted', decidedAt: expect.any(String) }) }),
  )
})

test('Herroepingen tells whether the opening came before the statement, for the reason Weigeren fills in', async () => {
  const checkout = await paidCheckout()
  // The box is withdrawn from while it waits, and opened afterwards; the pack opened first, then withdrawn.
  expect((await fromPage(checkout.token, [checkout.box.id])).statusCode).toBe(201)
  const [first] = await statements()
  for (const order of [checkout.box, checkout.pack]) {
    expect((await shop.admin('PATCH', `/api/orders/${order.id}`, { status: 'completed' })).statusCode).toBe(200)
  }
  expect((await fromPage(checkout.token, [checkout.pack.id])).statusCode).toBe(201)

  const listed = await statements()
  const boxLine = listed.flatMap((statement) => statement.orders).find((order) => order.orderId === checkout.box.id)
  const packLine = listed.flatMap((statement) => statement.orders).find((order) => order.orderId === checkout.pack.id)
  if (!boxLine?.openedAt || !packLine?.openedAt) throw new Error('both orders opened')
  expect(boxLine.statedAt).toBe(first?.submittedAt)
  expect(Date.parse(boxLine.openedAt)).toBeGreaterThan(Date.parse(boxLine.statedAt))
  expect(Date.parse(packLine.openedAt)).toBeLessThan(Date.parse(packLine.statedAt))
})
