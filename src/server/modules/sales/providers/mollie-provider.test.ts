import { describe, expect, test } from 'vitest'
import type { MolliePaymentStatus, MollieRefundStatus } from '#server/testing/fake-mollie'
import { useFakeMollie } from '#server/testing/use-test-shop'
import { createMollieProvider } from './mollie-provider'
import type { NewProviderPayment, NewProviderRefund } from './payment-provider'

// The Mollie adapter against a fake Mollie API over https (docs/architecture.md, Toolchain notes): what it sends, what it
// makes of the answers. No database, no server of ours.

const fake = useFakeMollie()

const provider = () => createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: fake.url })

function newPayment(overrides: Partial<NewProviderPayment> = {}): NewProviderPayment {
  return {
    paymentId: '5f0c2a4e-8b1d-4c3e-9a7f-2d6b1e0c9a11',
    purpose: 'checkout',
    amountCents: 1295,
    description: 'Packstroom bestelling 5f0c2a4e',
    country: 'nederland',
    redirectUrl: 'https://shop.example.nl/api/payments/5f0c2a4e-8b1d-4c3e-9a7f-2d6b1e0c9a11/return',
    webhookUrl: 'https://shop.example.nl/api/payments/webhook',
    ...overrides,
  }
}

/** The body of the request that created the given Mollie payment. */
function createBodyOf(molliePaymentId: string): Record<string, unknown> {
  const request = fake.createRequestOf(molliePaymentId)
  if (!request) throw new Error(`no create request for ${molliePaymentId}`)
  return request.body as Record<string, unknown>
}

