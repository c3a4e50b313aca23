import { and, count, eq } from 'drizzle-orm'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { messages } from '#shared/contracts/messages'
import type { App } from '#server/app'
import { mailMessages, orderPageLinks } from '#server/db/schema'
import { insertProduct, paidCheckout } from '#server/testing/factories'
import { buildTestApp, manualSchedule } from '#server/testing/test-app'
import { useTestShop } from '#server/testing/use-test-shop'
import { ORDER_LINKS_DELAY_MS_DEFAULT, scheduleAtRandom } from './order-links.routes'

/**
 * The link-again form costs the same for a known and an unknown address (docs/reliability.md,
 * security scan of the buyer's endpoints): nothing is written while answering or right after it, for
 * either; every accepted request leaves one write for a random moment a few seconds later. The
 * schedule here is the test's, so what is written when is asserted, not timed.
 */
const writes = manualSchedule()
const { shop, database } = useTestShop({
  // The mail worker is off, so the outbox keeps what is written.
  deps: { orderLinksSchedule: writes.schedule, mailTiming: { pollMs: 0 } },
})
const db = () => database.db

let buyers = 0
/** A paid checkout of a fresh e-mail address. */
async function knownBuyer() {
  const email = `tijdkoper${++buyers}.${Date.now()}@example.nl`
  const product = await insertProduct(db(), { name: 'Booster Pack – Stilvlam', priceCents: 549, stock: 5 })
  const { paymentId } = await paidCheckout(shop.app, { items: [{ productId: product.id, quantity: 1 }], shippingDetails: { email } })
  return { email, paymentId }
}

const ask = (app: App, email: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/order-links', payload: { email }, remoteAddress })

/** What the form writes: the order-links messages in the outbox to `email`, and the payment's order-page links. */
async function written(email: string, paymentId?: string) {
  const [outbox] = await db()
    .select({ messages: count() })
    .from(mailMessages)
    .where(and(eq(mailMessages.kind, 'order_links'), eq(mailMessages.recipient, email)))
  const [links] = paymentId
    ? await db().select({ links: count() }).from(orderPageLinks).where(eq(orderPageLinks.paymentId, paymentId))
    : [{ links: 0 }]
  return { messages: outbox?.messages ?? 0, links: links?.links ?? 0 }
}

afterEach(() => writes.runPending())

describe('the link-again form writes later, the same for a known and an unknown address', () => {
  test('after the 202 nothing is written yet for either, and one write waits for each', async () => {
    const known = await knownBuyer()
    const unknownEmail = `onbekend.${Date.now()}@example.nl`
    const before = await written(known.email, known.paymentId)

    const knownAnswer = await ask(shop.app, known.email, '198.51.100.40')
    expect(knownAnswer.statusCode).toBe(202)
    expect(writes.pending).toBe(1)
    expect(await written(known.email, known.paymentId)).toEqual(before)

    const unknownAnswer = await ask(shop.app, unknownEmail, '198.51.100.40')
    expect(unknownAnswer.statusCode).toBe(202)
    expect(unknownAnswer.body).toBe(knownAnswer.body)
    expect(unknownAnswer.json()).toEqual({ message: messages.orderLinksRequested })
    expect(writes.pending).toBe(2)
    // What the next request finds: nothing written for either.
    expect(await written(known.email, known.paymentId)).toEqual(before)
    expect(await written(unknownEmail)).toEqual({ messages: 0, links: 0 })
  })

  test('the waiting writes, when run, make one message with a fresh link for the known address only', async () => {
    const known = await knownBuyer()
    const unknownEmail = `onbekend2.${Date.now()}@example.nl`
    const before = await written(known.email, known.paymentId)
    expect((await ask(shop.app, known.email, '198.51.100.41')).statusCode).toBe(202)
    expect((await ask(shop.app, unknownEmail, '198.51.100.41')).statusCode).toBe(202)
    expect(writes.pending).toBe(2)

    await writes.runPending()
    expect(writes.pending).toBe(0)
    expect(await written(known.email, known.paymentId)).toEqual({ messages: 1, links: before.links + 1 })
    expect(await written(unknownEmail)).toEqual({ messages: 0, links: 0 })
  })

  test('closing the app with a write waiting writes it at once, and the close waits for it', async () => {
    const closingWrites = manualSchedule()
    const second = await buildTestApp({}, { database, orderLinksSchedule: closingWrites.schedule, mailTiming: { pollMs: 0 } })
    const known = await knownBuyer()
    try {
      expect((await ask(second.app, known.email, '198.51.100.42')).statusCode).toBe(202)
      expect(closingWrites.pending).toBe(1)
      expect((await written(known.email, known.paymentId)).messages).toBe(0)
    } finally {
      await second.close()
    }
    // The close cancelled the wait rather than leaving the write to a timer after it.
    expect(closingWrites.pending).toBe(0)
    expect((await written(known.email, known.paymentId)).messages).toBe(1)
  })
})

describe("the shop's own schedule", () => {
  afterEach(() => vi.useRealTimers())

  test('waits between 1 and 6 seconds, and a cancelled write never runs', () => {
    expect(ORDER_LINKS_DELAY_MS_DEFAULT).toEqual({ min: 1_000, max: 6_000 })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const schedule = scheduleAtRandom(ORDER_LINKS_DELAY_MS_DEFAULT)
    const runs: string[] = []
    for (let i = 0; i < 20; i++) schedule(async () => void runs.push(`write ${i}`))
    const cancel = schedule(async () => void runs.push('cancelled'))
    cancel()

    vi.advanceTimersByTime(999)
    expect(runs).toEqual([])
    vi.advanceTimersByTime(5_001)
    expect(runs).toHaveLength(20)
    expect(runs).not.toContain('cancelled')
  })
})
