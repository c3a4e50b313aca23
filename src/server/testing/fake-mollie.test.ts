import { request as httpsRequest } from 'node:https'
import { createMollieClient } from '@mollie/api-client'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { useFakeMollie } from './use-test-shop'

// The fake Mollie as strict as Mollie (decision 052), driven through the official SDK the
// shop uses: idempotency keys, answers lost or late after the work was done, refunds listed and paged,
// refunds that fail, dashboard refunds, chargebacks and their reversal, and the payment's amounts.

const fake = useFakeMollie()
afterEach(() => {
  vi.useRealTimers()
})

const mollie = () => createMollieClient({ apiKey: fake.apiKey, apiEndpoint: fake.url })
let keys = 0
const newKey = () => `fake-test-${++keys}`

/** A payment the buyer paid at Mollie. */
async function paidPayment(amountCents = 2500): Promise<string> {
  const payment = await mollie().payments.create({
    amount: { currency: 'EUR', value: (amountCents / 100).toFixed(2) },
    description: 'Packstroom bestelling',
    redirectUrl: 'https://shop.example.nl/api/payments/x/return',
  })
  fake.setStatus(payment.id, 'paid')
  return payment.id
}

const refundBody = (value: string, attemptId = 7) => ({
  amount: { currency: 'EUR', value },
  description: 'Terugbetaling',
  metadata: { attemptId },
})

function createRefund(paymentId: string, value: string, idempotencyKey = newKey(), attemptId = 7) {
  return mollie().paymentRefunds.create({ paymentId, ...refundBody(value, attemptId), idempotencyKey })
}

