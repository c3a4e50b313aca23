import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import websocket from '@fastify/websocket'
import Fastify from 'fastify'
import { afterEach, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import { sessions } from '#server/platform/session'
import { connectSocket, testConfig, type TestSocket } from '#server/testing/test-app'
import { capturingLogger } from '#server/testing/capturing-logger'
import { useForAllTests, useTestDatabase } from '#server/testing/use-test-shop'
import { MAX_BUFFERED_BYTES } from './hub'
import { realtime } from './realtime'

/**
 * A socket that stops reading is dropped once its send buffer passes the limit (docs/reliability.md,
 * 'Slow clients'), while the viewers beside it get every event, in order, as before.
 *
 * The shop keeps the hub's own limit (app.ts passes none), so this file registers the /ws route and
 * its event feed as app.ts does, on a database of its own, with a limit of 64 KiB. Most of what a
 * paused client is sent first fills the kernel's buffers on both ends of the connection; only then
 * does ws's `bufferedAmount` grow, so the test publishes until the hub lets go, up to a bound.
 */
const TEST_LIMIT = 64 * 1024
/** Far past the kernel's buffers on loopback plus the limit; reached only if nothing is ever dropped. */
const MOST_BYTES_PUBLISHED = 24 * 1024 * 1024

const { logger, lines: logLines } = capturingLogger()
const WARN = 40 // pino's level

const database = useTestDatabase()
const shop = useForAllTests('the realtime app', async () => {
  const app = Fastify({ loggerInstance: logger })
  // As app.ts: the realtime plugin closes the sockets itself on close.
  await app.register(websocket, { options: { maxPayload: 4 * 1024 }, preClose: (done) => done() })
  await app.register(sessions, { db: database.db, config: testConfig() })
  await app.register(realtime, { database, trustProxy: false, maxBufferedBytes: TEST_LIMIT })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`
  return { app, url, close: () => app.close() }
})

/** Waits (a little) until `done` holds; the caller's expect says what did not happen. */
async function waitFor(done: () => boolean): Promise<void> {
  for (let wait = 0; wait < 40 && !done(); wait++) await new Promise((resolve) => setTimeout(resolve, 50))
}

/** Each test starts with no socket open, so the hub's count is the test's own. */
const opened: { close(): void }[] = []
afterEach(async () => {
  for (const socket of opened.splice(0)) socket.close()
  await waitFor(() => shop.app.websocketServer.clients.size === 0)
})

/** An event of about 7 KB, near the largest the event feed carries (event-bus.ts). */
const bigEvent = (n: number): RealtimeEvent => ({ channel: 'categories', type: 'category_added', category: `${n} ${'x'.repeat(7_000)}` })
const bytesOf = (event: RealtimeEvent) => Buffer.byteLength(JSON.stringify(event))

/**
 * Every 20 events, lets the event loop turn. On PGlite a publish never waits for the network, so a
 * loop of them would keep the healthy client, which reads in this same process, from reading at all
 * (a viewer's browser reads on its own machine); on PostgreSQL it lets the feed's connection deliver.
 */
async function turnNow(published: number): Promise<void> {
  if (published % 20 === 0) await new Promise((resolve) => setImmediate(resolve))
}

async function healthySubscriber(): Promise<TestSocket> {
  const socket = await connectSocket(shop.url)
  opened.push(socket)
  socket.send({ type: 'subscribe', channel: 'categories' })
  expect(await socket.next()).toEqual({ type: 'subscribed', channel: 'categories' })
  return socket
}

/** Reads every event up to `count` from the socket, failing at the first that is missing or out of order. */
async function expectEvents(socket: TestSocket, count: number): Promise<void> {
  for (let n = 0; n < count; n++) {
    const message = (await socket.next(2_000)) as { category?: string }
    expect(message.category?.split(' ')[0], `event ${n}`).toBe(String(n))
  }
}

test('the limit is 1 MiB in the shop', () => {
  expect(MAX_BUFFERED_BYTES).toBe(1024 * 1024)
})

test('a socket that stops reading is closed with 1013 and forgotten once past the limit; the healthy one gets every event, in order, promptly', async () => {
  const hub = shop.app.realtime.hub
  const healthy = await healthySubscriber()

  const slow = new WebSocket(shop.url)
  // Cut, not closed: a paused client would not read the server's answer to its close.
  opened.push({ close: () => slow.terminate() })
  await once(slow, 'open')
  slow.send(JSON.stringify({ type: 'subscribe', channel: 'categories' }))
  const [answer] = (await once(slow, 'message')) as [Buffer]
  expect(JSON.parse(String(answer))).toEqual({ type: 'subscribed', channel: 'categories' })
  const received: string[] = []
  slow.on('message', (data) => received.push(String(data)))
  const closed = once(slow, 'close') as Promise<[number, Buffer]>
  // From here on it reads nothing: ws stops taking data from the connection.
  slow.pause()
  expect(hub.connectionCount).toBe(2)

  const warningsBefore = logLines.filter((line) => line.level === WARN).length
  let published = 0
  let bytes = 0
  while (hub.connectionCount === 2 && bytes < MOST_BYTES_PUBLISHED) {
    const event = bigEvent(published++)
    bytes += bytesOf(event)
    await shop.app.realtime.publish(event)
    await turnNow(published)
  }
  // The hub let go of the slow socket before the bound, and holds only the healthy one.
  expect(hub.connectionCount, `no socket dropped after ${published} events (${bytes} bytes)`).toBe(1)

  // Its connection is still open (the close frame waits behind what it has not read), but nothing
  // more is queued for it: what the server holds for it stays at the limit and one event.
  const closing = [...shop.app.websocketServer.clients].filter((socket) => socket.readyState === WebSocket.CLOSING)
  expect(closing).toHaveLength(1)
  const serverSide = closing[0] as WebSocket
  const held = serverSide.bufferedAmount
  expect(held).toBeLessThanOrEqual(TEST_LIMIT + bytesOf(bigEvent(published)) + 64)
  const startedAt = performance.now()
  for (let more = 0; more < 20; more++) await shop.app.realtime.publish(bigEvent(published++))

  // The healthy socket got every event, in order, the last ones within moments of their publishing.
  await expectEvents(healthy, published)
  expect(performance.now() - startedAt).toBeLessThan(3_000)
  expect(serverSide.bufferedAmount).toBeLessThanOrEqual(held)

  // Logged once, as a warning, without the address or anything else about the viewer.
  const warnings = logLines.filter((line) => line.level === WARN).slice(warningsBefore)
  expect(warnings).toHaveLength(1)
  expect(warnings[0]).toMatchObject({ bufferedBytes: expect.any(Number), maxBufferedBytes: TEST_LIMIT, channels: ['categories'] })
  expect(JSON.stringify(warnings[0])).not.toMatch(/127\.0\.0\.1|address|remote/)

  // Reading again, the client gets what was queued before the drop, then the close: 1013, try again later.
  slow.resume()
  const [code] = await closed
  expect(code).toBe(1013)
  const events = received.map((raw) => (JSON.parse(raw) as { category: string }).category.split(' ')[0])
  expect(events).toEqual(events.map((_, n) => String(n)))
  expect(events.length).toBeLessThan(published)

  // The server has let the connection go: only the healthy socket is left.
  await waitFor(() => shop.app.websocketServer.clients.size === 1)
  expect(shop.app.websocketServer.clients.size).toBe(1)
})

test('a socket that reads is never dropped, even when a burst is many times the limit', async () => {
  const hub = shop.app.realtime.hub
  const healthy = await healthySubscriber()
  const warningsBefore = logLines.filter((line) => line.level === WARN).length

  // 1,000 events of 7 KB, some 7 MB: over a hundred times the limit, and more than the kernel's
  // buffers hold on loopback (a paused client takes about 4 MB before it is dropped), published back
  // to back (one after another, so they arrive in order, without waiting for the socket to read).
  const count = 1_000
  for (let n = 0; n < count; n++) {
    await shop.app.realtime.publish(bigEvent(n))
    await turnNow(n + 1)
  }
  await expectEvents(healthy, count)

  expect(hub.connectionCount).toBe(1)
  expect(logLines.filter((line) => line.level === WARN).slice(warningsBefore)).toEqual([])
  healthy.send({ type: 'subscribe', channel: 'live' })
  expect(await healthy.next()).toEqual({ type: 'subscribed', channel: 'live' })
})
