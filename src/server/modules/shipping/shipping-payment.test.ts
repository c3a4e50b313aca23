import { describe, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { buildMollieTestApp, mollieProviderFor } from '#server/testing/mollie-shop'
import { useFakeMollie, useTestApp } from '#server/testing/use-test-shop'
import { expireDueShipmentPayments } from './shipping-payment.service'
import {
  findShipmentRow,
  insertLiveOrder,
  linkTo,
  readShippingPage,
  requestShipping,
  shipmentOrdersOf,
} from './shipping-requests-fixture'

// decision 022 with PAYMENT_PROVIDER=mollie: a shipping request is paid as a checkout is (product.md
// 12): the real Mollie SDK against a fake Mollie API; the webhook and the return route ask the fake
// rather than trust what they are told.

const PUBLIC_URL = 'https://shop.example.nl'
const fake = useFakeMollie()
const shop = useTestApp(() => buildMollieTestApp(fake, { publicUrl: PUBLIC_URL }))
const db = () => shop.database.db

let buyers = 0

/** A buyer of their own with one held order asks for shipping; the request and its payment at Mollie. */
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

function webhook(id: string) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/shipping-requests/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ id }).toString(),
  })
}

const getsOf = (molliePaymentId: string) =>
  fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith(`/v2/payments/${molliePaymentId}`)).length

describe('starting a request', () => {
  test('asks Mollie for the fee, any method of the profile, with the request’s own return and webhook URLs', async () => {
    const started = await startRequest()
    const row = await findShipmentRow(db(), started.id)
    expect(fake.createRequestOf(started.molliePaymentId)?.body).toMatchObject({
      amount: { currency: 'EUR', value: '4.95' },
      description: expect.stringMatching(new RegExp(` verzending V${row.number}$`)),
      redirectUrl: `${PUBLIC_URL}/api/shipping-requests/${started.id}/return`,
      webhookUrl: `${PUBLIC_URL}/api/shipping-requests/webhook`,
      metadata: { paymentId: started.id },
    })
    expect(row).toMatchObject({
      provider: 'mollie',
      providerPaymentId: started.molliePaymentId,
      checkoutUrl: started.url,
      status: 'awaiting_payment',
      paymentStatus: 'open',
    })
    // Mollie's payment expires after 15 minutes; the request holds its orders 20 (the provider's expiry).
    expect((row.expiresAt?.getTime() ?? 0) - row.createdAt.getTime()).toBeGreaterThan(19 * 60_000)
    expect((await readShippingPage(shop.app, started.token)).shipments[0]).toMatchObject({
      checkoutUrl: started.url,
      paymentExpiresAt: row.expiresAt?.toISOString(),
    })
  })

  test('to Belgium: 9,95, the method chosen at Mollie', async () => {
    const started = await startRequest('belgie')
    expect(fake.createRequestOf(started.molliePaymentId)?.body).toMatchObject({ amount: { currency: 'EUR', value: '9.95' } })
    expect(fake.createRequestOf(started.molliePaymentId)?.body).not.toHaveProperty('method')
  })

  test('Mollie down: 502 in Dutch, and the order can be asked for again once it is back', async () => {
    const held = await insertLiveOrder(db(), { email: `mollie${++buyers}@example.nl` })
    const token = await linkTo(db(), held.paymentId, 'email')
    fake.setDown('reset')
    const refused = await requestShipping(shop.app, token, [held.orderId])
    expect(refused.statusCode).toBe(502)
    expect(refused.json()).toEqual({ message: messages.paymentProviderDown })
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
    expect(first).toMatchObject({ status: 'to_pack', paymentStatus: 'paid', lateStatus: null })
    expect(first.readyAt).not.toBeNull()

    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)
    expect(await findShipmentRow(db(), started.id)).toEqual(first)
    // Asked both times: the webhook never takes the POST's word.
    expect(getsOf(started.molliePaymentId)).toBe(2)
    expect((await readShippingPage(shop.app, started.token)).shipments[0]?.stateText).toBe('Wordt ingepakt')
  })

  test('cancelled at Mollie: the request is cancelled, its orders let go, and a new request succeeds', async () => {
    const started = await startRequest()
    fake.setStatus(started.molliePaymentId, 'canceled')
    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)
    expect(await findShipmentRow(db(), started.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'canceled' })
    expect((await shipmentOrdersOf(db(), started.id)).map((row) => row.active)).toEqual([false])
    expect((await readShippingPage(shop.app, started.token)).shipments[0]?.stateText).toBe('Betaling geannuleerd')
    expect((await requestShipping(shop.app, started.token, [started.orderId])).statusCode).toBe(201)
  })

  test('an id that is no request answers 200 and asks Mollie nothing; an open status changes nothing', async () => {
    const before = fake.requests.length
    expect((await webhook('tr_onbekend123')).statusCode).toBe(200)
    expect(fake.requests.length).toBe(before)

    const started = await startRequest()
    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)
    expect(await findShipmentRow(db(), started.id)).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'open' })
  })

  test('Mollie unreachable: 503 so that Mollie tries again, and the next call applies the status', async () => {
    const started = await startRequest()
    fake.setStatus(started.molliePaymentId, 'paid')
    fake.setDown('reset')
    expect((await webhook(started.molliePaymentId)).statusCode).toBe(503)
    expect(await findShipmentRow(db(), started.id)).toMatchObject({ paymentStatus: 'open' })
    fake.setDown(false)
    expect((await webhook(started.molliePaymentId)).statusCode).toBe(200)
    expect(await findShipmentRow(db(), started.id)).toMatchObject({ status: 'to_pack', paymentStatus: 'paid' })
  })
})

