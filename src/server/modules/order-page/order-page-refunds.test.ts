import { refundedInPartText } from '#shared/contracts/messages'
import { eq } from 'drizzle-orm'
import { beforeEach, expect, test } from 'vitest'
import type { Refund } from '#shared/contracts/admin-refunds'
import type { OrderPage } from '#shared/contracts/order-page'
import { formatShopDay, shopDate } from '#shared/domain/shop-time'
import { refundAttempts, refunds } from '#server/db/schema'
import { checkoutBody, insertProduct, personalMarkers, settleDemoPayment } from '#server/testing/factories'
import { injectAsAdmin, loginAsAdmin } from '#server/testing/test-app'
import { useTestShop } from '#server/testing/use-test-shop'

// Decision 028 on the buyer's order page (decision 021): an order the seller cancelled says so with
// the money coming back and how far it got; a payment that came in late says the same for the payment.

const { database, shop } = useTestShop({ clearBetweenTests: true })
let cookie = ''
beforeEach(async () => {
  cookie = await loginAsAdmin(shop.app)
})

const admin = (method: 'GET' | 'POST', url: string) => injectAsAdmin(shop.app, cookie, { method, url })
const readPage = async (token: string) => {
  const response = await shop.app.inject({ method: 'GET', url: `/api/order-page/${token}` })
  expect(response.statusCode, response.body).toBe(200)
  return { page: response.json<OrderPage>(), body: response.body }
}
const onlyRefund = async () => {
  const [refund, ...more] = (await admin('GET', '/api/admin/refunds')).json<Refund[]>()
  if (!refund || more.length > 0) throw new Error('not one refund owed')
  return refund
}
/** Sets a scene the demo provider never shows (its refunds are done at once): a refund on its way, or refused. */
const setRefund = (id: number, values: Partial<typeof refunds.$inferInsert>) =>
  database.db.update(refunds).set(values).where(eq(refunds.id, id))

/** A buyer checks out two products through the API, as the cart does; the payment and its page's token. */
async function checkOut() {
  const booster = await insertProduct(database.db, { name: 'Booster Pack – Nachtvlam', priceCents: 549, stock: 10 })
  const sleeves = await insertProduct(database.db, { name: 'Sleeves – Stormkust', priceCents: 300, stock: 10 })
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/payments',
    payload: checkoutBody({ items: [{ productId: booster.id, quantity: 2 }, { productId: sleeves.id, quantity: 1 }] }),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ paymentId: string; orderPageToken: string }>()
}

