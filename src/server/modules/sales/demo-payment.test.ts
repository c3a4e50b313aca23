import { randomUUID } from 'node:crypto'
import { asc } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { orders, payments } from '#server/db/schema'
import {
  checkoutBody,
  fakeProvider,
  findProduct,
  insertProduct,
  paymentIdFromUrl,
  personalMarkers,
  settleDemoPayment,
} from '#server/testing/factories'
import { buildTestApp } from '#server/testing/test-app'
import { useTestApp, useTestShop } from '#server/testing/use-test-shop'

/** The shop with PAYMENT_PROVIDER=demo. */
const { database, shop } = useTestShop({ clearBetweenTests: true })
const mollie = fakeProvider()
/** The same shop with PAYMENT_PROVIDER=mollie, talking to a fake Mollie. */
const mollieShop = useTestApp(() =>
  buildTestApp({ paymentProvider: 'mollie', mollieApiKey: `test_${'a'.repeat(30)}` }, { database, paymentProvider: mollie }),
)

beforeEach(() => {
  mollie.status = 'open'
  mollie.fetched.length = 0
})

async function checkOut(app = shop.app) {
  const booster = await insertProduct(database.db, { name: 'Booster Pack – Nachtvlam', priceCents: 549, stock: 10 })
  const items = [{ productId: booster.id, quantity: 3 }]
  const body = checkoutBody({ items, shippingDetails: { shippingMethod: 'postnl', country: 'nederland' } })
  const response = await app.inject({ method: 'POST', url: '/api/payments', payload: body })
  expect(response.statusCode).toBe(200)
  return { url: response.json().url as string, booster }
}

/** A press the route must refuse, asked by hand; one that must succeed goes through settleDemoPayment. */
const pressButton = (paymentId: string, outcome: string) =>
  shop.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/demo`, payload: { outcome } })
const statusOfPayment = async () => (await database.db.select().from(payments))[0]?.status
const mollieIdOfPayment = async () => {
  const [payment] = await database.db.select().from(payments)
  expect(payment).toMatchObject({ provider: 'mollie', providerPaymentId: expect.stringMatching(/^tr_/) })
  return payment?.providerPaymentId ?? ''
}
const orderStatuses = async () => (await database.db.select().from(orders).orderBy(asc(orders.id))).map((o) => o.status)

describe('the demo payment page', () => {
  test('shows the lines and the amount, and nothing personal', async () => {
    const { url } = await checkOut()
    const paymentId = paymentIdFromUrl(url)

    const response = await shop.app.inject({ method: 'GET', url: `/api/payments/${paymentId}/demo` })

    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      purpose: 'checkout',
      id: paymentId,
      status: 'open',
      amountCents: 3 * 549 + 495,
      shippingCostCents: 495,
      shippingMethod: 'postnl',
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lines: [{ productName: 'Booster Pack – Nachtvlam', quantity: 3, unitPriceCents: 549 }],
    })
    for (const marker of [...personalMarkers, 'pieter']) expect(response.body).not.toContain(marker)
  })

  test("'Betaald' answers the return url, which redirects to /payment/success", async () => {
    const paymentId = paymentIdFromUrl((await checkOut()).url)

    const pressed = await settleDemoPayment(shop.app, paymentId, 'paid')
    expect(pressed.statusCode).toBe(200)
    expect(pressed.json()).toEqual({ redirectUrl: `/api/payments/${paymentId}/return` })

    const back = await shop.app.inject({ method: 'GET', url: pressed.json().redirectUrl })
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe(`/payment/success?payment=${paymentId}`)
    expect(await statusOfPayment()).toBe('paid')
    expect(await orderStatuses()).toEqual(['pending'])
  })

  test.each(['failed', 'canceled', 'expired'] as const)("'%s' sends the buyer on to /payment/error", async (outcome) => {
    const { url, booster } = await checkOut()
    const paymentId = paymentIdFromUrl(url)

    const pressed = await settleDemoPayment(shop.app, paymentId, outcome)
    expect(pressed.json()).toEqual({ redirectUrl: `/api/payments/${paymentId}/return` })
    const back = await shop.app.inject({ method: 'GET', url: pressed.json().redirectUrl })

    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe(`/payment/error?payment=${paymentId}`)
    expect(await statusOfPayment()).toBe(outcome)
    expect((await findProduct(database.db, booster.id))?.stock).toBe(10)
  })

  test("an unknown payment answers 404 'Betaling niet gevonden.'", async () => {
    const unknown = randomUUID()
    const shown = await shop.app.inject({ method: 'GET', url: `/api/payments/${unknown}/demo` })
    const pressed = await pressButton(unknown, 'paid')

    for (const response of [shown, pressed]) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: messages.paymentNotFound })
    }
    expect(messages.paymentNotFound).toBe('Betaling niet gevonden.')
  })

  test('a payment made with another provider cannot be settled on the demo page', async () => {
    const { url } = await checkOut(mollieShop.app)
    const [payment] = await database.db.select().from(payments)
    expect(url).toMatch(/^https:\/\/mollie\.test\//)

    const shown = await shop.app.inject({ method: 'GET', url: `/api/payments/${payment?.id}/demo` })
    const pressed = await pressButton(payment?.id ?? '', 'paid')

    for (const response of [shown, pressed]) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: messages.paymentNotFound })
    }
    expect(await statusOfPayment()).toBe('open')
  })

  test('a payment id that is not a uuid, or an unknown button, answers 400', async () => {
    const shown = await shop.app.inject({ method: 'GET', url: '/api/payments/123/demo' })
    const pressed = await pressButton('not-a-uuid', 'paid')
    const paymentId = paymentIdFromUrl((await checkOut()).url)
    const refunded = await pressButton(paymentId, 'refunded')

    for (const response of [shown, pressed, refunded]) {
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: expect.any(String) })
    }
    expect(await statusOfPayment()).toBe('open')
  })

  test('with PAYMENT_PROVIDER=mollie the demo page and its buttons do not exist', async () => {
    const paymentId = paymentIdFromUrl((await checkOut()).url)
    const shown = await mollieShop.app.inject({ method: 'GET', url: `/api/payments/${paymentId}/demo` })
    const pressed = await mollieShop.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/demo`,
      payload: { outcome: 'paid' },
    })

    expect(shown.statusCode).toBe(404)
    expect(pressed.statusCode).toBe(404)
    expect(await statusOfPayment()).toBe('open')
  })
})

