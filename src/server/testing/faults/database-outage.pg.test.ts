import { afterEach, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { messages } from '#shared/contracts/messages'
import { addDropProducts, loginAsSeller } from './drop'
import { findPostgresBinaries, startPrivatePostgres, type PrivatePostgres } from './private-postgres'
import { freePort, loggedErrors, startShop, type ShopProcess } from './shop-process'
import { percentile, startSteadyLoad, type Sample } from './steady-load'

const bin = findPostgresBinaries()
const inCi = process.env.CI === 'true'
if (!bin && !inCi) {
  console.warn('database outage test skipped: no PostgreSQL server programs (apt-get install postgresql); CI fails instead')
}

/** How long a buyer waits before a request that hangs counts as broken. */
const PATIENCE_MS = 5_000
const OUTAGE_MS = 4_000

let postgres: PrivatePostgres | undefined
let shop: ShopProcess | undefined

afterEach(async () => {
  shop?.signal('SIGKILL')
  await shop?.exited
  await postgres?.remove()
  shop = undefined
  postgres = undefined
})

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms))

test.skipIf(!bin && !inCi)(
  'PostgreSQL stopped under load: quick Dutch 503s, /api/health 503, and the shop recovers by itself when it returns',
  async () => {
    if (!bin) throw new Error('CI needs the PostgreSQL server programs for the outage test (apt-get install postgresql)')
    postgres = await startPrivatePostgres(bin)
    shop = await startShop({ port: await freePort(), databaseUrl: postgres.url })
    const cookie = await loginAsSeller(shop.url)
    const [productId = 0] = (await addDropProducts(shop.url, cookie, [1_000_000], 'storing')).keys()
    const feed = await listen(`${shop.url.replace('http', 'ws')}/ws`)
    const load = startSteadyLoad(shop.url, productId, 8)

    await wait(1_000)
    const stoppingAt = Date.now()
    await postgres.stop()
    const stoppedAt = Date.now()
    await wait(OUTAGE_MS)
    const startingAt = Date.now()
    await postgres.start()
    const recovered = await waitFor(() => load.samples.some((s) => s.route === 'checkout' && s.startedAt > startingAt && s.status === 200), 30_000)
    const recoveredAt = Date.now()
    await wait(1_000)
    const samples = await load.stop()
    feed.socket.close()

    const answered = (s: Sample) => s.status !== 0
    const duringOutage = samples.filter((s) => s.startedAt >= stoppedAt && s.startedAt < startingAt)
    const failures = samples.filter((s) => s.status !== 200)
    const firstHealth503 = samples.find((s) => s.route === 'health' && s.startedAt >= stoppingAt && s.status === 503)
    const firstHealth200 = samples.find((s) => s.route === 'health' && s.startedAt >= startingAt && s.status === 200)
    console.info(
      `outage figures: ${duringOutage.length} requests during ${OUTAGE_MS} ms without PostgreSQL, answered in ` +
        `median ${percentile(duringOutage.map((s) => s.ms), 0.5)} ms / slowest ${percentile(duringOutage.map((s) => s.ms), 1)} ms; ` +
        `health 503 ${firstHealth503 ? firstHealth503.startedAt + firstHealth503.ms - stoppingAt : '-'} ms after the stop began; ` +
        `health 200 ${firstHealth200 ? firstHealth200.startedAt + firstHealth200.ms - startingAt : '-'} ms and a checkout ` +
        `${recoveredAt - startingAt} ms after PostgreSQL was started again; realtime resync after ${feed.resyncAt() ? feed.resyncAt() - startingAt : '-'} ms`,
    )

    // The shop answered every request: no resets, no hangs, no 500s.
    expect(samples.filter((s) => !answered(s)), shop.output().slice(-4_000)).toEqual([])
    expect(failures.map((s) => s.status).filter((status) => status !== 503), loggedErrors(shop.output()).join('\n')).toEqual([])
    for (const failure of failures) {
      const expected = failure.route === 'health' ? { status: 'unavailable', message: messages.databaseUnavailable } : { message: messages.databaseUnavailable }
      expect(failure.body).toEqual(expected)
    }
    // Without the database, every request fails, and fast.
    expect(duringOutage.length).toBeGreaterThan(10)
    expect(duringOutage.filter((s) => s.status !== 503)).toEqual([])
    expect(percentile(duringOutage.map((s) => s.ms), 1)).toBeLessThan(PATIENCE_MS)
    expect(firstHealth503).toBeDefined()
    // Back by itself: requests succeed again, and the live feed tells browsers to catch up.
    expect(recovered).toBe(true)
    expect(firstHealth200).toBeDefined()
    expect(samples.filter((s) => s.startedAt > recoveredAt && s.status !== 200)).toEqual([])
    expect(feed.resyncAt()).toBeGreaterThan(startingAt)
    expect(feed.stockUpdatesAfter(recoveredAt)).toBeGreaterThan(0)

    expect(await stopGracefully(shop)).toEqual({ code: 0, signal: null })
  },
  90_000,
)

/** A browser's live feed, subscribed to stock updates, noting when the shop asked it to resync. */
async function listen(url: string) {
  const socket = new WebSocket(url)
  let resyncAt = 0
  const stockUpdates: number[] = []
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type?: string }
    if (message.type === 'resync' && !resyncAt) resyncAt = Date.now()
    if (message.type === 'stock_update') stockUpdates.push(Date.now())
  })
  await new Promise((done, fail) => socket.once('open', done).once('error', fail))
  socket.send(JSON.stringify({ type: 'subscribe', channel: 'stock' }))
  return {
    socket,
    resyncAt: () => resyncAt,
    stockUpdatesAfter: (at: number) => stockUpdates.filter((t) => t > at).length,
  }
}

async function waitFor(condition: () => boolean, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs
  while (Date.now() < deadline) {
    if (condition()) return true
    await wait(50)
  }
  return condition()
}

function stopGracefully(process: ShopProcess) {
  process.signal('SIGTERM')
  return process.exited
}
