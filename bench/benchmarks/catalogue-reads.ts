import autocannon from 'autocannon'
import Fastify from 'fastify'
import type { AddressInfo } from 'node:net'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { Benchmark, Row } from '../support/benchmark'
import { closeOnInterrupt } from '../support/cleanup'
import type { DatabaseTarget } from '../support/databases'
import { startBenchShop, type BenchShop } from '../support/shop'
import { addProduct, adminCookie, checkout, inBatches, markPaid } from '../support/shop-api'

/** Its target is in bench/RESULTS.md; BENCH_READS_SECONDS shortens a quick look. */
const SECONDS = Number(process.env.BENCH_READS_SECONDS ?? 10)
const CONNECTIONS = 100
/** Before each measured run, not counted: connections open and the code on the path is compiled. */
const WARM_UP_SECONDS = 2
const PRODUCTS = 500
const QUEUED_ORDERS = 300
const BUYERS = 120
const PATHS = ['/api/products', '/api/queue', '/api/collections', '/']

/** Where the time goes (decision 013): printed with every run, since the margin is thin. */
const WHERE_THE_TIME_GOES = [
  'Where the time goes: the first run (before the answer cache) spent 43 % of GET /api/products in PGlite',
  'reading rows, 8 % in Drizzle and 7 % in zod for every request (124 requests/s). The public reads are now',
  'built once per change and served from memory, compressed (decision 013), so no request reaches the',
  'database. What is left is the path of a request through the server. Measured as main-thread CPU time per',
  'request, the bare hello-world takes about 38 µs; the shop took about 75 µs, then about 55 µs once a cached',
  'answer left without a promise, the cookie plugin was gone and the API’s JSON answers carried only the',
  'security headers that matter for data. A CPU profile of that shop spends a third of its time in the',
  'writev system call (the answer going out, as for the baseline) and a quarter in Node’s HTTP code; Fastify’s',
  'request lifecycle and hooks, the request logger and the shop’s own code take the rest in small parts.',
  'The load generator, a single Node thread, shares the two cores, so each figure varies by up to 20 % between runs.',
].join(' ')

/** eventLoopDelayP99: of this process, where the shop runs, during the measured run. */
type Load = { requestsPerSecond: number; p99: number; errors: number; eventLoopDelayP99: number }

export const catalogueReads: Benchmark = {
  name: 'catalogue-reads',
  title: 'Catalogue and queue reads under load, against a bare Fastify hello-world',
  method: [
    `autocannon (in a worker thread, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up that`,
    "is not counted, each request with a browser's `Accept-Encoding: gzip, deflate, br`) on each path of the shop,",
    'one after the other, each just after a run on the baseline: a bare Fastify hello-world (`GET /` answering',
    '`{"hello":"world"}`) listening in the same process, so that each ratio compares two runs seconds apart on a',
    'machine whose speed drifts. The shop runs inside the benchmark’s Node process as `npm start` runs it (logging',
    `warnings only), with the production client, ${PRODUCTS} products and ${QUEUED_ORDERS} paid orders from`,
    `${BUYERS} buyers waiting in the queue, all added through the API beforehand. Errors are connection errors,`,
    'timeouts and answers other than 2xx. The event-loop delay is the p99 of `perf_hooks.monitorEventLoopDelay`',
    '(10 ms resolution) in the shop’s process during that path’s run. Server and load generator share the cores.',
  ].join(' '),

  async run(context) {
    const clientDir = await context.clientDir()
    const rows: Row[] = []
    const notes: string[] = []
    for (const target of context.databases) {
      const measured = await measureOn(target, clientDir, context.log)
      rows.push(...measured.rows)
      notes.push(measured.note)
    }
    notes.push('autocannon 9: requests/s is its mean over the run, latency p99 as it reports it.')
    notes.push(WHERE_THE_TIME_GOES)
    return { rows, notes }
  },
}

