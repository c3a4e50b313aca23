import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import type { WithdrawalPreview } from '#shared/contracts/withdrawals'
import { orders, withdrawals } from '#server/db/schema'
import { checkOut } from '#server/testing/admin-factories'
import { insertProduct, settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'
import { WITHDRAWAL_PREVIEW_LIMITS } from './withdrawal-preview-limits'

/**
 * Decision 058: the withdrawal form's check step lists the products the statement would name, as the
 * order page's does, from the order number and e-mail address typed; it records and mails nothing.
 */
const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db

const EMAIL = 'herroeper@example.nl'
const preview = (body: Record<string, unknown>) => shop.anonymous('POST', '/api/withdrawals/preview', body)

async function paidCheckout() {
  const box = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 12_999, stock: 5 })
  const pack = await insertProduct(db(), { name: 'Booster Pack – Stormkust', priceCents: 549, stock: 5 })
  const paymentId = await checkOut(
    shop,
    [
      { productId: box.id, quantity: 1 },
      { productId: pack.id, quantity: 2 },
    ],
    { email: EMAIL },
  )
  await settleDemoPayment(shop.shop.app, paymentId, 'paid')
  return { paymentId, number: paymentId.slice(0, 8).toUpperCase() }
}

test("the products of the order the details name, the order number read as typed ('#', spaces, case)", async () => {
  const { number } = await paidCheckout()
  for (const typed of [number, `#${number}`, ` # ${number.slice(0, 4).toLowerCase()} ${number.slice(4)} `]) {
    const response = await preview({ orderNumber: typed, email: EMAIL.toUpperCase() })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<WithdrawalPreview>()).toEqual({ orderNumber: number, lines: ['Booster Box – Nachtvlam', '2× Booster Pack – Stormkust'], notice: null })
    expect(response.headers['cache-control']).toBe('no-store')
  }
  // A look-up is no statement: nothing recorded, nothing mailed.
  expect(await db().select().from(withdrawals)).toEqual([])
})

test('details that name no paid checkout of that address get no products, and nothing of the order', async () => {
  const { number } = await paidCheckout()
  for (const details of [
    { orderNumber: number, email: 'iemand.anders@example.nl' },
    { orderNumber: 'ABCDEF12', email: EMAIL },
  ]) {
    const response = await preview(details)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<WithdrawalPreview>()).toEqual({ orderNumber: details.orderNumber, lines: [], notice: null })
  }
})

test('an order the seller cancelled, or a statement named already, is not listed; with nothing left, the page is told why', async () => {
  const { paymentId, number } = await paidCheckout()
  const [first] = await db().select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(orders.id)
  const cancelled = await shop.admin('POST', `/api/orders/${first?.id}/cancel`, {})
  expect(cancelled.statusCode, cancelled.body).toBe(200)
  expect((await preview({ orderNumber: number, email: EMAIL })).json<WithdrawalPreview>().lines).toEqual(['2× Booster Pack – Stormkust'])

  const stated = await shop.anonymous('POST', '/api/withdrawals', { via: 'form', orderNumber: number, name: 'Fenna', email: EMAIL })
  expect(stated.statusCode, stated.body).toBe(201)
  expect((await preview({ orderNumber: number, email: EMAIL })).json<WithdrawalPreview>()).toEqual({
    orderNumber: number,
    lines: [],
    notice: messages.withdrawalAlreadyReceived,
  })
})

test('what cannot be an order number is refused with the form’s message', async () => {
  const response = await preview({ orderNumber: '#12345', email: EMAIL })
  expect(response.statusCode).toBe(400)
  expect(response.body).toContain('Een bestelnummer bestaat uit 8 tekens')
})

test(`more than ${WITHDRAWAL_PREVIEW_LIMITS.perEmailPerHour} look-ups an hour for one address are refused in Dutch`, async () => {
  // An address of its own: the shop's count lives as long as the shop, across this file's tests.
  const email = 'raden@example.nl'
  for (let i = 0; i < WITHDRAWAL_PREVIEW_LIMITS.perEmailPerHour; i++) {
    expect((await preview({ orderNumber: `ABCDEF${10 + i}`, email })).statusCode).toBe(200)
  }
  const refused = await preview({ orderNumber: 'ABCDEF99', email })
  expect(refused.statusCode).toBe(429)
  expect(refused.json()).toEqual({ message: messages.withdrawalPreviewTooMany })
})
