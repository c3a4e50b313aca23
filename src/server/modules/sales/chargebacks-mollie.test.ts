import { expect, test } from 'vitest'
import type { Chargeback, Refund } from '#shared/contracts/admin-refunds'
import type { Leaderboard } from '#shared/contracts/leaderboard'
import { checkoutBody, insertProduct } from '#server/testing/factories'
import { mollieWebhook, useMollieAdminShop } from '#server/testing/mollie-shop'
import { reconcileRecentChargebacks } from './chargebacks.service'

// Decision 052: a card or SEPA payment the bank takes back (a chargeback) is heard of through the
// payment's webhook or the poll, recorded once, and undone in the shop as far as it can be; a reversal
// gives back what it can.

const { fake, shop, admin, moneyDeps } = useMollieAdminShop()
const db = () => shop.database.db
const listRefunds = async () => (await admin('GET', '/api/admin/refunds')).json<Refund[]>()
const listChargebacks = async () => (await admin('GET', '/api/admin/chargebacks')).json<Chargeback[]>()
const listOrders = async () => (await admin('GET', '/api/orders')).json<{ id: number; status: string; productName: string }[]>()
const queue = async () => (await shop.app.inject({ method: 'GET', url: '/api/queue' })).json<{ id: number }[]>()
const pointsOf = async (username: string) =>
  (await shop.app.inject({ method: 'GET', url: '/api/leaderboard' })).json<Leaderboard>().entries.find((e) => e.tiktokUsername === username)?.points ?? 0
const webhook = (id: string) => mollieWebhook(shop.app, id)

/**
 * A paid checkout of three lines at Mollie (€ 10 + € 20 + € 5, live opening): the first opened, the
 * second still in the queue, the third cancelled by the seller (€ 5 owed back). Its Mollie id and orders.
 */
async function paidCheckout() {
  // One after the other: the orders follow the products' ids, and the lines below name them in this order.
  const products = []
  for (const [i, priceCents] of [1000, 2000, 500].entries()) {
    products.push(await insertProduct(db(), { name: `Booster ${i + 1}`, priceCents, stock: 5 }))
  }
  const started = await shop.app.inject({
    method: 'POST',
    url: '/api/payments',
    payload: checkoutBody({ items: products.map((p) => ({ productId: p.id, quantity: 1 })) }),
  })
  expect(started.statusCode, started.body).toBe(200)
  const molliePaymentId = fake.payments().find((p) => p._links.checkout?.href === started.json<{ url: string }>().url)?.id ?? ''
  fake.setStatus(molliePaymentId, 'paid')
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)
  const [opened, queued, cancelled] = (await listOrders()).sort((a, b) => a.id - b.id)
  if (!opened || !queued || !cancelled) throw new Error('three orders expected')
  expect((await admin('PATCH', `/api/orders/${opened.id}`, { status: 'completed' })).statusCode).toBe(200)
  expect((await admin('POST', `/api/orders/${cancelled.id}/cancel`)).statusCode).toBe(200)
  return { molliePaymentId, opened, queued, cancelled, products }
}

test('a chargeback takes the unopened order out of the queue, the points back, and closes what was owed; the orders page and Terugbetalingen show it', async () => {
  const { molliePaymentId, opened, queued, cancelled } = await paidCheckout()
  const buyer = 'pieter'
  expect(await pointsOf(buyer)).toBeGreaterThan(0)
  expect((await queue()).map((o) => o.id)).toEqual([queued.id])

  const taken = fake.chargeback(molliePaymentId, { reason: { code: 'MD06', description: 'Terugboeking door de klant' } })
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)
  // Mollie still calls the payment paid: a webhook again changes nothing, and owes nothing as a late payment.
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)

  expect(await queue()).toEqual([])
  const orders = await listOrders()
  expect(orders.find((o) => o.id === queued.id)?.status).toBe('failed')
  expect(orders.find((o) => o.id === opened.id)?.status).toBe('completed')
  expect(await pointsOf(buyer)).toBe(0)
  expect(await listRefunds()).toEqual([
    expect.objectContaining({ orderId: cancelled.id, reason: 'order_cancelled', status: 'charged_back', chargedBackCents: 500, remainingCents: 0 }),
  ])
  expect(await listChargebacks()).toEqual([
    expect.objectContaining({
      amountCents: 3500,
      reason: 'MD06: Terugboeking door de klant',
      reversedAt: null,
      orderIds: [opened.id, queued.id, cancelled.id],
    }),
  ])
  expect(taken.id).toMatch(/^chb_/)
  // A refund of money the bank already returned cannot be started.
  expect((await admin('POST', `/api/admin/refunds/${(await listRefunds())[0]?.id}/start`)).statusCode).toBe(409)
  // The failed order is the chargeback's record (a reversal owes it back): 'Verwijder mislukte orders' keeps it.
  expect((await admin('DELETE', '/api/orders/failed')).json()).toEqual({ deleted: 0 })
  expect((await listOrders()).map((o) => o.id)).toContain(queued.id)
})

