import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Refund } from '#shared/contracts/admin-refunds'
import { messages } from '#shared/contracts/messages'
import { payments } from '#server/db/schema'
import { expireCheckouts } from '#server/testing/checkout-expiry'
import { buildMollieTestApp, mollieProviderFor } from '#server/testing/mollie-shop'
import { injectAsAdmin, loginAsAdmin } from '#server/testing/test-app'
import { useFakeMollie, useTestApp } from '#server/testing/use-test-shop'
import {
  findShipmentRow,
  insertLiveOrder,
  linkTo,
  readShippingPage,
  requestShipping,
  shipmentOrdersOf,
} from './shipping-requests-fixture'

// decision 022 with PAYMENT_PROVIDER=mollie: a shipping request's fee is a payment like any other
// (decision 029), paid as a checkout is (product.md 12): the real Mollie SDK against a fake Mollie
// API; sales' webhook and return route ask the fake rather than trust what they are told.

const PUBLIC_URL = 'https://shop.example.nl'
const fake = useFakeMollie()
const shop = useTestApp(() => buildMollieTestApp(fake, { publicUrl: PUBLIC_URL }))
const db = () => shop.database.db

let buyers = 0
let cookie = ''

beforeAll(async () => {
  cookie = await loginAsAdmin(shop.app)
})

/** A buyer of their own with one held order asks for shipping; the request and its fee at Mollie. */
async function startRequest(country: 'nederland' | 'belgie' = 'nederland') {
  const held = await insertLiveOrder(db(), { email: `mollie${++buyers}@example.nl` })
  const token = await linkTo(db(), held.paymentId, 'email')
  const response = await requestShipping(shop.app, token, [held.orderId], { address: { country } })
  expect(response.statusCode, response.body).toBe(201)
  const { id, url } = response.json<{ id: string; url: string }>()
  const atMollie = fake.payments().find((payment) => payment._links.checkout?.href === url)
  if (!atMollie) throw new Error(`the fake created no payment with checkout ${url}`)
  return { id, url, token, orderId: held.orderId, molliePaymentId: atMollie.id }
}

/** The request's fee: a payment of sales with the request's own id (decision 029). */
async function feeOf(shipmentId: string) {
  const shipment = await findShipmentRow(db(), shipmentId)
  const [fee] = await db()
    .select()
    .from(payments)
    .where(eq(payments.id, shipment.feePaymentId ?? ''))
  if (!fee) throw new Error(`shipment ${shipmentId} has no fee payment`)
  return fee
}

/** Mollie's webhook call: a form-encoded `id=tr_…`; by default to the one webhook of every payment. */
function webhook(id: string, url = '/api/payments/webhook') {
  return shop.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ id }).toString(),
  })
}

const getsOf = (molliePaymentId: string) =>
  fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith(`/v2/payments/${molliePaymentId}`)).length

/** Sales' expiry job, which ends every payment past its expiry, a fee too (decision 029), asking the fake first. */
const expire = (at: Date) => expireCheckouts(shop, at, mollieProviderFor(fake))

