import { beforeAll, beforeEach, expect, test } from 'vitest'
import type { Refund } from '#shared/contracts/admin-refunds'
import { paymentWithoutOrdersDescription } from '#shared/contracts/messages'
import { payments } from '#server/db/schema'
import { checkoutBody, clearShopData, insertPayment, insertProduct } from '#server/testing/factories'
import { buildMollieTestApp, mollieProviderFor, mollieWebhook } from '#server/testing/mollie-shop'
import { injectAsAdmin, loginAsAdmin } from '#server/testing/test-app'
import { useFakeMollie, useTestApp } from '#server/testing/use-test-shop'

// Decision 028 with PAYMENT_PROVIDER=mollie: a refund goes through the real SDK to a fake Mollie; its
// status is asked of Mollie (on the payment's webhook, or by the poll), never read from a request.

const fake = useFakeMollie()
const shop = useTestApp(() => buildMollieTestApp(fake, { publicUrl: 'https://shop.example.nl' }, { expiryIntervalMs: 0 }))
const db = () => shop.database.db
let cookie = ''

beforeAll(async () => {
  cookie = await loginAsAdmin(shop.app)
})
beforeEach(() => clearShopData(db()))

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  injectAsAdmin(shop.app, cookie, { method, url, payload })
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
  expect(started.json()).toMatchObject({ status: 'pending', refundCents: 1500, provider: 'mollie' })
  const [atMollie] = fake.refunds().slice(before)
  expect(atMollie).toMatchObject({ paymentId: molliePaymentId, amount: { currency: 'EUR', value: '15.00' }, status: 'pending' })

  // Mollie calls the payment's webhook when its refund changes; the shop asks Mollie.
  fake.setRefundStatus(atMollie?.id ?? '', 'refunded')
  expect((await webhook(molliePaymentId)).statusCode).toBe(200)

  expect((await listRefunds())[0]).toMatchObject({ status: 'refunded', refundedAt: expect.any(String) })
})

test('the poll settles a refund whose webhook never came, and a refund Mollie gives up on can be started again', async () => {
  const { followRefunds } = await import('./refunds.service')
  const { refund } = await owedRefund()
  const before = fake.refunds().length
  expect((await admin('POST', `/api/admin/refunds/${refund.id}/start`)).statusCode).toBe(200)
  const [atMollie] = fake.refunds().slice(before)
  const deps = { db: db(), publish: shop.app.realtime.publish, provider: mollieProviderFor(fake), log: shop.app.log }

  expect(await followRefunds(deps)).toBe(0)
  fake.setRefundStatus(atMollie?.id ?? '', 'failed')
  // A refund fails at Mollie after processing (a closed account), days after it was made: long past
  // Mollie's hour of idempotency, so a start under the same key is a new request, not a replay.
  fake.forgetIdempotencyKeys()
  expect(await followRefunds(deps)).toBe(1)

  expect((await listRefunds())[0]).toMatchObject({ status: 'failed', refundCents: null, lastError: expect.stringMatching(/niet is gelukt/) })
  const again = await admin('POST', `/api/admin/refunds/${refund.id}/start`)
  expect(again.statusCode, again.body).toBe(200)
  expect(fake.refunds()).toHaveLength(before + 2)
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
  expect(ticked.json()).toMatchObject({ status: 'refunded', provider: 'manual', refundCents: 1250 })
})

test('a start that got no answer is tried again under the same key, so Mollie makes the refund once; after a refusal the key is new', async () => {
  const { refund, molliePaymentId } = await owedRefund()
  const keys = () =>
    fake.requests
      .filter((r) => r.method === 'POST' && r.path.startsWith(`/v2/payments/${molliePaymentId}/refunds`))
      .map((r) => r.headers['idempotency-key'])
  const start = () => admin('POST', `/api/admin/refunds/${refund.id}/start`)

  fake.setDown('reset')
  expect((await start()).statusCode).toBe(502)
  expect((await listRefunds())[0]).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/geen antwoord/) })
  fake.setDown(false)
  fake.refuseRefunds('The refund amount exceeds your available balance')
  expect((await start()).statusCode).toBe(502)
  fake.refuseRefunds(false)
  expect((await start()).statusCode).toBe(200)

  const [noAnswer, refused, done] = keys()
  expect(noAnswer).toBe(`refund-${refund.id}-0`)
  expect(refused).toBe(noAnswer)
  expect(done).toBe(`refund-${refund.id}-1`)
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