describe('create', () => {
  test('asks Mollie for an iDEAL payment for the Netherlands, with the amount, description and return URLs', async () => {
    const before = fake.requests.length
    const created = await provider().create(newPayment())

    const sent = fake.requests.slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v2/payments' })
    expect(sent[0]?.headers.authorization).toBe(`Bearer ${fake.apiKey}`)
    expect(sent[0]?.headers['content-type']).toBe('application/json')
    expect(sent[0]?.body).toEqual({
      amount: { currency: 'EUR', value: '12.95' },
      description: 'Packstroom bestelling 5f0c2a4e',
      redirectUrl: 'https://shop.example.nl/api/payments/5f0c2a4e-8b1d-4c3e-9a7f-2d6b1e0c9a11/return',
      webhookUrl: 'https://shop.example.nl/api/payments/webhook',
      locale: 'nl_NL',
      metadata: { paymentId: '5f0c2a4e-8b1d-4c3e-9a7f-2d6b1e0c9a11' },
    })

    // Mollie's id and the checkout it offers (_links.checkout.href) are what the shop keeps and sends the buyer to.
    expect(created.providerPaymentId).toMatch(/^tr_\w+$/)
    const atMollie = fake.payment(created.providerPaymentId)
    expect(atMollie?.status).toBe('open')
    expect(created.checkoutUrl).toBe(atMollie?._links.checkout?.href)
    expect(created.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//)
  })

  test('names no method, so Mollie offers every method of the profile (decision 028), in Belgian Dutch for Belgium', async () => {
    const created = await provider().create(newPayment({ country: 'belgie', amountCents: 2490 }))
    expect(fake.payment(created.providerPaymentId)).toMatchObject({ method: null, amount: { currency: 'EUR', value: '24.90' } })
    expect(fake.createRequestOf(created.providerPaymentId)?.body).not.toHaveProperty('method')
    expect(fake.createRequestOf(created.providerPaymentId)?.body).toMatchObject({ locale: 'nl_BE' })
  })

  test.each([
    [1295, '12.95'],
    [1000, '10.00'],
    [5, '0.05'],
    [29, '0.29'],
    [1005, '10.05'],
    [100_001, '1000.01'],
    [123_456_789, '1234567.89'],
  ])('sends %i cents as the two-decimal string "%s"', async (amountCents, value) => {
    const created = await provider().create(newPayment({ amountCents }))
    expect(fake.payment(created.providerPaymentId)?.amount).toEqual({ currency: 'EUR', value })
  })

  test('sends no webhookUrl at all when the shop has none (Mollie refuses one it cannot reach)', async () => {
    const created = await provider().create(newPayment({ webhookUrl: undefined }))
    const body = createBodyOf(created.providerPaymentId)
    expect(body).not.toHaveProperty('webhookUrl')
    expect(fake.payment(created.providerPaymentId)?.webhookUrl).toBeUndefined()
  })

  test('fails when Mollie refuses the API key', async () => {
    const wrongKey = createMollieProvider({ apiKey: 'test_thisKeyIsNotKnownAtMollie00', apiEndpoint: fake.url })
    await expect(wrongKey.create(newPayment())).rejects.toMatchObject({ name: 'ApiError', statusCode: 401 })
  })

  test('fails when Mollie refuses the payment (Mollie error format: detail and field)', async () => {
    // A localhost webhook is one thing Mollie refuses; the shop never sends one (see checkout.service).
    const localWebhook = newPayment({ webhookUrl: 'http://localhost:3000/api/payments/webhook' })
    await expect(provider().create(localWebhook)).rejects.toMatchObject({
      name: 'ApiError',
      statusCode: 422,
      field: 'webhookUrl',
      message: expect.stringMatching(/unreachable/),
    })
  })

  test('fails, rather than hangs, when Mollie drops the connection', async () => {
    fake.setDown('reset')
    await expect(provider().create(newPayment())).rejects.toMatchObject({ name: 'ApiError' })
  })

  test('fails when Mollie answers 503, after the SDK tried three times with one idempotency key', async () => {
    fake.setDown('unavailable')
    const before = fake.requests.length
    await expect(provider().create(newPayment())).rejects.toMatchObject({ name: 'ApiError', statusCode: 503 })
    const attempts = fake.requests.slice(before)
    expect(attempts).toHaveLength(3)
    const keys = new Set(attempts.map((r) => r.headers['idempotency-key']))
    expect(keys.size).toBe(1)
    expect([...keys][0]).toEqual(expect.any(String))
  })
})

describe('fetchPayment', () => {
  async function molliePaymentWithStatus(status: MolliePaymentStatus): Promise<string> {
    const { providerPaymentId } = await provider().create(newPayment())
    fake.setStatus(providerPaymentId, status)
    return providerPaymentId
  }

  test.each(['paid', 'failed', 'canceled', 'expired'] as const)('reports Mollie\'s "%s" as definitive', async (status) => {
    const id = await molliePaymentWithStatus(status)
    const before = fake.requests.length
    await expect(provider().fetchPayment(id)).resolves.toEqual({ status, refundedCents: 0, chargedBackCents: 0 })
    const sent = fake.requests.slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ method: 'GET' })
    expect(sent[0]?.path).toMatch(new RegExp(`^/v2/payments/${id}(\\?|$)`))
    expect(sent[0]?.headers.authorization).toBe(`Bearer ${fake.apiKey}`)
  })

  test.each(['open', 'pending', 'authorized'] as const)('leaves Mollie\'s "%s" as open (still on its way)', async (status) => {
    const id = await molliePaymentWithStatus(status)
    await expect(provider().fetchPayment(id)).resolves.toMatchObject({ status: 'open' })
  })

  test('follows the status as it changes at Mollie', async () => {
    const id = await molliePaymentWithStatus('open')
    await expect(provider().fetchPayment(id)).resolves.toMatchObject({ status: 'open' })
    fake.setStatus(id, 'paid')
    await expect(provider().fetchPayment(id)).resolves.toMatchObject({ status: 'paid' })
  })

  test('reports what of the payment went back: refunded (not counting a failed refund) and charged back', async () => {
    const id = await paidMolliePayment(1295)
    const { providerRefundId } = await provider().refund(newRefund(id, { amountCents: 300 }))
    await provider().refund(newRefund(id, { amountCents: 200 }))
    fake.setRefundStatus(providerRefundId, 'failed')
    fake.chargeback(id)
    await expect(provider().fetchPayment(id)).resolves.toEqual({ status: 'paid', refundedCents: 200, chargedBackCents: 1295 - 200 })
  })

  test('fails for a payment Mollie does not know (404 in Mollie\'s error format)', async () => {
    await expect(provider().fetchPayment('tr_doesNotExist')).rejects.toMatchObject({
      name: 'ApiError',
      statusCode: 404,
      message: 'No payment exists with token tr_doesNotExist.',
    })
  })

  test('fails when Mollie cannot be reached', async () => {
    const id = await molliePaymentWithStatus('paid')
    fake.setDown('reset')
    await expect(provider().fetchPayment(id)).rejects.toMatchObject({ name: 'ApiError' })
  })
})

