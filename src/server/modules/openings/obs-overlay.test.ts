import { asc } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import { messages } from '#shared/contracts/messages'
import type { CreatedOverlayKey, OverlayHead, OverlayKey } from '#shared/contracts/obs-overlay'
import { orderOpenings, overlayKeys } from '#server/db/schema'
import { expectAdminOnly } from '#server/testing/admin-factories'
import { insertProduct, paidCheckout } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'
import { listOpeningTimecodesOfOrders } from './openings.public'

// decision 062: the OBS overlay's key, the head it shows and the timecodes it posts at each opening.
const shop = useAdminShop({ clearBetweenTests: true })

const goLive = async (isLive: boolean) => expect((await shop.admin('POST', '/api/live-status', { isLive })).statusCode).toBe(200)
const listOrders = async () => (await shop.admin('GET', '/api/orders')).json<AdminOrder[]>()
const complete = (id: number) => shop.admin('PATCH', `/api/orders/${id}`, { status: 'completed' })
const openingRows = () => shop.database.db.select().from(orderOpenings).orderBy(asc(orderOpenings.id))

async function newKey(): Promise<string> {
  const response = await shop.admin('POST', '/api/admin/overlay-keys')
  expect(response.statusCode).toBe(201)
  return response.json<CreatedOverlayKey>().key
}

const withKey = (key: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  shop.shop.app.inject({ method, url, headers: key === undefined ? {} : { authorization: `Bearer ${key}` }, ...(payload ? { payload } : {}) })

const post = (key: string | undefined, body: object) => withKey(key, 'POST', '/api/overlay/openings/timecodes', body)
const edge = (orderId: number, which: 'start' | 'end', overrides: object = {}) => ({
  orderId,
  edge: which,
  recordTimecode: '00:12:03.250',
  streamTimecode: '00:14:40.000',
  chapterMarked: which === 'start',
  ...overrides,
})

/** A buyer's paid live order through the demo checkout; its id and payment id. */
async function paidOrder(tiktokUsername: string): Promise<{ id: number; paymentId: string }> {
  const product = await insertProduct(shop.database.db, { name: 'Booster Pack – Proefvlam', priceCents: 499, stock: 10 })
  const { paymentId } = await paidCheckout(shop.shop.app, { items: [{ productId: product.id, quantity: 1 }], shippingDetails: { tiktokUsername } })
  const order = (await listOrders()).find((listed) => listed.tiktokUsername === tiktokUsername.replace(/^@/, '') && listed.status === 'pending')
  if (!order) throw new Error(`no pending order of ${tiktokUsername}`)
  return { id: order.id, paymentId }
}

test("the overlay keys are the seller's only: 401 without the session", async () => {
  await expectAdminOnly(shop, [
    ['GET', '/api/admin/overlay-keys'],
    ['POST', '/api/admin/overlay-keys'],
    ['POST', '/api/admin/overlay-keys/1/revoke'],
  ])
})

describe('the overlay key', () => {
  test('is shown once on creation, kept only as a hash, listed without its text, and revoked', async () => {
    const created = (await shop.admin('POST', '/api/admin/overlay-keys')).json<CreatedOverlayKey>()
    expect(created.key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(created).toMatchObject({ revokedAt: null, lastUsedAt: null })
    const [row] = await shop.database.db.select().from(overlayKeys)
    expect(row!.keyHash).not.toContain(created.key)
    expect(JSON.stringify(row)).not.toContain(created.key)

    const listed = (await shop.admin('GET', '/api/admin/overlay-keys')).json<OverlayKey[]>()
    expect(listed).toEqual([{ id: created.id, createdAt: created.createdAt, lastUsedAt: null, revokedAt: null }])
    expect(JSON.stringify(listed)).not.toContain(created.key)

    expect((await withKey(created.key, 'GET', '/api/overlay/head')).statusCode).toBe(200)
    expect((await shop.admin('GET', '/api/admin/overlay-keys')).json<OverlayKey[]>()[0]!.lastUsedAt).not.toBeNull()

    const revoked = await shop.admin('POST', `/api/admin/overlay-keys/${created.id}/revoke`)
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json<OverlayKey>().revokedAt).not.toBeNull()
    expect((await shop.admin('POST', '/api/admin/overlay-keys/999999/revoke')).json()).toEqual({ message: messages.overlayKeyNotFound })
  })

  test.each([
    ['missing', undefined, messages.overlayKeyMissing],
    ['wrong', 'not-a-key-the-shop-made', messages.overlayKeyInvalid],
    ['malformed', 'two words', messages.overlayKeyInvalid],
  ])('a %s key answers 401 in Dutch on both overlay routes, before the body is looked at', async (_what, key, message) => {
    await newKey()
    for (const response of [await withKey(key, 'GET', '/api/overlay/head'), await post(key, { nonsense: true })]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message })
    }
  })

  test('a revoked key answers 401, and another key keeps working', async () => {
    const order = await paidOrder('@revoke')
    await goLive(true)
    const first = await newKey()
    const second = await newKey()
    // Listed newest first: the first key made is the last.
    const firstKey = (await shop.admin('GET', '/api/admin/overlay-keys')).json<OverlayKey[]>().at(-1)
    expect((await shop.admin('POST', `/api/admin/overlay-keys/${firstKey!.id}/revoke`)).statusCode).toBe(200)
    const refused = await post(first, edge(order.id, 'start'))
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual({ message: messages.overlayKeyInvalid })
    expect(await listOpeningTimecodesOfOrders(shop.database.db, [order.id])).toEqual(new Map())
    expect((await post(second, edge(order.id, 'start'))).json()).toEqual({ stored: true })
  })
})

