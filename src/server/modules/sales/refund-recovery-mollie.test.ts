import { beforeEach, expect, test } from 'vitest'
import type { Refund } from '#shared/contracts/admin-refunds'
import { messages } from '#shared/contracts/messages'
import { checkoutBody, insertProduct } from '#server/testing/factories'
import { mollieWebhook, useMollieAdminShop } from '#server/testing/mollie-shop'
import { reconcileOpenRefunds } from './reconcile.service'
import { insertAttempt } from './refund-attempts.repo'
import { settleRefundStatus } from './refunds.repo'

// Decision 052: when the shop does not know what Mollie did with a refund (no answer, a process stopped
// between its claim and Mollie's answer), it asks Mollie and takes that as the truth, and nothing that
// could pay the money twice, or pay it back and deliver too, happens meanwhile.

const { fake, shop, admin, moneyDeps } = useMollieAdminShop()
const db = () => shop.database.db
beforeEach(() => fake.setDown(false))

const listRefunds = async () => (await admin('GET', '/api/admin/refunds')).json<Refund[]>()
const reconcileLater = () => reconcileOpenRefunds(moneyDeps(), new Date(Date.now() + 60_000))

/** A checkout of € 12,50 paid at Mollie after it expired at the shop: owed back, or delivered after all. */
async function latePayment(): Promise<{ refund: Refund; molliePaymentId: string }> {
  const product = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 1250, stock: 5 })
  const started = await shop.app.inject({ method: 'POST', url: '/api/payments', payload: checkoutBody({ items: [{ productId: product.id, quantity: 1 }] }) })
  const molliePaymentId = fake.payments().find((p) => p._links.checkout?.href === started.json<{ url: string }>().url)?.id ?? ''
  fake.setStatus(molliePaymentId, 'expired')
  expect((await mollieWebhook(shop.app, molliePaymentId)).statusCode).toBe(200)
  fake.setStatus(molliePaymentId, 'paid')
  expect((await mollieWebhook(shop.app, molliePaymentId)).statusCode).toBe(200)
  const [refund] = await listRefunds()
  if (!refund) throw new Error('no late payment owed back')
  expect(refund).toMatchObject({ reason: 'late_payment', honourable: true })
  return { refund, molliePaymentId }
}

test("'Toch leveren' is refused while a refund of the payment got no answer: the money may be on its way back", async () => {
  const { refund } = await latePayment()
  fake.setDown('reset')
  expect((await admin('POST', `/api/admin/refunds/${refund.id}/start`)).statusCode).toBe(502)
  fake.setDown(false)

  const honoured = await admin('POST', `/api/admin/refunds/${refund.id}/honour`)

  expect(honoured.statusCode).toBe(409)
  expect(honoured.json<{ message: string }>().message).toBe(messages.latePaymentRefundMayExist)
  expect((await listRefunds())[0]).toMatchObject({ status: 'pending', awaitingProvider: true, honourable: false })
  const orders = (await admin('GET', '/api/orders')).json<{ status: string }[]>()
  expect(orders.map((o) => o.status)).toEqual(['failed'])
})

test("'Toch leveren' is refused once part of the payment went back, and the rest is still owed", async () => {
  const { refund, molliePaymentId } = await latePayment()
  expect((await admin('POST', `/api/admin/refunds/${refund.id}/start`, { amountCents: 500 })).statusCode).toBe(200)
  fake.setRefundStatus(fake.refunds().find((r) => r.paymentId === molliePaymentId)?.id ?? '', 'refunded')
  expect((await mollieWebhook(shop.app, molliePaymentId)).statusCode).toBe(200)

  expect((await listRefunds())[0]).toMatchObject({ status: 'owed', refundedCents: 500, remainingCents: 750, honourable: false })
  expect((await admin('POST', `/api/admin/refunds/${refund.id}/honour`)).statusCode).toBe(409)
})

test('a refund whose process stopped between its claim and Mollie’s answer is not stuck: the reconciliation sends it under its own key', async () => {
  const { refund, molliePaymentId } = await latePayment()
  // What startRefund commits before it asks Mollie, and nothing after: the process stopped there.
  const attempt = await db().transaction(async (tx) => {
    const made = await insertAttempt(tx, { refundId: refund.id, amountCents: 1250, provider: 'mollie' })
    await settleRefundStatus(tx, refund.id, { provider: 'mollie', startedAt: new Date() })
    return made
  })
  expect((await listRefunds())[0]).toMatchObject({ status: 'pending', awaitingProvider: true })
  expect((await admin('POST', `/api/admin/refunds/${refund.id}/start`)).statusCode).toBe(409)
  expect((await admin('POST', `/api/admin/refunds/${refund.id}/refunded`)).statusCode).toBe(409)

  expect(await reconcileLater()).toBe(1)

  const atMollie = () => fake.refunds().filter((r) => r.paymentId === molliePaymentId)
  expect(atMollie()).toEqual([expect.objectContaining({ amount: { currency: 'EUR', value: '12.50' }, metadata: { attemptId: attempt.id } })])
  const sent = fake.requests.filter((r) => r.method === 'POST' && r.path.includes(`${molliePaymentId}/refunds`))
  expect(sent.map((r) => r.headers['idempotency-key'])).toEqual([attempt.idempotencyKey])
  expect((await listRefunds())[0]).toMatchObject({ status: 'pending', awaitingProvider: false, inFlightCents: 1250 })

  fake.setRefundStatus(atMollie()[0]?.id ?? '', 'refunded')
  expect(await reconcileLater()).toBe(1)
  expect((await listRefunds())[0]).toMatchObject({ status: 'refunded', refundedCents: 1250, remainingCents: 0 })
})

test('an attempt Mollie never received counts as never made once Mollie would have forgotten its key, and can be started anew', async () => {
  const { refund, molliePaymentId } = await latePayment()
  fake.setDown('reset')
  expect((await admin('POST', `/api/admin/refunds/${refund.id}/start`)).statusCode).toBe(502)
  // Mollie stays unreachable for the resends of the first hour.
  expect(await reconcileLater()).toBe(0)
  fake.setDown(false)

  expect(await reconcileOpenRefunds(moneyDeps(), new Date(Date.now() + 2 * 60 * 60_000))).toBe(1)

  expect((await listRefunds())[0]).toMatchObject({ status: 'failed', lastError: messages.refundNotArrived, remainingCents: 1250 })
  expect(fake.refunds().filter((r) => r.paymentId === molliePaymentId)).toEqual([])
  expect((await admin('POST', `/api/admin/refunds/${refund.id}/start`)).statusCode).toBe(200)
})

test('a refund made in Mollie’s dashboard is found on the payment’s webhook and counts against what is owed', async () => {
  const { molliePaymentId } = await latePayment()
  fake.addDashboardRefund(molliePaymentId, 1250)

  expect((await mollieWebhook(shop.app, molliePaymentId)).statusCode).toBe(200)

  expect((await listRefunds())[0]).toMatchObject({ reason: 'late_payment', status: 'pending', inFlightCents: 1250, remainingCents: 0 })
})