/** A payment the buyer paid at Mollie, of the given amount. */
async function paidMolliePayment(amountCents = 1295): Promise<string> {
  const { providerPaymentId } = await provider().create(newPayment({ amountCents }))
  fake.setStatus(providerPaymentId, 'paid')
  return providerPaymentId
}

function newRefund(providerPaymentId: string, overrides: Partial<NewProviderRefund> = {}): NewProviderRefund {
  return {
    providerPaymentId,
    amountCents: 1295,
    description: 'Terugbetaling bestelling 5f0c2a4e',
    attemptId: 41,
    idempotencyKey: `refund-attempt-41-${++refundKeys}`,
    ...overrides,
  }
}
let refundKeys = 0

describe('refund', () => {
  test('asks Mollie to pay a paid payment back whole: the amount as a two-decimal string, description, our attempt id', async () => {
    const paymentId = await paidMolliePayment(1295)
    const before = fake.requests.length
    const refunded = await provider().refund(newRefund(paymentId))

    const sent = fake.requests.slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ method: 'POST', path: `/v2/payments/${paymentId}/refunds` })
    expect(sent[0]?.headers.authorization).toBe(`Bearer ${fake.apiKey}`)
    // The attempt's key, so an attempt sent again after no answer is the same request to Mollie (decision 052).
    expect(sent[0]?.headers['idempotency-key']).toBe(`refund-attempt-41-${refundKeys}`)
    expect(sent[0]?.body).toEqual({
      amount: { currency: 'EUR', value: '12.95' },
      description: 'Terugbetaling bestelling 5f0c2a4e',
      metadata: { attemptId: 41 },
    })

    // Mollie's id is what the shop keeps to ask about the refund later; a new refund is on its way.
    expect(refunded.providerRefundId).toMatch(/^re_\w+$/)
    expect(refunded.status).toBe('pending')
    expect(fake.refund(refunded.providerRefundId)).toMatchObject({
      paymentId,
      amount: { currency: 'EUR', value: '12.95' },
      status: 'pending',
      metadata: { attemptId: 41 },
    })
  })

  test('pays back a part, then what remains, and no cent more', async () => {
    const paymentId = await paidMolliePayment(1295)
    const part = await provider().refund(newRefund(paymentId, { amountCents: 500, attemptId: 42 }))
    expect(fake.refund(part.providerRefundId)?.amount).toEqual({ currency: 'EUR', value: '5.00' })

    const rest = await provider().refund(newRefund(paymentId, { amountCents: 795, attemptId: 43 }))
    expect(fake.refund(rest.providerRefundId)?.amount).toEqual({ currency: 'EUR', value: '7.95' })

    await expect(provider().refund(newRefund(paymentId, { amountCents: 1, attemptId: 44 }))).rejects.toMatchObject({
      name: 'ApiError',
      statusCode: 422,
      message: 'The specified amount cannot be refunded',
    })
  })

  test('fails for more than remains of the payment (Mollie error format)', async () => {
    const paymentId = await paidMolliePayment(1295)
    const before = fake.refunds().length
    await expect(provider().refund(newRefund(paymentId, { amountCents: 1296 }))).rejects.toMatchObject({
      name: 'ApiError',
      statusCode: 422,
      field: 'amount.value',
      message: 'The specified amount cannot be refunded',
    })
    expect(fake.refunds()).toHaveLength(before)
  })

  test('can pay back again what an earlier refund that failed at Mollie held', async () => {
    const paymentId = await paidMolliePayment(1295)
    const first = await provider().refund(newRefund(paymentId))
    fake.setRefundStatus(first.providerRefundId, 'failed')
    await expect(provider().refund(newRefund(paymentId, { attemptId: 42 }))).resolves.toMatchObject({ status: 'pending' })
  })

  test.each(['open', 'pending', 'canceled', 'expired'] as const)('fails for a payment that is %s, not paid', async (status) => {
    const { providerPaymentId } = await provider().create(newPayment())
    fake.setStatus(providerPaymentId, status)
    await expect(provider().refund(newRefund(providerPaymentId))).rejects.toMatchObject({
      name: 'ApiError',
      statusCode: 422,
      message: expect.stringMatching(/cannot be refunded/),
    })
  })

  test('fails with Mollie’s own reason when Mollie refuses the refund, so the shop can show it', async () => {
    const paymentId = await paidMolliePayment()
    fake.refuseRefunds('The refund amount exceeds your available balance')
    const before = fake.refunds().length
    await expect(provider().refund(newRefund(paymentId))).rejects.toMatchObject({
      name: 'ApiError',
      statusCode: 422,
      message: 'The refund amount exceeds your available balance',
    })
    expect(fake.refunds()).toHaveLength(before)
  })

  test('fails for a payment Mollie does not know', async () => {
    await expect(provider().refund(newRefund('tr_doesNotExist'))).rejects.toMatchObject({
      name: 'ApiError',
      statusCode: 404,
      message: 'No payment exists with token tr_doesNotExist.',
    })
  })

  test('fails, rather than hangs, when Mollie drops the connection', async () => {
    const paymentId = await paidMolliePayment()
    fake.setDown('reset')
    await expect(provider().refund(newRefund(paymentId))).rejects.toMatchObject({ name: 'ApiError' })
  })

  test('fails when Mollie answers 503, after the SDK tried three times with one idempotency key', async () => {
    const paymentId = await paidMolliePayment()
    fake.setDown('unavailable')
    const before = fake.requests.length
    await expect(provider().refund(newRefund(paymentId))).rejects.toMatchObject({ name: 'ApiError', statusCode: 503 })
    const attempts = fake.requests.slice(before)
    expect(attempts).toHaveLength(3)
    expect(new Set(attempts.map((r) => r.headers['idempotency-key'])).size).toBe(1)
    fake.setDown(false)
    expect(fake.refunds().filter((refund) => refund.paymentId === paymentId)).toHaveLength(0)
  })
})