async function measureOn(target: DatabaseTarget, clientDir: string, log: (line: string) => void) {
  const baseline = await startBaseline()
  log(`${target.label}: starting and filling the shop`)
  const shop = await startBenchShop(target, { clientDir })
  try {
    const queued = await fillShop(shop)
    const rows: Row[] = []
    for (const path of PATHS) {
      log(`${target.label}: baseline, then GET ${path}`)
      const base = await cannon(baseline.url)
      const load = await cannon(`${shop.baseUrl}${path}`)
      const ratio = load.requestsPerSecond / base.requestsPerSecond
      rows.push({
        what: `${target.label}: GET ${path}`,
        figures: [
          { name: 'requests/s', value: load.requestsPerSecond, unit: '' },
          { name: 'baseline requests/s', value: base.requestsPerSecond, unit: '' },
          { name: '× baseline', value: ratio, unit: '' },
          { name: 'p99', value: load.p99, unit: 'ms' },
          { name: 'baseline p99', value: base.p99, unit: 'ms' },
          { name: 'errors', value: load.errors + base.errors, unit: '' },
          { name: 'event-loop delay p99', value: load.eventLoopDelayP99, unit: 'ms' },
        ],
        target: '≥ 0.5 × baseline, p99 < 50 ms, no errors',
        met: ratio >= 0.5 && load.p99 < 50 && load.errors === 0,
      })
    }
    const sizes = await Promise.all(PATHS.map((path) => answerSize(`${shop.baseUrl}${path}`)))
    const sizeText = PATHS.map((path, index) => `${path} ${sizes[index]}`).join(', ')
    return { rows, note: `${target.label}: ${queued} orders in the queue during the run. Answer sizes: ${sizeText}.` }
  } finally {
    await shop.close()
    await baseline.close()
  }
}

/** The answer's size on the wire as a browser asks for it, with its encoding. */
async function answerSize(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } })
  const body = await response.arrayBuffer()
  const encoding = response.headers.get('content-encoding')
  // fetch decodes a compressed body; its length then is the uncompressed size.
  return `${(body.byteLength / 1024).toFixed(1)} KiB${encoding ? ` before ${encoding}` : ' uncompressed'}`
}

/** The bare Fastify hello-world, listening beside the shop for the whole run. */
async function startBaseline(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify()
  app.get('/', async () => ({ hello: 'world' }))
  const close = closeOnInterrupt(() => app.close())
  try {
    await app.listen({ port: 0, host: '127.0.0.1' })
  } catch (error) {
    await close()
    throw error
  }
  const { port } = app.server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, close }
}

async function cannon(url: string): Promise<Load> {
  // As a browser asks: it takes a compressed answer.
  const headers = { 'accept-encoding': 'gzip, deflate, br' }
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, workers: 1, headers })
  const loop = monitorEventLoopDelay({ resolution: 10 })
  loop.enable()
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, workers: 1, headers })
  loop.disable()
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    eventLoopDelayP99: loop.percentile(99) / 1e6,
  }
}

/** Products up to PRODUCTS, and QUEUED_ORDERS paid one-pack orders from BUYERS buyers; the queue's length. */
async function fillShop(shop: BenchShop): Promise<number> {
  const cookie = await adminCookie(shop.baseUrl)
  const existing = ((await (await fetch(`${shop.baseUrl}/api/products`)).json()) as unknown[]).length
  const productIds: number[] = []
  await inBatches(PRODUCTS - existing, 8, async (index) => {
    productIds.push(await addProduct(shop.baseUrl, cookie, { name: `Bench Booster ${index + 1}`, stock: 1_000 }))
  })
  await inBatches(QUEUED_ORDERS, 8, async (index) => {
    const answer = await checkout(shop.baseUrl, `bench_buyer_${index % BUYERS}`, productIds[index % productIds.length] as number)
    if (!answer.paymentId) throw new Error(`checkout answered ${answer.status}`)
    await markPaid(shop.baseUrl, answer.paymentId)
  })
  return ((await (await fetch(`${shop.baseUrl}/api/queue`)).json()) as unknown[]).length
}