describe('the payment webhook', () => {
  const webhook = (body: string, app = mollieShop.app) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    })

  test('answers 200 to an unknown id, on either provider, and asks Mollie nothing', async () => {
    expect((await webhook('id=tr_unknown')).statusCode).toBe(200)
    expect((await webhook('id=tr_unknown', shop.app)).statusCode).toBe(200)
    expect(mollie.fetched).toEqual([])
  })

  test('applies the status fetched from Mollie for a known payment', async () => {
    const { url, booster } = await checkOut(mollieShop.app)
    const id = await mollieIdOfPayment()
    expect(url).toBe(`https://mollie.test/checkout/${id}`)
    expect(await statusOfPayment()).toBe('open')

    mollie.status = 'paid'
    expect((await webhook(`id=${id}`)).statusCode).toBe(200)

    expect(mollie.fetched).toEqual([id])
    expect(await statusOfPayment()).toBe('paid')
    expect(await orderStatuses()).toEqual(['pending'])
    expect((await findProduct(database.db, booster.id))?.stock).toBe(7)
  })

  test("never trusts the body's claims: the status comes from Mollie only", async () => {
    const { booster } = await checkOut(mollieShop.app)
    const id = await mollieIdOfPayment()

    mollie.status = 'open'
    expect((await webhook(`id=${id}&status=paid&amount=0.01`)).statusCode).toBe(200)
    expect(await statusOfPayment()).toBe('open')

    mollie.status = 'failed'
    expect((await webhook(`id=${id}&status=paid`)).statusCode).toBe(200)
    expect(await statusOfPayment()).toBe('failed')
    expect(await orderStatuses()).toEqual(['failed'])
    expect((await findProduct(database.db, booster.id))?.stock).toBe(10)

    // A settled payment is asked about again, so a late 'paid' is recorded (late_status); it changes nothing else.
    mollie.status = 'paid'
    expect((await webhook(`id=${id}`)).statusCode).toBe(200)
    expect(mollie.fetched).toEqual([id, id, id])
    expect(await statusOfPayment()).toBe('failed')
    expect(await orderStatuses()).toEqual(['failed'])
  })
})