describe('listRefunds', () => {
  async function mollieRefundWithStatus(status: MollieRefundStatus): Promise<{ paymentId: string; refundId: string }> {
    const paymentId = await paidMolliePayment()
    const { providerRefundId } = await provider().refund(newRefund(paymentId))
    fake.setRefundStatus(providerRefundId, status)
    return { paymentId, refundId: providerRefundId }
  }

  test.each([
    ['queued', 'pending'],
    ['pending', 'pending'],
    ['processing', 'pending'],
    ['refunded', 'refunded'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
  ] as const)('reports Mollie\'s "%s" refund as %s, with our attempt id from its metadata', async (status, expected) => {
    const { paymentId, refundId } = await mollieRefundWithStatus(status)
    const before = fake.requests.length
    await expect(provider().listRefunds(paymentId)).resolves.toEqual([
      { providerRefundId: refundId, amountCents: 1295, status: expected, attemptId: 41, description: 'Terugbetaling bestelling 5f0c2a4e' },
    ])
    const sent = fake.requests.slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ method: 'GET' })
    expect(sent[0]?.path).toMatch(new RegExp(`^/v2/payments/${paymentId}/refunds(\\?|$)`))
    expect(sent[0]?.headers.authorization).toBe(`Bearer ${fake.apiKey}`)
  })

  test('lists nothing for a payment without refunds', async () => {
    const paymentId = await paidMolliePayment()
    await expect(provider().listRefunds(paymentId)).resolves.toEqual([])
  })

  test('fails when Mollie cannot be reached', async () => {
    const { paymentId } = await mollieRefundWithStatus('pending')
    fake.setDown('reset')
    await expect(provider().listRefunds(paymentId)).rejects.toMatchObject({ name: 'ApiError' })
  })
})

test('describes itself as Mollie, keeping stock a little longer than Mollie keeps an iDEAL payment open', () => {
  const mollie = provider()
  expect(mollie.name).toBe('mollie')
  expect(mollie.expiryMinutes).toBeGreaterThanOrEqual(15)
  expect(mollie.graceMinutes).toBeGreaterThan(0)
})
