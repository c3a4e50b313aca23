import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { request as httpRequest } from 'node:http'
import type { Socket } from 'node:net'
import { afterEach, beforeEach, expect, test, vi, type MockInstance } from 'vitest'
import { WebSocket } from 'ws'
import { messages } from '#shared/contracts/messages'
import { realtimeChannels, type RealtimeChannel, type RealtimeEvent } from '#shared/contracts/realtime'
import { capturingLogger } from '#server/testing/capturing-logger'
import { loginAsAdmin, type TestSocket } from '#server/testing/test-app'
import { useSockets, useTestShop } from '#server/testing/use-test-shop'
import { MESSAGE_LIMITS, OVER_LIMIT_CODE } from './message-limits'

/**
 * One socket cannot stall the shop with its messages (decision 016, amended): the admin session is
 * looked up once per socket, not once per admin subscribe, and a socket that sends more, or faster,
 * than any page does is closed with 1008, logged once. What a page sends (its subscribes at load, a
 * 'since', navigations) is never limited, and an admin socket still follows its session.
 */
const { logger, lines: logLines } = capturingLogger()
const { shop } = useTestShop({ deps: { logger } })
const sockets = useSockets(shop)
const WARN = 40 // pino's level

const adminSubscribe = JSON.stringify({ type: 'subscribe', channel: 'admin' })
const forgedCookie = 'packstroom_session=forged-0123456789abcdefghijklmnop'

/** Every admin-session lookup the sockets cause (findAdminSession ends in the store's find). */
let lookups: MockInstance
beforeEach(() => {
  lookups = vi.spyOn(shop.app.sessions, 'find')
})
afterEach(() => {
  lookups.mockRestore()
})

/** A plain ws client, to read the close code. */
async function rawSocket(headers: Record<string, string> = {}) {
  const socket = new WebSocket(sockets.url, { headers })
  const closed = once(socket, 'close') as Promise<[number, Buffer]>
  await once(socket, 'open')
  return { socket, closed }
}

/** One masked text frame, as a client sends it (RFC 6455 5.2); the payload under 126 bytes. */
function clientFrame(text: string): Buffer {
  const payload = Buffer.from(text)
  const mask = randomBytes(4)
  const masked = payload.map((byte, i) => byte ^ (mask[i % 4] as number))
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked])
}

/**
 * Opens /ws by hand, as a client that floods the shop would: writing thousands of frames costs the
 * test next to nothing then, so what a health request meets is the server's own work. `closeFrame`
 * answers the code and reason of the close frame the server sends.
 */
async function openByHand(headers: Record<string, string>): Promise<{ connection: Socket; closeFrame: Promise<{ code: number; reason: string }> }> {
  const url = new URL(sockets.url)
  const request = httpRequest({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    headers: { ...headers, connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': randomBytes(16).toString('base64') },
  })
  request.end()
  const [, connection, head] = (await once(request, 'upgrade')) as [unknown, Socket, Buffer]
  return { connection, closeFrame: readCloseFrame(connection, head) }
}

function readCloseFrame(connection: Socket, head: Buffer): Promise<{ code: number; reason: string }> {
  let received = head
  return new Promise((resolve, reject) => {
    const read = () => {
      // The server's frames are unmasked; its answers are short, so a length is one byte or three.
      for (;;) {
        if (received.length < 2) return
        const opcode = (received[0] as number) & 0x0f
        let length = (received[1] as number) & 0x7f
        let start = 2
        if (length === 126) {
          if (received.length < 4) return
          length = received.readUInt16BE(2)
          start = 4
        }
        if (received.length < start + length) return
        const payload = received.subarray(start, start + length)
        received = received.subarray(start + length)
        if (opcode === 0x8) {
          connection.destroy()
          return resolve({ code: payload.readUInt16BE(0), reason: payload.subarray(2).toString() })
        }
      }
    }
    connection.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      read()
    })
    connection.on('error', reject)
    connection.on('close', () => reject(new Error('closed without a close frame')))
    read()
  })
}

const healthUrl = () => sockets.url.replace(/^ws:/, 'http:').replace(/\/ws$/, '/api/health')

/** How long GET /api/health takes, over the network as a monitor asks it. */
async function timeHealth(): Promise<{ status: number; ms: number }> {
  const startedAt = performance.now()
  const response = await fetch(healthUrl())
  await response.arrayBuffer()
  return { status: response.status, ms: performance.now() - startedAt }
}