describe('the return route and the expiry job', () => {
  test('the buyer returns before the webhook: the status is asked and applied, then the return page', async () => {
    const started = await startRequest()
    fake.setStatus(started.molliePaymentId, 'paid')
    const back = await shop.app.inject({ method: 'GET', url: `/api/shipping-requests/${started.id}/return` })
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe(`/verzending/${started.id}`)
    const status = await shop.app.inject({ method: 'GET', url: `/api/shipping-requests/${started.id}/status` })
    expect(status.json()).toEqual({ status: 'to_pack', paymentStatus: 'paid' })
  })

  test('an unknown request answers the status route with 404 in Dutch', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/shipping-requests/00000000-0000-4000-8000-000000000000/status' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: messages.shipmentNotFound })
  })

  test('past the expiry Mollie is asked first, within the grace time an open payment waits, after it the request expires', async () => {
    const paidLate = await startRequest()
    const abandoned = await startRequest()
    fake.setStatus(paidLate.molliePaymentId, 'paid')
    const expiresAt = (await findShipmentRow(db(), abandoned.id)).expiresAt ?? new Date()
    const expire = (at: Date) => expireDueShipmentPayments(db(), shop.app.realtime.publish, mollieProviderFor(fake), shop.app.log, at)

    // Just past the expiry: the paid one is paid; the open one waits out Mollie's grace (120 minutes).
    await expire(new Date(expiresAt.getTime() + 60_000))
    expect(await findShipmentRow(db(), paidLate.id)).toMatchObject({ status: 'to_pack', paymentStatus: 'paid' })
    expect(await findShipmentRow(db(), abandoned.id)).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'open' })

    await expire(new Date(expiresAt.getTime() + 121 * 60_000))
    expect(await findShipmentRow(db(), abandoned.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' })
    expect((await readShippingPage(shop.app, abandoned.token)).held.map((order) => order.orderId)).toEqual([abandoned.orderId])

    // Paid at Mollie after we gave up: recorded, never applied (the seller refunds it by hand).
    fake.setStatus(abandoned.molliePaymentId, 'paid')
    expect((await webhook(abandoned.molliePaymentId)).statusCode).toBe(200)
    expect(await findShipmentRow(db(), abandoned.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'expired',
      lateStatus: 'paid',
    })
  })
})