describe('starting a request', () => {
  test('asks Mollie for the fee, any method of the profile, with the return and webhook URLs of every payment', async () => {
    const started = await startRequest()
    const row = await findShipmentRow(db(), started.id)
    expect(fake.createRequestOf(started.molliePaymentId)?.body).toMatchObject({
      amount: { currency: 'EUR', value: '4.95' },
      description: expect.stringMatching(new RegExp(` verzending V${row.number}$`)),
      redirectUrl: `${PUBLIC_URL}/api/payments/${started.id}/return`,
      webhookUrl: `${PUBLIC_URL}/api/payments/webhook`,
      metadata: { paymentId: started.id },
    })
    // The request and its fee share the random id; the fee is the one payment row of its life cycle.
    expect(row).toMatchObject({ status: 'awaiting_payment', feePaymentId: started.id, feeCents: 495 })
    const fee = await feeOf(started.id)
    expect(fee).toMatchObject({
      purpose: 'shipping',
      provider: 'mollie',
      providerPaymentId: started.molliePaymentId,
      checkoutUrl: started.url,
      status: 'open',
      amountCents: 495,
      shippingMethod: 'postnl',
      shippingCostCents: 495,
      settledAt: null,
      lateStatus: null,
    })
    // Mollie's payment expires after 15 minutes; the fee holds the request's orders 20 (the provider's expiry).
    expect(fee.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(19 * 60_000)
    expect((await readShippingPage(shop.app, started.token)).shipments[0]).toMatchObject({
      checkoutUrl: started.url,
      paymentExpiresAt: fee.expiresAt.toISOString(),
    })
  })

  test('to Belgium: 9,95, the method chosen at Mollie', async () => {
    const started = await startRequest('belgie')
    expect(fake.createRequestOf(started.molliePaymentId)?.body).toMatchObject({ amount: { currency: 'EUR', value: '9.95' } })
    expect(fake.createRequestOf(started.molliePaymentId)?.body).not.toHaveProperty('method')
    expect(await feeOf(started.id)).toMatchObject({ amountCents: 995, country: 'belgie' })
  })

  test('Mollie down: 502 in Dutch, the fee fails, and the order can be asked for again once it is back', async () => {
    const held = await insertLiveOrder(db(), { email: `mollie${++buyers}@example.nl` })
    const token = await linkTo(db(), held.paymentId, 'email')
    fake.setDown('reset')
    const refused = await requestShipping(shop.app, token, [held.orderId])
    expect(refused.statusCode).toBe(502)
    expect(refused.json()).toEqual({ message: messages.paymentProviderDown })
    const [failed] = (await readShippingPage(shop.app, token)).shipments
    expect(failed).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' })
    fake.setDown(false)
    expect((await requestShipping(shop.app, token, [held.orderId])).statusCode).toBe(201)
  })
})

describe('the webhook', () => {
  test('paid, twice: the parcel goes to the desk once, and the second call changes nothing', async () => {
    const started = await startRequest()
    fake.setStatus(started.molliePaymentId, 'paid')

    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)
    const first = await findShipmentRow(db(), started.id)
    expect(first).toMatchObject({ status: 'to_pack' })
    expect(first.readyAt).not.toBeNull()
    const paidFee = await feeOf(started.id)
    expect(paidFee).toMatchObject({ status: 'paid', lateStatus: null })
    expect(paidFee.settledAt).not.toBeNull()

    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)
    expect(await findShipmentRow(db(), started.id)).toEqual(first)
    expect(await feeOf(started.id)).toEqual(paidFee)
    // Asked both times: the webhook never takes the POST's word.
    expect(getsOf(started.molliePaymentId)).toBe(2)
    expect((await readShippingPage(shop.app, started.token)).shipments[0]?.stateText).toBe('Wordt ingepakt')
  })

  test('cancelled at Mollie: the request is cancelled, its orders let go, and a new request succeeds', async () => {
    const started = await startRequest()
    fake.setStatus(started.molliePaymentId, 'canceled')
    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)
    expect(await findShipmentRow(db(), started.id)).toMatchObject({ status: 'cancelled' })
    expect(await feeOf(started.id)).toMatchObject({ status: 'canceled' })
    expect((await shipmentOrdersOf(db(), started.id)).map((row) => row.active)).toEqual([false])
    expect((await readShippingPage(shop.app, started.token)).shipments[0]?.stateText).toBe('Betaling geannuleerd')
    expect((await requestShipping(shop.app, started.token, [started.orderId])).statusCode).toBe(201)
  })

  test('the webhook URL of fees created before decision 029 still settles a fee', async () => {
    const started = await startRequest()
    fake.setStatus(started.molliePaymentId, 'paid')
    const before = getsOf(started.molliePaymentId)

    expect((await webhook(started.molliePaymentId, '/api/shipping-requests/webhook')).statusCode).toBe(200)

    expect(getsOf(started.molliePaymentId)).toBe(before + 1)
    expect(await feeOf(started.id)).toMatchObject({ status: 'paid' })
    expect(await findShipmentRow(db(), started.id)).toMatchObject({ status: 'to_pack' })
    expect((await readShippingPage(shop.app, started.token)).shipments[0]?.stateText).toBe('Wordt ingepakt')
  })

  test('an id that is no payment answers 200 and asks Mollie nothing; an open status changes nothing', async () => {
    const before = fake.requests.length
    expect((await webhook('tr_onbekend123')).statusCode).toBe(200)
    expect((await webhook('tr_onbekend123', '/api/shipping-requests/webhook')).statusCode).toBe(200)
    expect(fake.requests.length).toBe(before)

    const started = await startRequest()
    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)
    expect(await findShipmentRow(db(), started.id)).toMatchObject({ status: 'awaiting_payment' })
    expect(await feeOf(started.id)).toMatchObject({ status: 'open', settledAt: null })
  })

  test('Mollie unreachable: 503 so that Mollie tries again, and the next call applies the status', async () => {
    const started = await startRequest()
    fake.setStatus(started.molliePaymentId, 'paid')
    fake.setDown('reset')
    expect((await webhook(started.molliePaymentId)).statusCode).toBe(503)
    expect(await feeOf(started.id)).toMatchObject({ status: 'open' })
    expect(await findShipmentRow(db(), started.id)).toMatchObject({ status: 'awaiting_payment' })
    fake.setDown(false)
    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)
    expect(await findShipmentRow(db(), started.id)).toMatchObject({ status: 'to_pack' })
    expect(await feeOf(started.id)).toMatchObject({ status: 'paid' })
  })
})

