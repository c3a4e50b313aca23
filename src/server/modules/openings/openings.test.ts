import { asc } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { LiveSession } from '#shared/contracts/live-sessions'
import { messages } from '#shared/contracts/messages'
import { TAP_LATE_MARGIN_MS, UNDO_WINDOW_MS } from '#shared/domain/openings'
import { orderOpenings } from '#server/db/schema'
import { expectAdminOnly } from '#server/testing/admin-factories'
import { insertProduct, paidCheckout } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'

// decision 060: every live is a session, and an order opened during one keeps its moment on stream.
const shop = useAdminShop({ clearBetweenTests: true })

const goLive = async (isLive: boolean) => expect((await shop.admin('POST', '/api/live-status', { isLive })).statusCode).toBe(200)
const listSessions = async () => {
  const response = await shop.admin('GET', '/api/admin/live-sessions')
  expect(response.statusCode).toBe(200)
  return response.json<LiveSession[]>()
}
const listOrders = async () => (await shop.admin('GET', '/api/orders')).json<AdminOrder[]>()
const orderById = async (id: number) => (await listOrders()).find((order) => order.id === id)
const complete = (id: number, tappedAt?: Date) =>
  shop.admin('PATCH', `/api/orders/${id}`, { status: 'completed', ...(tappedAt ? { tappedAt: tappedAt.toISOString() } : {}) })
const openingRows = () => shop.database.db.select().from(orderOpenings).orderBy(asc(orderOpenings.id))

/** A buyer's paid live order through the demo checkout; its id. */
async function paidOrder(tiktokUsername: string): Promise<number> {
  const product = await insertProduct(shop.database.db, { name: 'Booster Pack – Proefvlam', priceCents: 499, stock: 10 })
  await paidCheckout(shop.shop.app, { items: [{ productId: product.id, quantity: 1 }], shippingDetails: { tiktokUsername } })
  const order = (await listOrders()).find((listed) => listed.tiktokUsername === tiktokUsername.replace(/^@/, '') && listed.status === 'pending')
  if (!order) throw new Error(`no pending order of ${tiktokUsername}`)
  return order.id
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const within = (moment: string | Date | null, from: Date, to: Date) => {
  expect(moment).not.toBeNull()
  const at = new Date(moment as string | Date).getTime()
  expect(at).toBeGreaterThanOrEqual(from.getTime())
  expect(at).toBeLessThanOrEqual(to.getTime())
}

test('the live sessions and their replay address are the seller\'s only: 401 without the session', async () => {
  await expectAdminOnly(shop, [
    ['GET', '/api/admin/live-sessions'],
    ['PATCH', '/api/admin/live-sessions/1', { replayUrl: 'https://www.youtube.com/watch?v=abc' }],
  ])
})

describe('live sessions', () => {
  test('going live opens a session, going offline ends it; going live again while live keeps the one', async () => {
    const before = new Date()
    await goLive(true)
    await goLive(true)
    const [open, ...others] = await listSessions()
    expect(others).toEqual([])
    expect(open).toMatchObject({ endedAt: null, replayUrl: null, openingsCount: 0 })
    within(open!.startedAt, before, new Date())

    const beforeEnd = new Date()
    await goLive(false)
    const [ended] = await listSessions()
    expect(ended!.id).toBe(open!.id)
    within(ended!.endedAt, beforeEnd, new Date())
  })

  test('sessions are listed newest first, each with the number of orders opened in it', async () => {
    const first = await paidOrder('@eerste')
    await goLive(true)
    expect((await complete(first)).statusCode).toBe(200)
    await goLive(false)
    await goLive(true)
    const [newest, oldest] = await listSessions()
    expect(newest).toMatchObject({ endedAt: null, openingsCount: 0 })
    expect(oldest).toMatchObject({ openingsCount: 1 })
    expect(newest!.id).toBeGreaterThan(oldest!.id)
  })

  test('the seller pastes the replay address; an empty one clears it', async () => {
    await goLive(true)
    await goLive(false)
    const [session] = await listSessions()
    const url = 'https://www.tiktok.com/@packstroom/live/replay/7312345678'
    const saved = await shop.admin('PATCH', `/api/admin/live-sessions/${session!.id}`, { replayUrl: url })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ id: session!.id, replayUrl: url })
    expect((await listSessions())[0]!.replayUrl).toBe(url)

    expect((await shop.admin('PATCH', `/api/admin/live-sessions/${session!.id}`, { replayUrl: '' })).statusCode).toBe(200)
    expect((await listSessions())[0]!.replayUrl).toBeNull()
  })

  test.each(['javascript:alert(1)', 'ftp://example.nl/opname.mp4', 'geen adres', `https://example.nl/${'a'.repeat(2001)}`])(
    'a replay address %s answers 400 in Dutch and changes nothing',
    async (replayUrl) => {
      await goLive(true)
      const [session] = await listSessions()
      const response = await shop.admin('PATCH', `/api/admin/live-sessions/${session!.id}`, { replayUrl })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: messages.replayUrlInvalid })
      expect((await listSessions())[0]!.replayUrl).toBeNull()
    },
  )

  test('an unknown session answers 404 {message}', async () => {
    const response = await shop.admin('PATCH', '/api/admin/live-sessions/999999', { replayUrl: 'https://youtu.be/abc' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: messages.liveSessionNotFound })
  })
})

