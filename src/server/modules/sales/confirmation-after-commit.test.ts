import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { Refund } from '#shared/contracts/admin-refunds'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import type { Db } from '#server/db/db'
import { mailMessages, orderPageLinks } from '#server/db/schema'
import type { Publish } from '#server/platform/events'
import { checkOut } from '#server/testing/admin-factories'
import { expireCheckouts } from '#server/testing/checkout-expiry'
import { sweepConfirmations } from '#server/testing/confirmation-sweep'
import { fakeProvider, insertProduct, settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'
import { honourLatePayment } from './honour-late-payment'
import { applyPaymentStatus } from './payment-status.service'
import type { SalesHooks } from './sales-hooks'

// Decision 066: a paid payment's 'Bestelbevestiging' is written after the settlement's commit and its
// events, in a transaction of its own, on every path that pays orders; a sweep writes what a stop in
// between left unwritten.

const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db
const hooks = () => shop.shop.app.salesHooks

const confirmationsOf = (paymentId: string) => db().select().from(mailMessages).where(eq(mailMessages.key, `order-confirmation:${paymentId}`))
const emailLinksOf = async (paymentId: string) =>
  (await db().select().from(orderPageLinks).where(eq(orderPageLinks.paymentId, paymentId))).filter((link) => link.kind === 'email')

/** Every event published, with whether the payment's confirmation existed at that moment. */
function recordingPublish(paymentId: string) {
  const published: { type: string; confirmed: boolean }[] = []
  const publish: Publish = async (event: RealtimeEvent) => {
    published.push({ type: event.type, confirmed: (await confirmationsOf(paymentId)).length > 0 })
  }
  return { published, publish }
}

async function checkOutBooster(email = 'koper@example.nl') {
  const product = await insertProduct(db(), { name: 'Booster Pack – Nachtvlam', priceCents: 1549, stock: 10 })
  return checkOut(shop, [{ productId: product.id, quantity: 2 }], { email })
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000)

describe('after the commit', () => {
  test("a paid payment's events all leave before its confirmation is written, and it is written once", async () => {
    const paymentId = await checkOutBooster()
    const { published, publish } = recordingPublish(paymentId)

    expect(await applyPaymentStatus(db(), publish, hooks(), paymentId, 'paid')).toEqual({ changed: true })
    expect(await applyPaymentStatus(db(), publish, hooks(), paymentId, 'paid')).toEqual({ changed: false })

    expect(published.map((event) => event.type)).toEqual(['order_update', 'leaderboard_updated', 'orders_changed'])
    expect(published.filter((event) => event.confirmed)).toEqual([])
    const confirmations = await confirmationsOf(paymentId)
    expect(confirmations).toEqual([expect.objectContaining({ kind: 'order_confirmation', recipient: 'koper@example.nl', paymentId })])
    expect(await emailLinksOf(paymentId)).toHaveLength(1)
  })

  test('a process that stops right after the commit leaves no confirmation, and the sweep writes it a minute later, once', async () => {
    const paymentId = await checkOutBooster()
    const stopped: SalesHooks = { ...hooks(), ordersPaidAnnounced: async () => {} }

    expect(await applyPaymentStatus(db(), async () => {}, stopped, paymentId, 'paid')).toEqual({ changed: true })
    expect(await confirmationsOf(paymentId)).toEqual([])

    // Not while the settlement's own write may still come.
    expect(await sweepConfirmations(shop.shop, new Date())).toBe(0)
    // Two instances sweeping at once: one writes it, the other's write rolls back, its link with it.
    const [first, second] = await Promise.all([sweepConfirmations(shop.shop, minutesFromNow(2)), sweepConfirmations(shop.shop, minutesFromNow(2))])
    expect((first ?? 0) + (second ?? 0)).toBe(1)
    expect(await sweepConfirmations(shop.shop, minutesFromNow(3))).toBe(0)
    expect(await confirmationsOf(paymentId)).toHaveLength(1)
    expect(await emailLinksOf(paymentId)).toHaveLength(1)
  })

  test('a confirmation whose own transaction fails leaves the payment paid and its answer whole; the sweep writes it', async () => {
    const paymentId = await checkOutBooster()
    // The database refuses the confirmation's transaction (a lost connection), and only that.
    const real = db()
    const refusing = new Proxy(real, {
      get: (target, property) =>
        property === 'transaction' ? () => Promise.reject(new Error('connection lost')) : Reflect.get(target, property, target),
    }) as Db
    const failing: SalesHooks = { ...hooks(), ordersPaidAnnounced: (_db, id) => hooks().ordersPaidAnnounced(refusing, id) }

    expect(await applyPaymentStatus(db(), async () => {}, failing, paymentId, 'paid')).toEqual({ changed: true })
    expect(await confirmationsOf(paymentId)).toEqual([])
    expect(await emailLinksOf(paymentId)).toEqual([])

    expect(await sweepConfirmations(shop.shop, minutesFromNow(2))).toBe(1)
    expect(await confirmationsOf(paymentId)).toHaveLength(1)
  })

  test("the expiry job's last look at the provider, which says paid, confirms once", async () => {
    const paymentId = await checkOutBooster()
    const provider = fakeProvider({ graceMinutes: 0 })
    provider.status = 'paid'

    expect(await expireCheckouts(shop.shop, minutesFromNow(30), provider)).toBe(1)
    expect(await expireCheckouts(shop.shop, minutesFromNow(31), provider)).toBe(0)

    expect(await confirmationsOf(paymentId)).toHaveLength(1)
  })
})

describe("'Toch leveren'", () => {
  const listRefunds = async () => (await shop.admin('GET', '/api/admin/refunds')).json<Refund[]>()
  const refundOf = async (paymentId: string) => {
    const refund = (await listRefunds()).find((owed) => owed.paymentId === paymentId)
    if (!refund) throw new Error(`nothing owed for ${paymentId}`)
    return refund
  }

  test('a late payment honoured: its events leave first, then its one confirmation', async () => {
    const paymentId = await checkOutBooster()
    await settleDemoPayment(shop.shop.app, paymentId, 'expired')
    await settleDemoPayment(shop.shop.app, paymentId, 'paid')
    expect(await confirmationsOf(paymentId)).toEqual([])
    const { published, publish } = recordingPublish(paymentId)

    const honoured = await honourLatePayment({ db: db(), publish, salesHooks: hooks() }, (await refundOf(paymentId)).id)

    expect(honoured.orderIds).toHaveLength(1)
    expect(published.map((event) => event.type)).toEqual(['order_update', 'stock_update', 'leaderboard_updated', 'orders_changed', 'refunds_changed'])
    expect(published.filter((event) => event.confirmed)).toEqual([])
    expect(await confirmationsOf(paymentId)).toHaveLength(1)
    expect(await sweepConfirmations(shop.shop, minutesFromNow(2))).toBe(0)
  })

  test("a buyer's earlier checkout, released by their next one and paid after all, ends with one confirmation each", async () => {
    const earlier = await checkOutBooster('dubbel@example.nl')
    const later = await checkOutBooster('dubbel@example.nl')
    await settleDemoPayment(shop.shop.app, later, 'paid')
    // The earlier one was released (decision 017); its 'paid' comes in late and is owed back.
    await settleDemoPayment(shop.shop.app, earlier, 'paid')
    expect(await confirmationsOf(earlier)).toEqual([])

    const honoured = await shop.admin('POST', `/api/admin/refunds/${(await refundOf(earlier)).id}/honour`)

    expect(honoured.statusCode, honoured.body).toBe(200)
    expect(await confirmationsOf(earlier)).toHaveLength(1)
    expect(await confirmationsOf(later)).toHaveLength(1)
    expect(await sweepConfirmations(shop.shop, minutesFromNow(2))).toBe(0)
    expect(await db().select().from(mailMessages).where(eq(mailMessages.kind, 'order_confirmation'))).toHaveLength(2)
  })
})
