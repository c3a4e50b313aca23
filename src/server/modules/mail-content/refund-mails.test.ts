import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { mailMessages, payments } from '#server/db/schema'
import { buyer, insertProduct, paidCheckout } from '#server/testing/factories'
import { useTestShop } from '#server/testing/use-test-shop'
import type { MailSite } from './mail-site'
import { enqueueOrderCancelled } from './order-cancelled.service'
import { enqueueRefundStarted } from './refund-started.service'

/**
 * The cancellation and the refund-started messages as the sales module writes them (decision 028):
 * in its transaction, to the payment's buyer, with a fresh order-page link, once per key, and never
 * to a payment without an address.
 */
// The mail worker is off, so the outbox keeps what is written.
const { shop, database } = useTestShop({ deps: { mailTiming: { pollMs: 0 } } })
const db = () => database.db
const site: MailSite = { shopName: 'Packstroom', contactEmail: 'info@packstroom.nl', publicUrl: 'https://shop.example.nl' }

let keys = 0
const cancellation = (paymentId: string) => ({
  key: `order-cancelled:test-${++keys}`,
  paymentId,
  description: '2× Booster Box – Nachtvlam',
  amountCents: 1098,
  reason: 'order_cancelled' as const,
})
const refund = (paymentId: string) => ({
  key: `refund-started:test-${++keys}`,
  paymentId,
  description: 'Pack Battle "Zondag", plek 4',
  refundCents: 1500,
})

const messageOf = async (key: string) => (await db().select().from(mailMessages).where(eq(mailMessages.key, key)))[0]
/** A checkout of `buyer` paid on the demo page. */
async function paidPayment() {
  const product = await insertProduct(db(), { stock: 2 })
  const items = [{ productId: product.id, quantity: 2 }]
  return (await paidCheckout(shop.app, { items, shippingDetails: { email: buyer.email } })).paymentId
}

describe('the cancellation and the refund started', () => {
  test('are written to the buyer of the payment, with its order-page link, once per key', async () => {
    const paymentId = await paidPayment()
    const cancelled = cancellation(paymentId)
    expect(await db().transaction((tx) => enqueueOrderCancelled(tx, site, cancelled))).toBe(true)
    expect(await db().transaction((tx) => enqueueOrderCancelled(tx, site, cancelled))).toBe(false)
    const started = refund(paymentId)
    expect(await db().transaction((tx) => enqueueRefundStarted(tx, site, started))).toBe(true)

    const cancelledRow = await messageOf(cancelled.key)
    expect(cancelledRow).toMatchObject({
      kind: 'order_cancelled',
      paymentId,
      recipient: buyer.email,
      subject: 'Je bestelling is geannuleerd',
    })
    expect(cancelledRow?.text).toMatch(/https:\/\/shop\.example\.nl\/bestelling\/[A-Za-z0-9_-]+/)
    expect(cancelledRow?.text).toContain(`Hoi ${buyer.firstName},`)

    const refundRow = await messageOf(started.key)
    expect(refundRow).toMatchObject({ kind: 'refund_started', paymentId, recipient: buyer.email, subject: 'Terugbetaling onderweg' })
    expect(refundRow?.text).toMatch(/https:\/\/shop\.example\.nl\/bestelling\/[A-Za-z0-9_-]+/)
  })

  test('a Pack Battle spot that cannot be kept has a subject of its own', async () => {
    const mail = { ...cancellation(await paidPayment()), reason: 'late_payment' as const }
    await db().transaction((tx) => enqueueOrderCancelled(tx, site, mail))
    expect((await messageOf(mail.key))?.subject).toBe('Je plek in de Pack Battle is vervallen')
  })

  test.each([
    ["a seller's test order", { provider: 'manual' }],
    ['an anonymised payment', { anonymisedAt: new Date() }],
    ['a payment without an address', { email: '' }],
  ])('%s gets neither', async (_name, change) => {
    const paymentId = await paidPayment()
    // One field changed alone, written straight to the payment: no flow leaves it so (a test order has
    // no e-mail address either, anonymising blanks it too), and each condition must refuse by itself.
    await db().update(payments).set(change).where(eq(payments.id, paymentId))
    const cancelled = cancellation(paymentId)
    const started = refund(paymentId)
    expect(await db().transaction((tx) => enqueueOrderCancelled(tx, site, cancelled))).toBe(false)
    expect(await db().transaction((tx) => enqueueRefundStarted(tx, site, started))).toBe(false)
    expect(await messageOf(cancelled.key)).toBeUndefined()
    expect(await messageOf(started.key)).toBeUndefined()
  })
})