test('a reversed chargeback gives back what it can: the points of the opened order, the refund owed again, the failed order owed back or delivered', async () => {
  const { molliePaymentId, queued } = await paidCheckout()
  const buyer = 'pieter'
  const chargeback = fake.chargeback(molliePaymentId)
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)

  fake.reverseChargeback(chargeback.id)
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)

  expect(await listChargebacks()).toEqual([expect.objectContaining({ reversedAt: expect.any(String) })])
  expect(await pointsOf(buyer)).toBeGreaterThan(0)
  const refunds = await listRefunds()
  expect(refunds).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ reason: 'order_cancelled', status: 'owed', amountCents: 500, chargedBackCents: 0, remainingCents: 500 }),
      expect.objectContaining({ reason: 'chargeback_reversed', status: 'owed', amountCents: 2000, honourable: true }),
    ]),
  )
  const reversed = refunds.find((r) => r.reason === 'chargeback_reversed')
  expect((await admin('POST', `/api/admin/refunds/${reversed?.id}/honour`)).statusCode).toBe(200)
  expect((await queue()).map((o) => o.id)).toEqual([queued.id])
})

test('a chargeback whose webhook never came is found by the poll of the account’s chargebacks', async () => {
  const { molliePaymentId, queued } = await paidCheckout()
  fake.chargeback(molliePaymentId)
  const deps = moneyDeps()

  expect(await reconcileRecentChargebacks(deps, new Date(Date.now() - 60_000))).toBe(1)
  expect(await reconcileRecentChargebacks(deps, new Date(Date.now() - 60_000))).toBe(0)

  expect((await listOrders()).find((o) => o.id === queued.id)?.status).toBe('failed')
  expect(await listChargebacks()).toHaveLength(1)
})

// Decision 052, amended: a chargeback first takes what the shop owed back and had not sent (the bank paid
// the buyer instead), and only what it takes beyond that comes from the orders.
test('a chargeback of what the shop owed back closes that refund and leaves the orders, the points and the queue alone', async () => {
  const { molliePaymentId, queued } = await paidCheckout()
  const pointsBefore = await pointsOf('pieter')

  fake.chargeback(molliePaymentId, { amountCents: 500 })
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)

  expect((await queue()).map((o) => o.id)).toEqual([queued.id])
  expect(await pointsOf('pieter')).toBe(pointsBefore)
  expect(await listRefunds()).toEqual([expect.objectContaining({ reason: 'order_cancelled', status: 'charged_back', chargedBackCents: 500 })])
  expect(await listChargebacks()).toEqual([expect.objectContaining({ amountCents: 500, paymentAmountCents: 3500, restCents: 0 })])
})

test("a partial chargeback beyond what was owed takes the orders, owes the buyer the rest, and 'Terugboekingen' says what the bank took of the payment", async () => {
  const { molliePaymentId, queued } = await paidCheckout()

  // € 5,00 owed back, € 30,00 of orders: the bank takes € 12,00, so € 7,00 of the orders and € 23,00 stays the buyer's.
  fake.chargeback(molliePaymentId, { amountCents: 1200 })
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)

  expect(await queue()).toEqual([])
  expect((await listOrders()).find((o) => o.id === queued.id)?.status).toBe('failed')
  expect(await pointsOf('pieter')).toBe(0)
  expect(await listRefunds()).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ reason: 'order_cancelled', status: 'charged_back', chargedBackCents: 500 }),
      expect.objectContaining({ reason: 'chargeback_rest', status: 'owed', amountCents: 2300, honourable: false }),
    ]),
  )
  expect(await listChargebacks()).toEqual([expect.objectContaining({ amountCents: 1200, paymentAmountCents: 3500, restCents: 2300 })])
})

test('a partial chargeback reversed before its rest was paid back: the rest is no longer owed, the opened order counts again, the failed one is owed back', async () => {
  const { molliePaymentId } = await paidCheckout()
  const chargeback = fake.chargeback(molliePaymentId, { amountCents: 1200 })
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)

  fake.reverseChargeback(chargeback.id)
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)

  expect(await pointsOf('pieter')).toBeGreaterThan(0)
  const refunds = await listRefunds()
  expect(refunds.map((r) => ({ reason: r.reason, status: r.status, remainingCents: r.remainingCents })).sort((a, b) => a.reason.localeCompare(b.reason))).toEqual([
    { reason: 'chargeback_reversed', status: 'owed', remainingCents: 2000 },
    { reason: 'order_cancelled', status: 'owed', remainingCents: 500 },
  ])
})

test('a partial chargeback reversed after its rest was paid back owes back only what the shop still holds', async () => {
  const { molliePaymentId } = await paidCheckout()
  const chargeback = fake.chargeback(molliePaymentId, { amountCents: 1200 })
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)
  const rest = (await listRefunds()).find((r) => r.reason === 'chargeback_rest')
  expect((await admin('POST', `/api/admin/refunds/${rest?.id}/start`, { amountCents: 1000 })).statusCode).toBe(200)

  fake.reverseChargeback(chargeback.id)
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)

  // Of € 35,00: € 10,00 is on its way back, € 5,00 owed for the cancelled order, € 10,00 the opened order
  // keeps: € 10,00 is owed back for the order the chargeback failed, and 'Toch leveren' is refused (money moved).
  const refunds = await listRefunds()
  const owed = refunds.reduce((total, r) => total + r.remainingCents + r.inFlightCents, 0)
  expect(owed).toBe(2500)
  expect(refunds.find((r) => r.reason === 'chargeback_rest')).toEqual(expect.objectContaining({ amountCents: 1000, inFlightCents: 1000, remainingCents: 0 }))
  expect(refunds.find((r) => r.reason === 'chargeback_reversed')).toEqual(expect.objectContaining({ amountCents: 1000, honourable: false }))
})
