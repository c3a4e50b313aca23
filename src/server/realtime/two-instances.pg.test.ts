import { afterAll, beforeAll, expect, test } from 'vitest'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import { messages } from '#shared/contracts/messages'
import { connectSocket, listenForSockets, loginAsAdmin, type TestSocket } from '#server/testing/test-app'
import { useSecondInstance, useTestShop } from '#server/testing/use-test-shop'

/**
 * product.md 13: several instances behind a load balancer share one PostgreSQL database and every
 * instance delivers every event, so a buyer on instance B sees what happened on instance A.
 */
const { database, shop: instanceA } = useTestShop()
// Each instance has its own pool and its own LISTEN connection, as two processes would.
const instanceB = useSecondInstance(database)
let socketOnB: TestSocket
let urlOfB: string

beforeAll(async () => {
  if (!database.url) throw new Error('this test needs PostgreSQL (run it in the api-postgres project)')
  await listenForSockets(instanceA.app)
  urlOfB = await listenForSockets(instanceB.app)
  socketOnB = await connectSocket(urlOfB)
  socketOnB.send({ type: 'subscribe', channel: 'collections' })
  socketOnB.send({ type: 'subscribe', channel: 'orders' })
  expect(await socketOnB.next()).toEqual({ type: 'subscribed', channel: 'collections' })
  expect(await socketOnB.next()).toEqual({ type: 'subscribed', channel: 'orders' })
})

afterAll(() => {
  socketOnB?.close()
})

test('an event published on instance A reaches a socket connected to instance B', async () => {
  const event: RealtimeEvent = {
    channel: 'collections',
    type: 'collection_updated',
    collection: { id: 4, name: 'Booster Bundles', slug: 'booster-bundles', displayOrder: 3 },
  }
  await instanceA.app.realtime.publish(event)
  expect(await socketOnB.next()).toEqual(event)
})

test('instance B delivers each event once, and in the order instance A published them', async () => {
  const events: RealtimeEvent[] = [1, 2, 3].map((collectionId) => ({
    channel: 'collections',
    type: 'collection_deleted',
    collectionId,
  }))
  for (const event of events) await instanceA.app.realtime.publish(event)
  const marker: RealtimeEvent = { channel: 'collections', type: 'collection_deleted', collectionId: 99 }
  await instanceB.app.realtime.publish(marker)

  const received = [await socketOnB.next(), await socketOnB.next(), await socketOnB.next(), await socketOnB.next()]
  expect(received).toEqual([...events, marker])
})

test('a logout on instance A takes the admin channel from a socket on instance B at once', async () => {
  const cookie = await loginAsAdmin(instanceB.app)
  const adminOnB = await connectSocket(urlOfB, { cookie })
  try {
    adminOnB.send({ type: 'subscribe', channel: 'admin' })
    adminOnB.send({ type: 'subscribe', channel: 'collections' })
    expect(await adminOnB.next()).toEqual({ type: 'subscribed', channel: 'admin' })
    expect(await adminOnB.next()).toEqual({ type: 'subscribed', channel: 'collections' })

    const logout = await instanceA.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })
    expect(logout.statusCode).toBe(200)
    expect(await adminOnB.next()).toEqual({ type: 'unsubscribed', channel: 'admin' })

    // Published on A after the logout: B's socket gets the public marker, not the admin event before it.
    const marker: RealtimeEvent = { channel: 'collections', type: 'collection_deleted', collectionId: 77 }
    await instanceA.app.realtime.publish({ channel: 'admin', type: 'orders_changed' })
    await instanceA.app.realtime.publish(marker)
    expect(await adminOnB.next()).toEqual(marker)

    adminOnB.send({ type: 'subscribe', channel: 'admin' })
    expect(await adminOnB.next()).toEqual({ type: 'error', message: messages.realtimeAdminOnly })
  } finally {
    adminOnB.close()
  }
  // The shared socket on B heard the marker too.
  expect(await socketOnB.next()).toEqual({ channel: 'collections', type: 'collection_deleted', collectionId: 77 })
})
