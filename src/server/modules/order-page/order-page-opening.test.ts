import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { LiveSession } from '#shared/contracts/live-sessions'
import type { OrderPage } from '#shared/contracts/order-page'
import { liveSessions, orderOpenings } from '#server/db/schema'
import { insertProduct, paidCheckout, personalMarkers } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'

// decision 061: the buyer's order page says when each order was opened on stream, and links the replay there.
const shop = useAdminShop({ clearBetweenTests: true })

const goLive = async (isLive: boolean) => expect((await shop.admin('POST', '/api/live-status', { isLive })).statusCode).toBe(200)
const listOrders = async () => (await shop.admin('GET', '/api/orders')).json<AdminOrder[]>()
const complete = async (id: number) => expect((await shop.admin('PATCH', `/api/orders/${id}`, { status: 'completed' })).statusCode).toBe(200)
const readPage = async (token: string) => {
  const response = await shop.shop.app.inject({ method: 'GET', url: `/api/order-page/${token}` })
  expect(response.statusCode).toBe(200)
  return response.json<OrderPage>()
}
const setReplay = async (replayUrl: string) => {
  const [session] = (await shop.admin('GET', '/api/admin/live-sessions')).json<LiveSession[]>()
  expect((await shop.admin('PATCH', `/api/admin/live-sessions/${session!.id}`, { replayUrl })).statusCode).toBe(200)
}

/** A buyer's paid live order through the demo checkout: its id and the buyer's order-page token. */
async function paidOrder(tiktokUsername: string) {
  const product = await insertProduct(shop.database.db, { name: 'Booster Pack – Proefvlam', priceCents: 499, stock: 10 })
  const { orderPageToken } = await paidCheckout(shop.shop.app, { items: [{ productId: product.id, quantity: 1 }], shippingDetails: { tiktokUsername } })
  const order = (await listOrders()).find((listed) => listed.tiktokUsername === tiktokUsername && listed.status === 'pending')
  if (!order) throw new Error(`no pending order of ${tiktokUsername}`)
  return { id: order.id, token: orderPageToken }
}

/** Moves the live and the opening of `orderId` to known moments, as if the live began at 20:30 and its turn came at 21:12:30. */
async function setMoments(orderId: number, turn: string | null) {
  await shop.database.db.update(liveSessions).set({ startedAt: new Date('2026-11-29T19:30:00.000Z') })
  await shop.database.db
    .update(orderOpenings)
    .set({ startedAt: turn === null ? null : new Date(turn), tappedAt: new Date('2026-11-29T20:14:10.000Z') })
    .where(eq(orderOpenings.orderId, orderId))
}

test('an order opened during a live shows its moment and duration, and the replay at that moment once the seller sets it', async () => {
  await goLive(true)
  const first = await paidOrder('eerste')
  const other = await paidOrder('tweede')
  await complete(first.id)
  await setMoments(first.id, '2026-11-29T20:12:30.000Z')

  const before = await readPage(first.token)
  expect(before.orders[0]!.opening).toEqual({ openedAt: '2026-11-29T20:14:10.000Z', durationSeconds: 100, replay: null })

  await setReplay('https://www.youtube.com/watch?v=abc123&list=PL1')
  const after = await readPage(first.token)
  expect(after.orders[0]!.opening).toEqual({
    openedAt: '2026-11-29T20:14:10.000Z',
    durationSeconds: 100,
    replay: { url: 'https://www.youtube.com/watch?v=abc123&list=PL1&t=2550s', minute: null },
  })

  await setReplay('https://www.tiktok.com/@packstroom/live/replay/7312345678')
  expect((await readPage(first.token)).orders[0]!.opening!.replay).toEqual({
    url: 'https://www.tiktok.com/@packstroom/live/replay/7312345678',
    minute: 42,
  })

  // The other buyer's page says nothing of this opening: theirs is still waiting.
  expect((await readPage(other.token)).orders[0]!.opening).toBeNull()
  // Nothing personal travels with the opening.
  const text = JSON.stringify((await readPage(first.token)).orders[0]!.opening)
  for (const marker of personalMarkers) expect(text).not.toContain(marker)
})

test('an opening whose turn was not seen has no duration, and its replay starts at the tap', async () => {
  await goLive(true)
  const order = await paidOrder('eerste')
  await complete(order.id)
  await setMoments(order.id, null)
  await setReplay('https://youtu.be/abc123')
  expect((await readPage(order.token)).orders[0]!.opening).toEqual({
    openedAt: '2026-11-29T20:14:10.000Z',
    durationSeconds: null,
    replay: { url: 'https://youtu.be/abc123?t=2650s', minute: null },
  })
})

test('an order completed outside a live, or not opened yet, has no opening', async () => {
  const outside = await paidOrder('buiten')
  await complete(outside.id)
  expect((await readPage(outside.token)).orders[0]!.opening).toBeNull()

  await goLive(true)
  const waiting = await paidOrder('wachtend')
  expect((await readPage(waiting.token)).orders[0]!.opening).toBeNull()
})