/** A POST as it goes over the wire, to see Mollie's answer byte for byte (the SDK parses it away). */
function post(path: string, body: unknown, idempotencyKey: string) {
  const text = JSON.stringify(body)
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
    const sent = httpsRequest(new URL(path, fake.url), {
      method: 'POST',
      rejectUnauthorized: false,
      headers: { authorization: `Bearer ${fake.apiKey}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString() }))
    })
    sent.on('error', reject)
    sent.end(text)
  })
}

describe('idempotency', () => {
  test('the same refund under the same key is made once: the second answer is the first, byte for byte', async () => {
    const paymentId = await paidPayment()
    const key = newKey()
    const first = await post(`payments/${paymentId}/refunds`, refundBody('5.00'), key)
    // Mollie replays what it answered then, not the refund as it is now.
    const refundId = (JSON.parse(first.text) as { id: string }).id
    fake.setRefundStatus(refundId, 'processing')

    const again = await post(`payments/${paymentId}/refunds`, refundBody('5.00'), key)

    expect(first.status).toBe(201)
    expect(again).toMatchObject({ status: 201, text: first.text, headers: { 'idempotent-replayed': 'true' } })
    expect(first.headers['idempotent-replayed']).toBeUndefined()
    expect(fake.refunds().filter((refund) => refund.paymentId === paymentId)).toHaveLength(1)
    expect(fake.payment(paymentId)?.amountRemaining).toEqual({ currency: 'EUR', value: '20.00' })
  })

  test('through the SDK: a retry under the key answers the same refund id, and the fake records the key once', async () => {
    const paymentId = await paidPayment()
    const key = newKey()
    const first = await createRefund(paymentId, '5.00', key)
    const again = await createRefund(paymentId, '5.00', key)

    expect(again.id).toBe(first.id)
    expect(fake.refunds().filter((refund) => refund.paymentId === paymentId)).toHaveLength(1)
    expect(fake.idempotencyKeys().filter((bound) => bound.key === key)).toEqual([
      { key, path: `/v2/payments/${paymentId}/refunds`, body: refundBody('5.00') },
    ])
  })

  test('the key on another amount or another payment is refused (422), and nothing is made', async () => {
    const paymentId = await paidPayment()
    const otherPaymentId = await paidPayment()
    const key = newKey()
    await createRefund(paymentId, '5.00', key)
    const refused = { name: 'ApiError', statusCode: 422, message: 'The Idempotency-Key was already used for a different request' }

    await expect(createRefund(paymentId, '6.00', key)).rejects.toMatchObject(refused)
    await expect(createRefund(otherPaymentId, '5.00', key)).rejects.toMatchObject(refused)

    expect(fake.refunds().filter((refund) => refund.paymentId === paymentId)).toHaveLength(1)
    expect(fake.refunds().filter((refund) => refund.paymentId === otherPaymentId)).toHaveLength(0)
  })

  test('a payment created twice under one key is one payment', async () => {
    const create = () =>
      mollie().payments.create({
        amount: { currency: 'EUR', value: '12.95' },
        description: 'Packstroom bestelling',
        redirectUrl: 'https://shop.example.nl/api/payments/x/return',
        idempotencyKey: 'checkout-key-1',
      })
    const before = fake.payments().length
    const [first, again] = [await create(), await create()]
    expect(again.id).toBe(first.id)
    expect(fake.payments()).toHaveLength(before + 1)
    expect(fake.createRequests().filter((request) => request.headers['idempotency-key'] === 'checkout-key-1')).toHaveLength(1)
  })

  test('Mollie remembers a key for an hour; after that, or once forgotten, the key is new', async () => {
    const paymentId = await paidPayment()
    const key = newKey()
    const first = await createRefund(paymentId, '1.00', key)

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 59 * 60_000)
    expect((await createRefund(paymentId, '1.00', key)).id).toBe(first.id)
    vi.setSystemTime(Date.now() + 2 * 60_000)
    const afterAnHour = await createRefund(paymentId, '1.00', key)
    expect(afterAnHour.id).not.toBe(first.id)
    vi.useRealTimers()

    fake.forgetIdempotencyKeys()
    const forgotten = await createRefund(paymentId, '2.00', key)
    expect(forgotten.amount).toEqual({ currency: 'EUR', value: '2.00' })
    expect(fake.refunds().filter((refund) => refund.paymentId === paymentId)).toHaveLength(3)
    expect(fake.idempotencyKeys().filter((bound) => bound.key === key).map((bound) => bound.body)).toEqual([
      refundBody('1.00'),
      refundBody('1.00'),
      refundBody('2.00'),
    ])
  })

  test('a refusal is replayed too, and an outage binds no key', async () => {
    const paymentId = await paidPayment()
    const refusedKey = newKey()
    fake.refuseRefunds('The refund amount exceeds your available balance')
    await expect(createRefund(paymentId, '5.00', refusedKey)).rejects.toMatchObject({ statusCode: 422 })
    fake.refuseRefunds(false)
    // Mollie answered that key: a key is spent once answered, so the shop sends a new one.
    await expect(createRefund(paymentId, '5.00', refusedKey)).rejects.toMatchObject({ statusCode: 422, message: /available balance/ })

    const downKey = newKey()
    fake.setDown('unavailable')
    await expect(createRefund(paymentId, '5.00', downKey)).rejects.toMatchObject({ statusCode: 503 })
    fake.setDown(false)
    await expect(createRefund(paymentId, '6.00', downKey)).resolves.toMatchObject({ amount: { value: '6.00' } })
  })
})

describe('answers lost or late after the work was done', () => {
  test('a lost answer rejects in the SDK, but the refund exists, is listed, and a retry under the key answers it', async () => {
    const paymentId = await paidPayment()
    const key = newKey()
    fake.loseNextAnswers(1, { path: /\/refunds$/, method: 'POST' })

    const lost = createRefund(paymentId, '4.00', key, 31)
    await expect(lost).rejects.toMatchObject({ name: 'ApiError' })
    await lost.catch((error: { statusCode?: number }) => expect(error.statusCode).toBeUndefined())

    const listed = await mollie().paymentRefunds.page({ paymentId })
    expect(listed.map((refund) => refund.metadata)).toEqual([{ attemptId: 31 }])
    const retried = await createRefund(paymentId, '4.00', key, 31)
    expect(retried.id).toBe(listed[0]?.id)
    expect(fake.refunds().filter((refund) => refund.paymentId === paymentId)).toHaveLength(1)
  })

  test('only matching requests lose their answer, and only as many as asked', async () => {
    const paymentId = await paidPayment()
    fake.loseNextAnswers(2, { path: /\/refunds$/ })
    await expect(mollie().payments.get(paymentId)).resolves.toMatchObject({ id: paymentId })
    await expect(createRefund(paymentId, '1.00')).rejects.toMatchObject({ name: 'ApiError' })
    await expect(mollie().paymentRefunds.page({ paymentId })).rejects.toMatchObject({ name: 'ApiError' })
    await expect(mollie().paymentRefunds.page({ paymentId })).resolves.toHaveLength(1)
  })

  test('a late answer lets the caller give up while the refund exists; the answer still comes', async () => {
    const paymentId = await paidPayment()
    fake.delayNextAnswers(1, 400)
    const late = createRefund(paymentId, '3.00')
    const gaveUp = new Promise((resolve) => setTimeout(() => resolve('gave up'), 100))

    await expect(Promise.race([late, gaveUp])).resolves.toBe('gave up')
    expect(fake.refunds().filter((refund) => refund.paymentId === paymentId)).toHaveLength(1)
    const answered = await late
    expect(answered.id).toBe(fake.refunds().find((refund) => refund.paymentId === paymentId)?.id)
  })

  test('a held answer keeps the caller waiting while the refund exists, until the test drops it', async () => {
    const paymentId = await paidPayment()
    fake.holdNextAnswers(1, { method: 'POST', path: /\/refunds$/ })
    const held = createRefund(paymentId, '3.00')
    const waited = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300))

    await expect(Promise.race([held, waited])).resolves.toBe('still waiting')
    expect(fake.refunds().filter((refund) => refund.paymentId === paymentId)).toHaveLength(1)
    fake.loseHeldAnswers()
    await expect(held).rejects.toThrow()
    // Only the next answer was held: the one after it comes.
    await expect(createRefund(paymentId, '1.00')).resolves.toMatchObject({ amount: { value: '1.00' } })
  })
})

describe('refunds of a payment', () => {
  test('are listed newest first in pages, with Mollie links, and iterated whole', async () => {
    const paymentId = await paidPayment()
    const made: string[] = []
    for (const attemptId of [1, 2, 3, 4, 5]) made.push((await createRefund(paymentId, '1.00', newKey(), attemptId)).id)
    const newestFirst = [...made].reverse()

    const first = await mollie().paymentRefunds.page({ paymentId, limit: 2 })
    expect(first.map((refund) => refund.id)).toEqual(newestFirst.slice(0, 2))
    expect(first.links.previous).toBeNull()
    expect(first.links.next?.href).toBe(`${fake.url}payments/${paymentId}/refunds?from=${newestFirst[2]}&limit=2`)
    expect(first.links.documentation).toMatchObject({ type: 'text/html' })

    const second = await first.nextPage?.()
    expect(second?.map((refund) => refund.id)).toEqual(newestFirst.slice(2, 4))
    expect(second?.previousPageCursor).toBe(newestFirst[0])
    const last = await second?.nextPage?.()
    expect(last?.map((refund) => refund.id)).toEqual(newestFirst.slice(4))
    expect(last?.links.next).toBeNull()

    const all: string[] = []
    for await (const refund of mollie().paymentRefunds.iterate({ paymentId })) all.push(refund.id)
    expect(all).toEqual(newestFirst)
  })

  test('a list answers count and _embedded as Mollie does, and refuses a limit above 250', async () => {
    const paymentId = await paidPayment()
    await createRefund(paymentId, '1.00')
    const response = await fetchJson(`payments/${paymentId}/refunds?limit=250`)
    expect(response).toMatchObject({ count: 1, _embedded: { refunds: [{ resource: 'refund', paymentId }] } })
    await expect(mollie().paymentRefunds.page({ paymentId, limit: 251 })).rejects.toMatchObject({ statusCode: 400, field: 'limit' })
    await expect(mollie().paymentRefunds.page({ paymentId: 'tr_unknown' })).rejects.toMatchObject({ statusCode: 404 })
  })

  test("carry the metadata sent; a dashboard refund is listed without any, and counts against what remains", async () => {
    const paymentId = await paidPayment(2500)
    await createRefund(paymentId, '5.00', newKey(), 12)
    const dashboard = fake.addDashboardRefund(paymentId, 1500, 'Gebaar')

    const listed = await mollie().paymentRefunds.page({ paymentId })
    expect(listed.map((refund) => [refund.id, refund.metadata])).toEqual([
      [dashboard.id, null],
      [expect.any(String), { attemptId: 12 }],
    ])
    expect(fake.payment(paymentId)).toMatchObject({ amountRefunded: { value: '20.00' }, amountRemaining: { value: '5.00' } })
    expect(() => fake.addDashboardRefund(paymentId, 501)).toThrow(/cannot be refunded/)
    await expect(createRefund(paymentId, '5.01')).rejects.toMatchObject({ statusCode: 422, message: 'The specified amount cannot be refunded' })
  })

  test('a refund that fails or is canceled gives its amount back to what remains', async () => {
    const paymentId = await paidPayment(2500)
    const failed = await createRefund(paymentId, '10.00')
    const canceled = await createRefund(paymentId, '15.00')
    expect(await mollie().payments.get(paymentId)).toMatchObject({
      amountRefunded: { value: '25.00' },
      amountRemaining: { value: '0.00' },
    })

    fake.setRefundStatus(failed.id, 'failed')
    fake.setRefundStatus(canceled.id, 'canceled')

    expect(await mollie().payments.get(paymentId)).toMatchObject({
      amountRefunded: { value: '0.00' },
      amountRemaining: { value: '25.00' },
    })
    await expect(createRefund(paymentId, '25.00')).resolves.toMatchObject({ status: 'pending' })
  })

  test('an open payment shows no refund amounts, a paid one does', async () => {
    const payment = await mollie().payments.create({
      amount: { currency: 'EUR', value: '9.95' },
      description: 'Packstroom bestelling',
      redirectUrl: 'https://shop.example.nl/api/payments/x/return',
    })
    expect(payment.amountRefunded).toBeUndefined()
    expect(payment.amountRemaining).toBeUndefined()
    fake.setStatus(payment.id, 'paid')
    expect(await mollie().payments.get(payment.id)).toMatchObject({
      amountRefunded: { currency: 'EUR', value: '0.00' },
      amountRemaining: { currency: 'EUR', value: '9.95' },
    })
  })
})

describe('chargebacks', () => {
  test('take what remains by default, lower amountRemaining and show in both lists', async () => {
    const paymentId = await paidPayment(2500)
    await createRefund(paymentId, '5.00')
    const reason = { code: 'MD06', description: 'Refund request by end customer' }

    const chargeback = fake.chargeback(paymentId, { reason })

    expect(chargeback).toMatchObject({
      resource: 'chargeback',
      id: expect.stringMatching(/^chb_\w+$/),
      amount: { currency: 'EUR', value: '20.00' },
      settlementAmount: { currency: 'EUR', value: '-20.00' },
      reason,
      reversedAt: null,
      paymentId,
    })
    const payment = await mollie().payments.get(paymentId)
    expect(payment).toMatchObject({ status: 'paid', amountChargedBack: { value: '20.00' }, amountRemaining: { value: '0.00' } })
    expect(payment._links.chargebacks?.href).toBe(`${fake.url}payments/${paymentId}/chargebacks`)
    await expect(createRefund(paymentId, '0.01')).rejects.toMatchObject({ statusCode: 422 })

    const ofPayment = await mollie().paymentChargebacks.page({ paymentId })
    expect(ofPayment.map((listed) => listed.id)).toEqual([chargeback.id])
    expect(await mollie().paymentChargebacks.get(chargeback.id, { paymentId })).toMatchObject({ id: chargeback.id, createdAt: chargeback.createdAt })
    const all: string[] = []
    for await (const listed of mollie().chargebacks.iterate()) all.push(listed.id)
    expect(all[0]).toBe(chargeback.id)
  })

  test('a part can be charged back; the account list is newest first, paged; another payment does not find it', async () => {
    const paymentId = await paidPayment(2500)
    const otherPaymentId = await paidPayment(1000)
    const part = fake.chargeback(paymentId, { amountCents: 700 })
    const other = fake.chargeback(otherPaymentId)

    expect(fake.payment(paymentId)).toMatchObject({ amountChargedBack: { value: '7.00' }, amountRemaining: { value: '18.00' } })
    expect(part.reason).toBeNull()
    const page = await mollie().chargebacks.page({ limit: 1 })
    expect(page.map((listed) => listed.id)).toEqual([other.id])
    expect((await page.nextPage?.())?.map((listed) => listed.id)).toEqual([part.id])
    await expect(mollie().paymentChargebacks.get(part.id, { paymentId: otherPaymentId })).rejects.toMatchObject({ statusCode: 404 })
    expect(fake.chargebacks().slice(-2)).toEqual([part, other])
  })

  test('a reversal sets reversedAt and gives the amount back to the payment', async () => {
    const paymentId = await paidPayment(2500)
    const chargeback = fake.chargeback(paymentId)

    const reversed = fake.reverseChargeback(chargeback.id)

    expect(reversed.reversedAt).toEqual(expect.any(String))
    expect(new Date(reversed.reversedAt ?? '').toISOString()).toBe(reversed.reversedAt)
    expect(await mollie().paymentChargebacks.get(chargeback.id, { paymentId })).toMatchObject({ reversedAt: reversed.reversedAt })
    const payment = await mollie().payments.get(paymentId)
    expect(payment.amountChargedBack).toBeUndefined()
    expect(payment.amountRemaining).toEqual({ currency: 'EUR', value: '25.00' })
    expect(() => fake.reverseChargeback(chargeback.id)).toThrow(/already reversed/)
  })

  test('only a paid payment with something left can be charged back', async () => {
    const open = await mollie().payments.create({
      amount: { currency: 'EUR', value: '9.95' },
      description: 'Packstroom bestelling',
      redirectUrl: 'https://shop.example.nl/api/payments/x/return',
    })
    expect(() => fake.chargeback(open.id)).toThrow(/only a paid payment/)
    const paymentId = await paidPayment(1000)
    expect(() => fake.chargeback(paymentId, { amountCents: 1001 })).toThrow(/1000 remain/)
    fake.chargeback(paymentId)
    expect(() => fake.chargeback(paymentId)).toThrow(/0 remain/)
  })
})

/** A GET as it goes over the wire, parsed. */
async function fetchJson(path: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const sent = httpsRequest(new URL(path, fake.url), { rejectUnauthorized: false, headers: { authorization: `Bearer ${fake.apiKey}` } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())))
    })
    sent.on('error', reject)
    sent.end()
  })
}
