import { existsSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { messages } from '#shared/contracts/messages'
import { embeddedPaths, openEmbedded } from '#server/platform/database'
import { auditShopData } from './audit'
import { addDropProducts, buyerHeaders, checkoutRequest, loginAsSeller, paymentIdOf, type AnsweredCheckout } from './drop'
import { keepAliveClient } from './keep-alive-client'
import { targetForThisProject } from './project-target'
import { freePort, startShop, type ShopProcess } from './shop-process'
import { readClusterState, type FaultTarget } from './targets'

const CHECKOUTS = 150
/** Enough answers that the shop has surely read every request, few enough that most are still being worked on. */
const SIGNAL_AFTER_ANSWERS = 5

let target: FaultTarget | undefined
let shop: ShopProcess | undefined

afterEach(async () => {
  shop?.signal('SIGKILL')
  await shop?.exited
  await target?.dispose()
  shop = undefined
  target = undefined
})

type Outcome = { status: number; body: unknown; afterSignal: boolean } | { error: string }

test('SIGTERM during a burst of checkouts: every one in flight is finished, sockets are told to reconnect, the database closes cleanly', async () => {
  target = await targetForThisProject()
  shop = await startShop({ port: await freePort(), ...target.environment })
  const cookie = await loginAsSeller(shop.url)
  const initialStock = await addDropProducts(shop.url, cookie, [60, 30], 'sigterm')
  const productIds = [...initialStock.keys()]
  const socket = await openSocket(`${shop.url.replace('http', 'ws')}/ws`)
  const client = keepAliveClient(shop.url, CHECKOUTS)
  await client.warmUp()

  let signalled = false
  let answered = 0
  let lastAnswerAt = 0
  let enoughAnswered = () => {}
  const signalNow = new Promise<void>((done) => (enoughAnswered = done))
  const linesOf = (n: number) => new Map([[productIds[n % productIds.length] ?? 0, 1]])
  const requests = Array.from({ length: CHECKOUTS }, (_, n) =>
    client.send('POST', '/api/payments', checkoutRequest(n, linesOf(n)), buyerHeaders(n)).then(
      (answer): Outcome => {
        if (++answered === SIGNAL_AFTER_ANSWERS) enoughAnswered()
        lastAnswerAt = Date.now()
        return { ...answer, afterSignal: signalled }
      },
      (error: unknown): Outcome => ({ error: String(error) }),
    ),
  )
  await signalNow
  shop.signal('SIGTERM')
  signalled = true
  const outcomes = await Promise.all(requests)
  const exit = await shop.exited
  const exitAfterLastAnswerMs = Date.now() - lastAnswerAt
  client.close()

  expect(exit, shop.output()).toEqual({ code: 0, signal: null })
  // Not held up by the buyers' idle keep-alive connections (Fastify keeps them 72 s); docker stop waits 10 s.
  expect(exitAfterLastAnswerMs).toBeLessThan(10_000)
  expect(outcomes.filter((o) => 'error' in o)).toEqual([])
  const checkouts: AnsweredCheckout[] = []
  let finishedAfterSignal = 0
  for (const [n, outcome] of outcomes.entries()) {
    if ('error' in outcome) continue
    const body = outcome.body as { url?: string; message?: string }
    if (outcome.status === 200 && body.url) {
      checkouts.push({ paymentId: paymentIdOf(body.url), lines: linesOf(n) })
      if (outcome.afterSignal) finishedAfterSignal++
    } else {
      expect({ status: outcome.status, message: typeof body.message }).toEqual({ status: 409, message: 'string' })
    }
  }
  console.info(
    `graceful stop figures (${target.kind}): SIGTERM after ${SIGNAL_AFTER_ANSWERS} of ${CHECKOUTS} checkouts; ` +
      `${finishedAfterSignal} confirmed after the signal, ${checkouts.length} in all; exit ${exitAfterLastAnswerMs} ms after the last answer`,
  )
  // Checkouts in flight when the signal came were finished, not cut off.
  expect(finishedAfterSignal).toBeGreaterThan(0)
  expect(await socket.closed).toBe(1012)

  if (target.kind === 'pglite' && target.environment.dataDir) {
    const dataDir = target.environment.dataDir
    expect(existsSync(embeddedPaths(dataDir).lock)).toBe(false)
    expect(await readClusterState(dataDir)).toBe('shut down')
    const reopened = await openEmbedded(dataDir)
    await reopened.close()
  }
  const audit = await target.snapshot((query) => auditShopData(query, { initialStock, checkouts }))
  expect(audit.violations).toEqual([])
  expect(audit.payments).toBe(checkouts.length)
}, 120_000)

test('a request that reaches the shop while it is closing gets a Dutch 503, and the shop still exits cleanly', async () => {
  target = await targetForThisProject()
  shop = await startShop({ port: await freePort(), ...target.environment })
  const socket = await openSocket(`${shop.url.replace('http', 'ws')}/ws`)
  // Half a request before the signal, the rest once the shop is closing.
  const raw = await rawConnection(new URL(shop.url))
  raw.write('GET /api/products HTTP/1.1\r\nHost: 127.0.0.1\r\n')

  shop.signal('SIGTERM')
  expect(await socket.closed).toBe(1012)
  raw.write('\r\n')
  const response = await raw.response

  expect(response).toMatch(/^HTTP\/1\.1 503 /)
  expect(response.toLowerCase()).toContain('connection: close')
  expect(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4))).toEqual({ message: messages.databaseUnavailable })
  expect(await shop.exited, shop.output()).toEqual({ code: 0, signal: null })
}, 120_000)

/** A TCP connection to the shop; `response` is everything it sent back once it closed the connection. */
async function rawConnection(url: URL): Promise<Socket & { response: Promise<string> }> {
  const socket = connect(Number(url.port), url.hostname)
  await new Promise<void>((done, fail) => socket.once('connect', done).once('error', fail))
  let text = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => (text += chunk))
  const response = new Promise<string>((done) => socket.once('close', () => done(text)))
  return Object.assign(socket, { response })
}

/** Connects a WebSocket; once open, `closed` tells the close code the server will send. */
function openSocket(url: string): Promise<{ closed: Promise<number> }> {
  const socket = new WebSocket(url)
  const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)))
  return new Promise((done, fail) => {
    socket.once('open', () => done({ closed }))
    socket.once('error', fail)
  })
}
