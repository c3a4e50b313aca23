import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { Refund } from '#shared/contracts/admin-refunds'
import type { ResetPreview } from '#shared/contracts/admin-orders'
import { LATE_PAYMENT_WATCH_DAYS } from '#shared/domain/late-payment'
import { orders, payments, products } from '#server/db/schema'
import { expireCheckouts } from '#server/testing/checkout-expiry'
import { checkoutBody, insertProduct } from '#server/testing/factories'
import { mollieProviderFor, mollieWebhook, useMollieAdminShop } from '#server/testing/mollie-shop'

// Reset Data with PAYMENT_PROVIDER=mollie (product.md 6, decisions 028 and 051): a checkout the shop let
// go (expired past the grace, released by the buyer's newer checkout, failed) may still be open at
// Mollie, and a 'paid' for it may still come. Reset Data keeps it as long as 'Verwijder mislukte
// orders' does, so that payment is seen and owed back, never lost.

const { fake, shop, admin } = useMollieAdminShop()
const db = () => shop.database.db

const listRefunds = async () => (await admin('GET', '/api/admin/refunds')).json<Refund[]>()
const preview = async () => {
  const response = await admin('GET', '/api/reset/preview')
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ResetPreview>()
}
const reset = async () => {
  const response = await admin('POST', '/api/reset')
  expect(response.statusCode, response.body).toBe(204)
}

const PRICE = 1250

/** A buyer's checkout of one pack at Mollie: the shop's payment id and Mollie's. */
async function checkOutAtMollie(productId: number, email?: string) {
  const details = email === undefined ? {} : { shippingDetails: { email } }
  const started = await shop.app.inject({
    method: 'POST',
    url: '/api/payments',
    payload: checkoutBody({ items: [{ productId, quantity: 1 }], ...details }),
  })
  expect(started.statusCode, started.body).toBe(200)
  const atMollie = fake.payments().find((p) => p._links.checkout?.href === started.json<{ url: string }>().url)
  if (!atMollie) throw new Error('the fake created no payment for the checkout')
  return { paymentId: (atMollie.metadata as { paymentId: string }).paymentId, molliePaymentId: atMollie.id }
}

const paymentOf = async (paymentId: string) => (await db().select().from(payments).where(eq(payments.id, paymentId)))[0]
const stockOf = async (productId: number) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]?.stock

/** Checkouts the shop let go while each was still open at Mollie, one way each. */
async function letGoWhileOpenAtMollie() {
  const pack = await insertProduct(db(), { name: 'Booster Pack – Testvlam', priceCents: PRICE, stock: 10 })

  // Abandoned: the expiry job asks Mollie ('open'), and past the grace releases it all the same.
  const expired = await checkOutAtMollie(pack.id)
  const expiresAt = (await paymentOf(expired.paymentId))?.expiresAt ?? new Date()
  expect(await expireCheckouts(shop, new Date(expiresAt.getTime() + 3 * 60 * 60_000), mollieProviderFor(fake))).toBe(1)

  // Released: the buyer started again, and one open checkout per e-mail address (decision 017).
  const released = await checkOutAtMollie(pack.id, 'tweedekans@example.nl')
  const newer = await checkOutAtMollie(pack.id, 'tweedekans@example.nl')

  for (const { paymentId } of [expired, released]) expect((await paymentOf(paymentId))?.status).not.toBe('open')
  for (const { molliePaymentId } of [expired, released, newer]) expect(fake.payment(molliePaymentId)?.status).toBe('open')
  return { pack, expired, released, newer }
}

describe('Reset Data keeps every payment Mollie can still complete (decision 051)', () => {
  test('a checkout expired past the grace or released while open at Mollie survives the reset; its late paid is owed back', async () => {
    const { pack, expired, released, newer } = await letGoWhileOpenAtMollie()
    const stock = await stockOf(pack.id)

    expect(await preview()).toMatchObject({
      deletes: { orders: 0, payments: 0 },
      keeps: { paidOrders: 0, openCheckouts: 1, watchedForLatePayment: 2 },
    })
    await reset()

    for (const { paymentId } of [expired, released, newer]) expect(await paymentOf(paymentId)).toBeDefined()
    expect(await db().select().from(orders).where(eq(orders.paymentId, expired.paymentId))).toEqual([
      expect.objectContaining({ status: 'failed' }),
    ])
    // The stock of what was let go came back when it was let go, not a second time now.
    expect(await stockOf(pack.id)).toBe(stock)

    // The buyers pay in the tabs they still had open: the money is seen, as without the reset.
    for (const { molliePaymentId } of [expired, released]) {
      fake.setStatus(molliePaymentId, 'paid')
      expect((await mollieWebhook(shop.app, molliePaymentId)).statusCode).toBe(200)
    }
    const refunds = await listRefunds()
    expect(refunds.map((refund) => refund.paymentId).sort()).toEqual([expired.paymentId, released.paymentId].sort())
    for (const refund of refunds) {
      expect(refund).toMatchObject({ reason: 'late_payment', amountCents: PRICE, status: 'owed', refundable: true, honourable: true })
    }
  })

  test('a payment Mollie reported failed stays for the watch too; once it is over, the reset deletes it', async () => {
    const pack = await insertProduct(db(), { name: 'Booster Pack – Testvlam', priceCents: PRICE, stock: 10 })
    const failed = await checkOutAtMollie(pack.id)
    fake.setStatus(failed.molliePaymentId, 'failed')
    expect((await mollieWebhook(shop.app, failed.molliePaymentId)).statusCode).toBe(200)

    await reset()
    expect(await paymentOf(failed.paymentId)).toMatchObject({ status: 'failed' })

    // Settled longer ago than the watch: nothing of it can still come.
    const longAgo = new Date(Date.now() - (LATE_PAYMENT_WATCH_DAYS + 1) * 24 * 60 * 60_000)
    await db().update(payments).set({ settledAt: longAgo }).where(eq(payments.id, failed.paymentId))
    expect(await preview()).toMatchObject({
      deletes: { orders: 1, payments: 1 },
      keeps: { paidOrders: 0, openCheckouts: 0, watchedForLatePayment: 0 },
    })
    await reset()

    expect(await paymentOf(failed.paymentId)).toBeUndefined()
    expect(await db().select().from(orders).where(eq(orders.paymentId, failed.paymentId))).toEqual([])
  })
})
