import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { Refund } from '#shared/contracts/admin-refunds'
import { mailMessages, orderPageLinks } from '#server/db/schema'
import { checkOut, createTestOrder } from '#server/testing/admin-factories'
import { sweepConfirmations } from '#server/testing/confirmation-sweep'
import { insertProduct, settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'

// Decision 066: the sweep writes the 'Bestelbevestiging' of a checkout paid between a day and a minute
// ago that has none (a stop between the settlement's commit and the confirmation's write), and nothing
// else. The stop is simulated by deleting the message the settlement wrote.

const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db

const keyOf = (paymentId: string) => `order-confirmation:${paymentId}`
const confirmationsOf = (paymentId: string) => db().select().from(mailMessages).where(eq(mailMessages.key, keyOf(paymentId)))
const allConfirmations = () => db().select().from(mailMessages).where(eq(mailMessages.kind, 'order_confirmation'))
const linksOf = (paymentId: string) => db().select().from(orderPageLinks).where(eq(orderPageLinks.paymentId, paymentId))
/** What a stop between the settlement's commit and its confirmation's write leaves: no message. */
const loseConfirmation = (paymentId: string) => db().delete(mailMessages).where(eq(mailMessages.key, keyOf(paymentId)))

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000)
const sweep = (now = minutesFromNow(2)) => sweepConfirmations(shop.shop, now)

let buyers = 0
async function checkOutBooster(quantity = 2) {
  const product = await insertProduct(db(), { name: 'Booster Pack – Nachtvlam', priceCents: 1549, stock: 10 })
  const email = `sweepkoper${++buyers}@example.nl`
  return { email, paymentId: await checkOut(shop, [{ productId: product.id, quantity }], { email }) }
}

async function paidWithoutConfirmation() {
  const checkout = await checkOutBooster()
  await settleDemoPayment(shop.shop.app, checkout.paymentId, 'paid')
  await loseConfirmation(checkout.paymentId)
  return checkout
}

describe('the sweep writes', () => {
  test('the missing confirmation of a paid checkout, to its buyer, once however often it runs', async () => {
    const { email, paymentId } = await paidWithoutConfirmation()

    expect(await sweep()).toBe(1)
    expect(await sweep()).toBe(0)
    expect(await sweep(minutesFromNow(10))).toBe(0)

    const [confirmation, ...more] = await confirmationsOf(paymentId)
    expect(more).toEqual([])
    expect(confirmation).toMatchObject({ kind: 'order_confirmation', recipient: email, subject: 'Bestelbevestiging Packstroom', paymentId })
    expect(confirmation?.text).toContain('2 × Booster Pack – Nachtvlam')
  })

  test('only once the settlement had a minute to write it, and only within a day of it', async () => {
    const { paymentId } = await paidWithoutConfirmation()

    expect(await sweep(new Date())).toBe(0)
    expect(await sweep(minutesFromNow(25 * 60))).toBe(0)
    expect(await confirmationsOf(paymentId)).toEqual([])

    expect(await sweep(minutesFromNow(23 * 60))).toBe(1)
  })
})

describe('the sweep writes nothing', () => {
  test('for a paid checkout that has its confirmation: no second message, no new order-page link', async () => {
    const { paymentId } = await checkOutBooster()
    await settleDemoPayment(shop.shop.app, paymentId, 'paid')
    const links = await linksOf(paymentId)

    expect(await sweep()).toBe(0)

    expect(await confirmationsOf(paymentId)).toHaveLength(1)
    expect(await linksOf(paymentId)).toEqual(links)
  })

  test("for the seller's own order, which has no buyer's address", async () => {
    const product = await insertProduct(db(), { name: 'Testproduct', priceCents: 500 })
    await createTestOrder(shop, product.id)

    expect(await sweep()).toBe(0)
    expect(await db().select().from(mailMessages)).toEqual([])
  })

  test.each(['open', 'failed', 'canceled', 'expired'] as const)('for a checkout that is %s', async (outcome) => {
    const { paymentId } = await checkOutBooster()
    if (outcome !== 'open') await settleDemoPayment(shop.shop.app, paymentId, outcome)

    expect(await sweep()).toBe(0)
    expect(await allConfirmations()).toEqual([])
  })

  test('for a paid checkout whose order the seller cancelled and paid back', async () => {
    const { paymentId } = await paidWithoutConfirmation()
    const [order] = (await shop.admin('GET', '/api/orders')).json<AdminOrder[]>()
    expect((await shop.admin('POST', `/api/orders/${order?.id}/cancel`)).statusCode).toBe(200)
    const [refund] = (await shop.admin('GET', '/api/admin/refunds')).json<Refund[]>()
    expect((await shop.admin('POST', `/api/admin/refunds/${refund?.id}/start`, {})).json()).toMatchObject({ status: 'refunded' })

    expect(await sweep()).toBe(0)
    expect(await confirmationsOf(paymentId)).toEqual([])
  })
})