const overLimitWarnings = (since: number) =>
  logLines.slice(since).filter((line) => line.level === WARN && String(line.msg).includes('more messages'))

test('10,000 admin subscribes from one socket with a forged cookie: at most one session lookup, health answers within 1 s, the socket is closed with 1008 and logged once', async () => {
  const linesBefore = logLines.length
  // The test's first fetch sets up its HTTP client; not what is measured.
  await timeHealth()
  const { connection, closeFrame } = await openByHand({ cookie: forgedCookie })
  // 10,000 frames (0.4 MB) written at once; the health request goes out right behind them, while
  // the server reads and handles the flood.
  const frame = clientFrame(adminSubscribe)
  connection.write(Buffer.concat(Array.from({ length: 10_000 }, () => frame)))
  const health = await timeHealth()
  expect(health.status).toBe(200)
  expect(health.ms).toBeLessThan(1_000)

  expect(await closeFrame).toEqual({ code: OVER_LIMIT_CODE, reason: 'too many messages' })
  expect(OVER_LIMIT_CODE).toBe(1008)
  // One at most; none when the limit broke within the server's first read, before any was handled.
  expect(lookups.mock.calls.length).toBeLessThanOrEqual(1)

  // Once, as a warning, without the address, the cookie or a stack.
  const warnings = overLimitWarnings(linesBefore)
  expect(warnings).toHaveLength(1)
  expect(JSON.stringify(warnings[0])).not.toMatch(/127\.0\.0\.1|address|remote|forged|cookie|stack/)
  expect(logLines.slice(linesBefore).filter((line) => line.level > WARN)).toEqual([])

  // The shop goes on: after the flood, health is prompt and a new socket subscribes as usual.
  expect((await timeHealth()).ms).toBeLessThan(1_000)
  const next = await sockets.open()
  next.send({ type: 'subscribe', channel: 'live' })
  expect(await next.next()).toEqual({ type: 'subscribed', channel: 'live' })
}, 60_000)

test("within its limits, a socket with a forged cookie asking for the admin channel 90 times costs one lookup: 'no session' is kept", async () => {
  const socket = await sockets.open({ cookie: forgedCookie })
  for (let n = 0; n < 90; n++) socket.send({ type: 'subscribe', channel: 'admin' })
  for (let n = 0; n < 90; n++) expect(await socket.next()).toEqual({ type: 'error', message: messages.realtimeAdminOnly })
  expect(lookups.mock.calls.length).toBe(1)
  socket.send({ type: 'subscribe', channel: 'live' })
  expect(await socket.next()).toEqual({ type: 'subscribed', channel: 'live' })
})

test('a socket that waits for every answer but never stops is closed with 1008 once past the rate, after the burst a page may send', async () => {
  const linesBefore = logLines.length
  const { socket, closed } = await rawSocket()
  let answered = 0
  let isClosed = false
  void closed.then(() => (isClosed = true))
  socket.on('message', () => answered++)
  // One 'since' at a time, each sent once the last was answered: the queue never holds more than one.
  for (let sent = 0; sent < 2_000 && !isClosed; sent++) {
    socket.send(JSON.stringify({ type: 'since', at: Date.now() }))
    await Promise.race([once(socket, 'message'), closed])
  }
  const [code] = await closed
  expect(code).toBe(OVER_LIMIT_CODE)
  expect(answered).toBeGreaterThanOrEqual(MESSAGE_LIMITS.burst)
  expect(answered).toBeLessThan(2_000)
  const warnings = overLimitWarnings(linesBefore)
  expect(warnings).toHaveLength(1)
  expect(warnings[0]).toMatchObject({ limit: 'rate', ...MESSAGE_LIMITS })
}, 30_000)

test('messages waiting behind a slow session lookup: the socket is closed once 100 wait, though within the rate', async () => {
  const linesBefore = logLines.length
  let answerLookup = () => {}
  const lookupAnswered = new Promise<void>((resolve) => (answerLookup = resolve))
  // The database answers the admin subscribe only when the test says so.
  lookups.mockImplementation(async () => {
    await lookupAnswered
    return undefined
  })
  try {
    const { socket, closed } = await rawSocket({ cookie: forgedCookie })
    socket.send(adminSubscribe)
    const since = JSON.stringify({ type: 'since', at: Date.now() })
    for (let n = 1; n < MESSAGE_LIMITS.maxQueued; n++) socket.send(since)
    // The rate allows ten more a second; the queue, full behind the lookup, allows none.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    socket.send(since)
    const [code] = await closed
    expect(code).toBe(OVER_LIMIT_CODE)
    const warnings = overLimitWarnings(linesBefore)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatchObject({ limit: 'queue', ...MESSAGE_LIMITS })
    expect(lookups.mock.calls.length).toBe(1)
  } finally {
    answerLookup()
  }
})

