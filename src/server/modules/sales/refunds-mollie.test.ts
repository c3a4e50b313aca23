import { expect, test } from 'vitest'
import type { Refund } from '#shared/contracts/admin-refunds'
import { messages, paymentWithoutOrdersDescription } from '#shared/contracts/messages'
import { payments } from '#server/db/schema'
import { checkoutBody, insertPayment, insertProduct } from '#server/testing/factories'
import { mollieWebhook, useMollieAdminShop } from '#server/testing/mollie-shop'
import { reconcileOpenRefunds } from './reconcile.service'

// Decisions 028 and 052 with PAYMENT_PROVIDER=mollie: a refund goes through the real SDK to a fake
// Mollie; its status is asked of Mollie (on the payment's webhook, or by the reconciliation), never read
// from a request.

const { fake, shop, admin, moneyDeps } = useMollieAdminShop()
const db = () => shop.database.db
const listRefunds = async () => (await admin('GET', '/api/admin/refunds')).json<Refund[]>()
const webhook = (id: string) => mollieWebhook(shop.app, id)

/** A paid checkout at Mollie whose order the seller cancelled: a refund owed, and the Mollie payment's id. */
async function owedRefund(): Promise<{ refund: Refund; molliePaymentId: string }> {
  const product = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 1250, stock: 5 })
  const started = await shop.app.inject({
    method: 'POST',
    url: '/api/payments',
    payload: checkoutBody({ items: [{ productId: product.id, quantity: 2 }] }),
  })
  expect(started.statusCode, started.body).toBe(200)
  const url = started.json<{ url: string }>().url
  const molliePaymentId = fake.payments().find((p) => p._links.checkout?.href === url)?.id ?? ''
  fake.setStatus(molliePaymentId, 'paid')
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)
  const [order] = (await admin('GET', '/api/orders')).json<{ id: number }[]>()
  expect((await admin('POST', `/api/orders/${order?.id}/cancel`)).statusCode).toBe(200)
  const [refund] = await listRefunds()
  if (!refund) throw new Error('no refund owed')
  return { refund, molliePaymentId }
}

test("'Terugbetalen' asks Mollie for the amount on the buyer's payment; Mollie's webhook for the payment settles it", async () => {
  const { refund, molliePaymentId } = await owedRefund()

  const before = fake.refunds().length
  const started = await admin('POST', `/api/admin/refunds/${refund.id}/start`, { amountCents: 1500 })

  expect(started.statusCode, started.body).toBe(200)
  expect(started.json()).toMatchObject({ status: 'pending', inFlightCents: 1500, refundedCents: 0, provider: 'mollie' })
  const [atMollie] = fake.refunds().slice(before)
  expect(atMollie).toMatchObject({ paymentId: molliePaymentId, amount: { currency: 'EUR', value: '15.00' }, status: 'pending' })

  // Mollie calls the payment's webhook when its refund changes; the shop asks Mollie.
  fake.setRefundStatus(atMollie?.id ?? '', 'refunded')
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)

  // € 15,00 of the € 25,00 owed: the rest stays owed (decision 052).
  expect((await listRefunds())[0]).toMatchObject({ status: 'owed', refundedCents: 1500, remainingCents: 1000, refundedAt: null })
})

test('the poll settles a refund whose webhook never came, and a refund Mollie gives up on can be started again under a new key', async () => {
  const { refund } = await owedRefund()
  const before = fake.refunds().length
  expect((await admin('POST', `/api/admin/refunds/${refund.id}/start`)).statusCode).toBe(200)
  const [atMollie] = fake.refunds().slice(before)
  const deps = moneyDeps()
  const later = new Date(Date.now() + 60_000)

  expect(await reconcileOpenRefunds(deps, later)).toBe(0)
  fake.setRefundStatus(atMollie?.id ?? '', 'failed')
  expect(await reconcileOpenRefunds(deps, later)).toBe(1)

  expect((await listRefunds())[0]).toMatchObject({ status: 'failed', inFlightCents: 0, remainingCents: 2500, lastError: expect.stringMatching(/niet is gelukt/) })
  const again = await admin('POST', `/api/admin/refunds/${refund.id}/start`)
  expect(again.statusCode, again.body).toBe(200)
  expect(fake.refunds()).toHaveLength(before + 2)
  const keys = fake.requests.filter((r) => r.method === 'POST' && r.path.includes('/refunds')).map((r) => r.headers['idempotency-key'])
  expect(new Set(keys).size).toBe(keys.length)
})

test("a refund Mollie refuses is shown with Mollie's reason and can be tried again", async () => {
  const { refund } = await owedRefund()
  fake.refuseRefunds('The refund amount exceeds your available balance')

  const refused = await admin('POST', `/api/admin/refunds/${refund.id}/start`)

  expect(refused.statusCode).toBe(502)
  expect(refused.json<{ message: string }>().message).toMatch(/available balance/)
  expect((await listRefunds())[0]).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/available balance/) })

  fake.refuseRefunds(false)
  const retried = await admin('POST', `/api/admin/refunds/${refund.id}/start`)
  expect(retried.statusCode, retried.body).toBe(200)
  expect((await listRefunds())[0]).toMatchObject({ status: 'pending', lastError: null })
})