describe("each opening's moment", () => {
  test("the live starts with orders waiting: the first is 'Nu aan de beurt' from the start, the next from the tap", async () => {
    const first = await paidOrder('@anna')
    const second = await paidOrder('@bram')
    await goLive(true)
    const [session] = await listSessions()
    expect(await openingRows()).toMatchObject([{ orderId: first, sessionId: session!.id, tappedAt: null }])
    expect((await openingRows())[0]!.startedAt!.toISOString()).toBe(session!.startedAt)

    // The client sends the tap after the undo window, with the tap's own moment: a moment of this live,
    // before the send.
    await pause(30)
    const tappedAt = new Date(Date.now() - 10)
    const answer = await complete(first, tappedAt)
    expect(answer.statusCode).toBe(200)
    expect(answer.json<AdminOrder>().opening).toEqual({ sessionId: session!.id, startedAt: session!.startedAt, tappedAt: tappedAt.toISOString() })
    // On the seller's screen the next order moved up at the tap.
    const next = (await openingRows()).find((row) => row.orderId === second)
    expect(next).toMatchObject({ sessionId: session!.id, tappedAt: null })
    expect(next!.startedAt!.toISOString()).toBe(tappedAt.toISOString())
    expect((await listSessions())[0]!.openingsCount).toBe(1)
  })

  test("a paid order that joins an empty queue during a live is 'Nu aan de beurt' when it is paid", async () => {
    await goLive(true)
    const before = new Date()
    const order = await paidOrder('@cas')
    const after = new Date()
    const [row] = await openingRows()
    expect(row).toMatchObject({ orderId: order, tappedAt: null })
    within(row!.startedAt, before, after)
  })

  test("a cancelled head hands the turn to the next buyer's order", async () => {
    const first = await paidOrder('@daan')
    const second = await paidOrder('@eva')
    await goLive(true)
    const before = new Date()
    expect((await shop.admin('POST', `/api/orders/${first}/cancel`)).statusCode).toBe(200)
    const next = (await openingRows()).find((row) => row.orderId === second)
    within(next?.startedAt ?? null, before, new Date())
  })

  test('an undone tap sends nothing, so nothing is recorded: the order stays up, without a tap', async () => {
    const order = await paidOrder('@fleur')
    await goLive(true)
    // 'Ongedaan maken' within the undo window: the client never sends the completion.
    await goLive(false)
    expect((await openingRows()).map((row) => ({ orderId: row.orderId, tappedAt: row.tappedAt }))).toEqual([{ orderId: order, tappedAt: null }])
    expect((await orderById(order))?.opening).toBeNull()
    expect((await listSessions())[0]!.openingsCount).toBe(0)
  })

  test('an order completed outside a live has no moment on stream', async () => {
    const before = await paidOrder('@gijs')
    expect((await complete(before, new Date())).json<AdminOrder>().opening).toBeNull()
    await goLive(true)
    await goLive(false)
    const after = await paidOrder('@hanna')
    expect((await complete(after, new Date())).statusCode).toBe(200)
    expect((await orderById(after))?.opening).toBeNull()
    expect((await listSessions())[0]!.openingsCount).toBe(0)
    expect((await openingRows()).some((row) => row.orderId === after)).toBe(false)
  })

  test.each([
    ['in the future', () => new Date(Date.now() + 60_000)],
    ['older than the undo window and its margin', () => new Date(Date.now() - UNDO_WINDOW_MS - TAP_LATE_MARGIN_MS - 10_000)],
    ['not sent', () => undefined],
  ])('a tap moment %s is replaced by the server\'s own time', async (_case, claimed) => {
    const order = await paidOrder('@iris')
    await goLive(true)
    const before = new Date()
    const answer = await complete(order, claimed())
    expect(answer.statusCode).toBe(200)
    within(answer.json<AdminOrder>().opening?.tappedAt ?? null, before, new Date())
  })

  test('a tap moment that is no moment answers 400 and leaves the order in the queue', async () => {
    const order = await paidOrder('@joris')
    await goLive(true)
    const response = await shop.admin('PATCH', `/api/orders/${order}`, { status: 'completed', tappedAt: 'gisteren' })
    expect(response.statusCode).toBe(400)
    expect((await orderById(order))?.status).toBe('pending')
  })

  test('a tap made during the live and sent just after it ended still belongs to that live', async () => {
    const order = await paidOrder('@kees')
    await goLive(true)
    const tappedAt = new Date()
    await pause(20)
    await goLive(false)
    const [session] = await listSessions()
    const answer = await complete(order, tappedAt)
    expect(answer.json<AdminOrder>().opening).toMatchObject({ sessionId: session!.id, tappedAt: tappedAt.toISOString() })
  })
})