/** What a page sends as it opens: a subscribe per channel it shows, then its 'since' (decision 044). */
function openPage(socket: TestSocket, channels: readonly RealtimeChannel[]): void {
  for (const channel of channels) socket.send({ type: 'subscribe', channel })
  socket.send({ type: 'since', at: Date.now() })
}

async function expectAnswers(socket: TestSocket, count: number): Promise<void> {
  for (let n = 0; n < count; n++) expect(await socket.next(), `answer ${n}`).toMatchObject({ type: expect.any(String) })
}

test("a page's own messages are never limited: every channel and a 'since' at load, navigations, a reload, with the admin session", async () => {
  const linesBefore = logLines.length
  const cookie = await loginAsAdmin(shop.app)
  const publicChannels = (Object.keys(realtimeChannels) as RealtimeChannel[]).filter((channel) => realtimeChannels[channel] === 'public')
  const allChannels = [...publicChannels, 'admin' as const]

  for (let reload = 0; reload < 2; reload++) {
    const page = await sockets.open({ cookie })
    // Everything at once, as the page writes it without waiting for answers.
    openPage(page, allChannels)
    // Three navigations back to back, each leaving every channel and subscribing it again.
    for (let navigation = 0; navigation < 3; navigation++) {
      for (const channel of allChannels) page.send({ type: 'unsubscribe', channel })
      for (const channel of allChannels) page.send({ type: 'subscribe', channel })
    }
    await expectAnswers(page, allChannels.length + 1 + 3 * 2 * allChannels.length)
    // Still open and still subscribed: an event reaches it.
    await shop.app.realtime.publish({ channel: 'admin', type: 'orders_changed' })
    expect(await page.next()).toEqual({ channel: 'admin', type: 'orders_changed' })
  }
  // One lookup per socket, however often each subscribed to the admin channel.
  expect(lookups.mock.calls.length).toBe(2)
  expect(overLimitWarnings(linesBefore)).toEqual([])
})

const ordersChanged: RealtimeEvent = { channel: 'admin', type: 'orders_changed' }
const marker: RealtimeEvent = { channel: 'live', type: 'live_status_updated', isLive: true }

test('concurrent admin subscribes of one socket share one lookup; it hears admin events, loses them at logout, and may not subscribe again', async () => {
  const cookie = await loginAsAdmin(shop.app)
  const admin = await sockets.open({ cookie })
  for (let n = 0; n < 5; n++) admin.send({ type: 'subscribe', channel: 'admin' })
  admin.send({ type: 'subscribe', channel: 'live' })
  for (let n = 0; n < 5; n++) expect(await admin.next()).toEqual({ type: 'subscribed', channel: 'admin' })
  expect(await admin.next()).toEqual({ type: 'subscribed', channel: 'live' })
  expect(lookups.mock.calls.length).toBe(1)

  // In the hub, calls that run side by side (not one after another, as a socket's queue makes them)
  // share the lookup too: a new socket with a forged cookie, the newest the server holds.
  await sockets.open({ cookie: forgedCookie })
  const serverSide = [...shop.app.websocketServer.clients].at(-1)
  if (!serverSide) throw new Error('no socket on the server')
  const answers = await Promise.all(Array.from({ length: 5 }, () => shop.app.realtime.hub.receive(serverSide, adminSubscribe)))
  expect(answers).toEqual(Array.from({ length: 5 }, () => ({ type: 'error', message: messages.realtimeAdminOnly })))
  expect(lookups.mock.calls.length).toBe(2)

  await shop.app.realtime.publish(ordersChanged)
  expect(await admin.next()).toEqual(ordersChanged)

  expect((await shop.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200)
  expect(await admin.next()).toEqual({ type: 'unsubscribed', channel: 'admin' })
  await shop.app.realtime.publish(ordersChanged)
  await shop.app.realtime.publish(marker)
  expect(await admin.next()).toEqual(marker)

  // The cached session is over: subscribing again is refused, without asking the database again.
  admin.send({ type: 'subscribe', channel: 'admin' })
  expect(await admin.next()).toEqual({ type: 'error', message: messages.realtimeAdminOnly })
  expect(lookups.mock.calls.length).toBe(2)
})