test('a demo payment from before the shop moved to Mollie cannot be paid back at Mollie: the seller ticks it off', async () => {
  const product = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 1250, stock: 5 })
  const { orders } = await insertPayment(db(), [{ productId: product.id, quantity: 1, unitPriceCents: 1250, status: 'pending', paidAt: new Date() }], {
    status: 'paid',
    providerPaymentId: 'demo_earlier',
  })
  expect((await admin('POST', `/api/orders/${orders[0]?.id}/cancel`)).statusCode).toBe(200)
  const [refund] = await listRefunds()
  expect(refund).toMatchObject({ refundable: false, status: 'owed' })
  expect((await admin('POST', `/api/admin/refunds/${refund?.id}/start`)).statusCode).toBe(409)

  const ticked = await admin('POST', `/api/admin/refunds/${refund?.id}/refunded`)

  expect(ticked.statusCode, ticked.body).toBe(200)
  expect(ticked.json()).toMatchObject({ status: 'refunded', provider: 'manual', refundedCents: 1250, remainingCents: 0 })
})

test('a start that got no answer is never failed: it waits for Mollie, is sent again under its own key, and only a new attempt gets a new key', async () => {
  const { refund, molliePaymentId } = await owedRefund()
  const keys = () =>
    fake.requests
      .filter((r) => r.method === 'POST' && r.path.startsWith(`/v2/payments/${molliePaymentId}/refunds`))
      .map((r) => r.headers['idempotency-key'])
  const start = (amountCents?: number) => admin('POST', `/api/admin/refunds/${refund.id}/start`, amountCents ? { amountCents } : undefined)
  const deps = moneyDeps()

  fake.setDown('reset')
  const unanswered = await start(1000)
  expect(unanswered.statusCode).toBe(502)
  expect(unanswered.json<{ message: string }>().message).toBe(messages.refundNoAnswer)
  // The refund may exist at Mollie: it is on its way as far as the shop knows, and nothing else starts.
  expect((await listRefunds())[0]).toMatchObject({ status: 'pending', awaitingProvider: true, inFlightCents: 1000, remainingCents: 1500 })
  expect((await start()).statusCode).toBe(409)

  fake.setDown(false)
  expect(await reconcileOpenRefunds(deps, new Date(Date.now() + 60_000))).toBe(1)
  expect((await listRefunds())[0]).toMatchObject({ status: 'pending', awaitingProvider: false, inFlightCents: 1000 })
  const atMollie = () => fake.refunds().filter((r) => r.paymentId === molliePaymentId)
  expect(atMollie()).toHaveLength(1)

  fake.setRefundStatus(atMollie()[0]?.id ?? '', 'refunded')
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)
  expect((await start()).statusCode).toBe(200)

  const [first, resent, rest] = keys()
  expect(resent).toBe(first)
  expect(rest).not.toBe(first)
  expect(atMollie().map((r) => r.amount.value)).toEqual(['10.00', '15.00'])
})

/** A checkout of € 12,50 that expired at Mollie and whose failed order 'Verwijder mislukte orders' removed; its Mollie id. */
async function expiredAndRemoved(): Promise<string> {
  const product = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 1250, stock: 5 })
  const started = await shop.app.inject({ method: 'POST', url: '/api/payments', payload: checkoutBody({ items: [{ productId: product.id, quantity: 1 }] }) })
  const molliePaymentId = fake.payments().find((p) => p._links.checkout?.href === started.json<{ url: string }>().url)?.id ?? ''
  fake.setStatus(molliePaymentId, 'expired')
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)
  expect((await admin('DELETE', '/api/orders/failed')).statusCode).toBe(200)
  return molliePaymentId
}

test("'Verwijder mislukte orders' keeps a checkout Mollie may still report paid, so that late 'paid' is owed back", async () => {
  const molliePaymentId = await expiredAndRemoved()

  fake.setStatus(molliePaymentId, 'paid')
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)

  expect(await listRefunds()).toEqual([expect.objectContaining({ reason: 'late_payment', amountCents: 1250, refundable: true })])
})

test('a late payment whose orders were already removed is owed back with a description: its amount and the day it was made', async () => {
  const molliePaymentId = await expiredAndRemoved()
  expect((await admin('GET', '/api/orders')).json()).toEqual([])

  fake.setStatus(molliePaymentId, 'paid')
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)

  const [payment] = await db().select().from(payments)
  expect(await listRefunds()).toEqual([
    expect.objectContaining({ reason: 'late_payment', description: paymentWithoutOrdersDescription(1250, payment?.createdAt ?? new Date()) }),
  ])
  expect(paymentWithoutOrdersDescription(1250, new Date('2026-11-28T23:30:00Z')).replaceAll('\u00a0', ' ')).toBe('Betaling van € 12,50 op 29 november 2026')
})