test('a cancelled order says so, with its money: owed, on its way, refused (owed again), paid back on its day', async () => {
  const { paymentId, orderPageToken: token } = await checkOut()
  await settleDemoPayment(shop.app, paymentId, 'paid')
  const paid = (await readPage(token)).page
  expect(paid.orders.map((order) => order.refund)).toEqual([null, null])
  expect(paid.refund).toBeNull()
  const booster = paid.orders.find((order) => order.productName.includes('Nachtvlam'))
  expect((await admin('POST', `/api/orders/${booster?.id}/cancel`)).statusCode).toBe(200)

  // The other order stays in the queue; only the cancelled one is owed back, on its own line.
  const owed = await readPage(token)
  expect(owed.page).toMatchObject({
    queue: { buyersAhead: 0 },
    refund: null,
    orders: [
      {
        productName: 'Booster Pack – Nachtvlam',
        status: 'cancelled',
        stateText: 'Geannuleerd',
        heldUntil: null,
        refund: { reason: 'order_cancelled', state: 'owed', amountCents: 2 * 549, refundedAt: null, stateText: 'Wordt terugbetaald' },
      },
      { productName: 'Sleeves – Stormkust', status: 'pending', refund: null },
    ],
  })
  for (const marker of personalMarkers) expect(owed.body).not.toContain(marker)

  const refund = await onlyRefund()
  // Asked, and no answer from the provider yet: still owed as far as the buyer can be told (decision 052).
  await setRefund(refund.id, { status: 'pending', provider: 'mollie', startedAt: new Date() })
  const [unanswered] = await database.db
    .insert(refundAttempts)
    .values({ refundId: refund.id, amountCents: 2 * 549, idempotencyKey: 'refund-attempt-unanswered', provider: 'mollie' })
    .returning({ id: refundAttempts.id })
  expect((await readPage(token)).page.orders[0]?.refund).toMatchObject({ state: 'owed', stateText: 'Wordt terugbetaald' })
  await database.db.update(refundAttempts).set({ status: 'pending' }).where(eq(refundAttempts.id, unanswered?.id ?? 0))
  expect((await readPage(token)).page.orders[0]?.refund).toEqual({
    reason: 'order_cancelled',
    state: 'pending',
    amountCents: 2 * 549,
    refundedCents: 0,
    refundedAt: null,
    stateText: 'Terugbetaling onderweg',
  })
  await database.db.delete(refundAttempts).where(eq(refundAttempts.id, unanswered?.id ?? 0))

  // A part paid back: the buyer reads what came back and what is still to come (decision 052).
  await setRefund(refund.id, { status: 'owed', refundedCents: 500 })
  expect((await readPage(token)).page.orders[0]?.refund).toMatchObject({
    state: 'owed',
    amountCents: 2 * 549,
    refundedCents: 500,
    stateText: refundedInPartText(500, 2 * 549 - 500),
  })
  expect(refundedInPartText(5050, 10440).replaceAll('\u00a0', ' ')).toBe('€ 50,50 terugbetaald, € 104,40 volgt nog')

  // A refusal is the seller's to solve: the buyer reads it as owed, without the provider's words.
  await setRefund(refund.id, { status: 'owed', refundedCents: 0, provider: 'demo', lastError: 'Saldo te laag bij de betaalprovider' })
  const refused = await readPage(token)
  expect(refused.page.orders[0]?.refund).toMatchObject({ state: 'owed', amountCents: 2 * 549, stateText: 'Wordt terugbetaald' })
  expect(refused.body).not.toContain('Saldo te laag')
  expect(refused.body).not.toContain('demo')

  expect((await admin('POST', `/api/admin/refunds/${refund.id}/start`)).statusCode).toBe(200)
  const done = (await readPage(token)).page.orders[0]?.refund
  expect(done).toMatchObject({ state: 'refunded', amountCents: 2 * 549, refundedAt: expect.any(String) })
  expect(done?.stateText).toBe(`Terugbetaald op ${formatShopDay(shopDate(new Date(done?.refundedAt ?? '')))}`)
})

test('a payment that came in after its checkout expired reads as paid late, owed back for the whole payment', async () => {
  const { paymentId, orderPageToken: token } = await checkOut()
  await settleDemoPayment(shop.app, paymentId, 'expired')
  expect((await readPage(token)).page).toMatchObject({ refund: null, orders: [{ stateText: 'Betaling verlopen' }, { stateText: 'Betaling verlopen' }] })

  await settleDemoPayment(shop.app, paymentId, 'paid')
  const late = await readPage(token)
  expect(late.page).toMatchObject({
    paymentStatus: 'expired',
    queue: null,
    orders: [
      { status: 'failed', stateText: 'Te laat betaald', refund: null },
      { status: 'failed', stateText: 'Te laat betaald', refund: null },
    ],
    refund: { reason: 'late_payment', state: 'owed', amountCents: 2 * 549 + 300, refundedAt: null, stateText: 'Wordt terugbetaald' },
  })
  for (const marker of personalMarkers) expect(late.body).not.toContain(marker)

  const refund = await onlyRefund()
  expect((await admin('POST', `/api/admin/refunds/${refund.id}/start`)).statusCode).toBe(200)
  expect((await readPage(token)).page.refund).toMatchObject({ reason: 'late_payment', state: 'refunded', stateText: expect.stringMatching(/^Terugbetaald op \d{1,2} \w+ \d{4}$/) })
})

test("a late payment the seller delivers after all ('Toch leveren') is in the queue, with nothing owed back", async () => {
  const { paymentId, orderPageToken: token } = await checkOut()
  await settleDemoPayment(shop.app, paymentId, 'expired')
  await settleDemoPayment(shop.app, paymentId, 'paid')
  const refund = await onlyRefund()

  expect((await admin('POST', `/api/admin/refunds/${refund.id}/honour`)).statusCode).toBe(200)

  // While the stream is live the buyer, first in the queue, is up now.
  const live = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: '/api/live-status', payload: { isLive: true } })
  expect(live.statusCode).toBe(200)
  expect((await readPage(token)).page).toMatchObject({
    paymentStatus: 'paid',
    queue: { buyersAhead: 0, text: 'Jij bent nu aan de beurt' },
    refund: null,
    orders: [
      { status: 'pending', stateText: 'Jij bent nu aan de beurt', refund: null },
      { status: 'pending', stateText: 'Jij bent nu aan de beurt', refund: null },
    ],
  })
})