describe('the return route and the expiry job', () => {
  test('the buyer returns before the webhook: the status is asked and applied, then the request’s page', async () => {
    const started = await startRequest()
    fake.setStatus(started.molliePaymentId, 'paid')
    const before = getsOf(started.molliePaymentId)
    const back = await shop.app.inject({ method: 'GET', url: `/api/payments/${started.id}/return` })
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe(`/verzending/${started.id}`)
    expect(getsOf(started.molliePaymentId)).toBe(before + 1)
    const status = await shop.app.inject({ method: 'GET', url: `/api/shipping-requests/${started.id}/status` })
    expect(status.json()).toEqual({ status: 'to_pack', paymentStatus: 'paid' })
  })

  test('the return URL of fees created before decision 029 leads, through the one return route, to the request’s page', async () => {
    const started = await startRequest()
    fake.setStatus(started.molliePaymentId, 'canceled')
    const before = getsOf(started.molliePaymentId)

    const old = await shop.app.inject({ method: 'GET', url: `/api/shipping-requests/${started.id}/return` })
    expect(old.statusCode).toBe(302)
    expect(old.headers.location).toBe(`/api/payments/${started.id}/return`)
    // The alias only sends the buyer on: Mollie is asked by the return route itself.
    expect(getsOf(started.molliePaymentId)).toBe(before)

    const back = await shop.app.inject({ method: 'GET', url: old.headers.location })
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe(`/verzending/${started.id}`)
    expect(getsOf(started.molliePaymentId)).toBe(before + 1)
    const status = await shop.app.inject({ method: 'GET', url: `/api/shipping-requests/${started.id}/status` })
    expect(status.json()).toEqual({ status: 'cancelled', paymentStatus: 'canceled' })
  })

  test('an unknown request answers the status route with 404 in Dutch', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/shipping-requests/00000000-0000-4000-8000-000000000000/status' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: messages.shipmentNotFound })
  })

  test('past the expiry Mollie is asked first, within the grace time an open fee waits, after it the request is cancelled', async () => {
    const paidLate = await startRequest()
    const abandoned = await startRequest()
    fake.setStatus(paidLate.molliePaymentId, 'paid')
    const { expiresAt } = await feeOf(abandoned.id)

    // Just past the expiry: the paid one is paid; the open one waits out Mollie's grace (120 minutes).
    await expire(new Date(expiresAt.getTime() + 60_000))
    expect(await findShipmentRow(db(), paidLate.id)).toMatchObject({ status: 'to_pack' })
    expect(await feeOf(paidLate.id)).toMatchObject({ status: 'paid' })
    expect(await findShipmentRow(db(), abandoned.id)).toMatchObject({ status: 'awaiting_payment' })
    expect(await feeOf(abandoned.id)).toMatchObject({ status: 'open' })

    await expire(new Date(expiresAt.getTime() + 121 * 60_000))
    expect(await findShipmentRow(db(), abandoned.id)).toMatchObject({ status: 'cancelled' })
    expect(await feeOf(abandoned.id)).toMatchObject({ status: 'expired' })
    expect((await shipmentOrdersOf(db(), abandoned.id)).map((row) => row.active)).toEqual([false])
    expect((await readShippingPage(shop.app, abandoned.token)).held.map((order) => order.orderId)).toEqual([abandoned.orderId])
  })

  test('paid at Mollie after the request was cancelled: the fee is owed back as a late payment, the request stays cancelled', async () => {
    const abandoned = await startRequest()
    const { number } = await findShipmentRow(db(), abandoned.id)
    const { expiresAt } = await feeOf(abandoned.id)
    await expire(new Date(expiresAt.getTime() + 121 * 60_000))
    expect(await feeOf(abandoned.id)).toMatchObject({ status: 'expired' })

    fake.setStatus(abandoned.molliePaymentId, 'paid')
    expect((await webhook(abandoned.molliePaymentId)).statusCode).toBe(200)
    // Once, however often Mollie calls.
    expect((await webhook(abandoned.molliePaymentId)).statusCode).toBe(200)

    expect(await feeOf(abandoned.id)).toMatchObject({ status: 'expired', lateStatus: 'paid' })
    expect(await findShipmentRow(db(), abandoned.id)).toMatchObject({ status: 'cancelled', readyAt: null })
    expect((await shipmentOrdersOf(db(), abandoned.id)).map((row) => row.active)).toEqual([false])
    const page = await readShippingPage(shop.app, abandoned.token)
    expect(page.held.map((order) => order.orderId)).toEqual([abandoned.orderId])
    expect(page.shipments[0]).toMatchObject({ id: abandoned.id, status: 'cancelled', stateText: 'Betaling verlopen' })

    const listed = await injectAsAdmin(shop.app, cookie, { method: 'GET', url: '/api/admin/refunds' })
    expect(listed.statusCode, listed.body).toBe(200)
    const owed = listed.json<Refund[]>().filter((refund) => refund.paymentId === abandoned.id)
    expect(owed).toEqual([
      expect.objectContaining({
        reason: 'late_payment',
        description: `Verzending V${number} met PostNL naar Nederland`,
        amountCents: 495,
        status: 'owed',
        orderId: null,
        refundable: true,
        // No orders of its own to deliver after all: a late fee can only be paid back.
        honourable: false,
      }),
    ])
    const honour = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: `/api/admin/refunds/${owed[0]?.id}/honour` })
    expect(honour.statusCode).toBe(409)

    // Its orders are free: the buyer may ask for them again.
    expect((await requestShipping(shop.app, abandoned.token, [abandoned.orderId])).statusCode).toBe(201)
  })
})
