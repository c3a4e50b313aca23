import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { RealtimeEvent } from '../../shared/contracts/realtime'
import { openPostgres, type Database } from '../platform/database'
import { messages } from '../../shared/contracts/messages'
import { buildTestApp, connectSocket, loginAsAdmin, type TestApp, type TestSocket } from '../testing/test-app'
import { createTestDatabase, type TestDatabase } from '../testing/test-database'

/**
 * CONTRACT 4: several instances behind a load balancer share one PostgreSQL database and every
 * instance delivers every event, so a buyer on instance B sees what happened on instance A.
 */
let database: TestDatabase
let secondConnection: Database
let instanceA: TestApp
let instanceB: TestApp
let socketOnB: TestSocket
let urlOfB: string

async function listen(instance: TestApp): Promise<string> {
  await instance.app.listen({ host: '127.0.0.1', port: 0 })
  return `ws://127.0.0.1:${(instance.app.server.address() as AddressInfo).port}/ws`
}

beforeAll(async () => {
  database = await createTestDatabase()
  if (!database.url) throw new Error('this test needs PostgreSQL (run it in the api-postgres project)')
  // Each instance has its own pool and its own LISTEN connection, as two processes would.
  secondConnection = await openPostgres(database.url)
  instanceA = await buildTestApp({}, { database })
  instanceB = await buildTestApp({}, { database: secondConnection })
  await listen(instanceA)
  urlOfB = await listen(instanceB)
  socketOnB = await connectSocket(urlOfB)
  socketOnB.send({ type: 'subscribe', channel: 'collections' })
  socketOnB.send({ type: 'subscribe', channel: 'orders' })
  expect(await socketOnB.next()).toEqual({ type: 'subscribed', channel: 'collections' })
  expect(await socketOnB.next()).toEqual({ type: 'subscribed', channel: 'orders' })
})

afterAll(async () => {
  socketOnB?.close()
  await instanceA?.close()
  await instanceB?.close()
  await secondConnection?.close()
  await database?.close()
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