describe('what the overlay reads and posts', () => {
  test("the head is the live console's first order, with its order number and TikTok name, and whether a live is on", async () => {
    const key = await newKey()
    expect((await withKey(key, 'GET', '/api/overlay/head')).json<OverlayHead>()).toEqual({ isLive: false, head: null })
    const anna = await paidOrder('@anna')
    await paidOrder('@bram')
    await goLive(true)
    const answer = await withKey(key, 'GET', '/api/overlay/head')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.json<OverlayHead>()).toEqual({
      isLive: true,
      head: { orderId: anna.id, orderNumber: anna.paymentId.slice(0, 8).toUpperCase(), tiktokUsername: 'anna' },
    })
  })

  test('two openings during a live keep their timecodes with their opening; the wall clock stays as it was', async () => {
    const key = await newKey()
    const anna = await paidOrder('@anna')
    const bram = await paidOrder('@bram')
    await goLive(true)
    expect((await post(key, edge(anna.id, 'start', { recordTimecode: '00:00:05.000', streamTimecode: '00:00:07.500' }))).json()).toEqual({ stored: true })
    expect((await complete(anna.id)).statusCode).toBe(200)
    const before = await openingRows()
    expect((await post(key, edge(anna.id, 'end', { recordTimecode: '00:02:10.000', streamTimecode: '00:02:12.500' }))).json()).toEqual({ stored: true })
    expect((await post(key, edge(bram.id, 'start', { recordTimecode: '00:02:10.000', streamTimecode: null }))).json()).toEqual({ stored: true })
    expect(await openingRows()).toEqual(before)

    const sessionId = before[0]!.sessionId
    const timecodes = await listOpeningTimecodesOfOrders(shop.database.db, [anna.id, bram.id])
    expect(timecodes.get(anna.id)).toMatchObject([
      { sessionId, edge: 'start', recordTimecode: '00:00:05.000', streamTimecode: '00:00:07.500', chapterMarked: true },
      { sessionId, edge: 'end', recordTimecode: '00:02:10.000', streamTimecode: '00:02:12.500', chapterMarked: false },
    ])
    expect(timecodes.get(bram.id)).toMatchObject([{ sessionId, edge: 'start', recordTimecode: '00:02:10.000', streamTimecode: null }])
  })

  test("the seller's order carries OBS's timecodes with its opening; an opening without them carries none", async () => {
    const key = await newKey()
    const anna = await paidOrder('@anna')
    const bram = await paidOrder('@bram')
    await goLive(true)
    await post(key, edge(anna.id, 'start', { recordTimecode: '00:00:05.000', streamTimecode: null }))
    await complete(anna.id)
    await post(key, edge(anna.id, 'end', { recordTimecode: '00:02:10.000', streamTimecode: null }))
    await complete(bram.id)
    const orders = await listOrders()
    expect(orders.find((order) => order.id === anna.id)?.opening?.obs).toEqual({
      recordFrom: '00:00:05.000',
      recordTo: '00:02:10.000',
      streamFrom: null,
      streamTo: null,
    })
    expect(orders.find((order) => order.id === bram.id)?.opening).not.toHaveProperty('obs')
  })

  test('a second post of an edge changes nothing; a late post after the live still lands with its opening', async () => {
    const key = await newKey()
    const anna = await paidOrder('@anna')
    await goLive(true)
    await post(key, edge(anna.id, 'start', { recordTimecode: '00:00:01.000' }))
    expect((await post(key, edge(anna.id, 'start', { recordTimecode: '00:09:09.000' }))).json()).toEqual({ stored: false })
    await complete(anna.id)
    await goLive(false)
    // The seller is live again when the first live's late post arrives: it belongs to the opening's live.
    await goLive(true)
    expect((await post(key, edge(anna.id, 'end'))).json()).toEqual({ stored: true })
    const [opening] = await openingRows()
    const timecodes = (await listOpeningTimecodesOfOrders(shop.database.db, [anna.id])).get(anna.id)
    expect(timecodes?.map((timecode) => [timecode.edge, timecode.recordTimecode, timecode.sessionId])).toEqual([
      ['start', '00:00:01.000', opening!.sessionId],
      ['end', '00:12:03.250', opening!.sessionId],
    ])
  })

  test('a post for an order without an opening outside a live keeps nothing', async () => {
    const key = await newKey()
    const anna = await paidOrder('@anna')
    expect((await post(key, edge(anna.id, 'start'))).json()).toEqual({ stored: false })
    expect(await listOpeningTimecodesOfOrders(shop.database.db, [anna.id])).toEqual(new Map())
  })

  test.each([
    ['a timecode that is not OBS\'s', { recordTimecode: '12 minuten' }],
    ['an unknown edge', { edge: 'middle' }],
    ['no order', { orderId: 0 }],
  ])('%s answers 400 in Dutch', async (_what, overrides) => {
    const key = await newKey()
    const response = await post(key, edge(1, 'start', overrides))
    expect(response.statusCode).toBe(400)
    expect(response.json<{ message: string }>().message).toMatch(/[a-z]/)
  })
})
