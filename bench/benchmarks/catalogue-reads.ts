import autocannon from 'autocannon'
import { readFile } from 'node:fs/promises'
import { get } from 'node:http'
import type { Benchmark, Figure, Row } from '../support/benchmark'
import { createBenchDatabase, type DatabaseTarget } from '../support/databases'
import { SENT_BY_NODE, startHelloWorldProcess, type RecordedAnswer } from '../support/hello-world-server'
import { addProduct, adminCookie, checkout, inBatches, markPaid } from '../support/shop-api'
import { ensureClientBuilt, startShopServer } from '../support/shop-server'
import { mainThreadCpuMs } from '../support/thread-cpu'

/** Its target is in bench/RESULTS.md; BENCH_READS_SECONDS shortens a quick look. */
const SECONDS = Number(process.env.BENCH_READS_SECONDS ?? 10)
const CONNECTIONS = 100
/** Before each measured run, not counted: connections open and the code on the path is compiled. */
const WARM_UP_SECONDS = 2
/** The shop and the bare server take turns in this many slices of SECONDS / SLICES each (sideBySide). */
const SLICES = 4
const PRODUCTS = 500
const QUEUED_ORDERS = 300
const BUYERS = 120
/** The demo collection whose page, answer and products are read (SEED_DEMO_PRODUCTS). */
const COLLECTION_SLUG = 'booster-packs'

/**
 * Every public read a buyer's phone makes during a stream (decision 065): the lists, the queue and its
 * head, a collection by its slug and its products, and the three kinds of page rendered with their
 * data (home, a collection, a page of text). `:id` is the collection's id, read after filling.
 */
const PATHS = [
  '/api/products',
  '/api/queue',
  '/api/queue/head',
  '/api/collections',
  `/api/collections/slug/${COLLECTION_SLUG}`,
  '/api/collections/:id/products',
  '/',
  `/collections/${COLLECTION_SLUG}`,
  '/terms',
]

/** Where the time goes (decisions 013, 025, 046 and 065): printed with every run, since the margin is thin. */
const WHERE_THE_TIME_GOES = [
  [
    'Where the time goes, in-process: the first run (before the answer cache) spent 43 % of GET /api/products',
    'in PGlite reading rows, 8 % in Drizzle and 7 % in zod for every request (124 requests/s). The public reads',
    'are now built once per change and served from memory, compressed (decision 013), so no request reaches the',
    'database.',
  ],
  [
    'Where the time goes as `npm start` runs it (decision 025): the shop wrote two JSON lines for every request',
    '(‘incoming request’, ‘request completed’), 17 % of its main thread’s busy time; with a line only for a',
    'failed or slow answer (the default since) it took 40–46 µs of CPU per request against 23–27 µs for the',
    'hello-world. Once pages came with their data (decision 046), the writev system call that sends the answer',
    'took 36–49 % of the busy time, and a bare Fastify sending the same bytes reached only 0.28–0.40 × the',
    'hello-world with the uncompressed answers: the size of the answer, not the shop, bounds that ratio.',
  ],
  [
    'Where the time goes since decision 065: measured against a bare Fastify sending each answer with every',
    'header the shop sent, the shop took 12–60 µs of main-thread CPU per request more than that server (about',
    '22–30 µs), 0.35–0.77 × its requests/s: Fastify’s way to the cached bytes (routing, request and reply objects,',
    'nine hooks, an async metrics hook in which prom-client hashed its labels twice, a child logger) cost more',
    'than sending them. GET /api/collections/slug/… read the database for every request (0.04 ×). The public',
    'reads kept in memory now go out before the router (src/server/platform/fast-lane.ts) with the same status,',
    'headers and bytes, and the collection by its slug is kept in memory like the rest. In a CPU profile of the',
    'shop under load on GET /, the lane’s own code is about 5 % of the busy time; Node’s HTTP code and writev',
    'the rest.',
  ],
  [
    'On a quiet machine the server is the bottleneck (its main thread near 100 %), and the ratio to the baseline',
    'follows the ratio of their CPU per request. The load generator, a single Node thread, shares the two cores',
    'with the server, and the machine’s other work takes turns with both, so requests/s and CPU per request vary',
    'by 20 % or more between runs, and even between two runs seconds apart; compare figures within one run.',
  ],
].map((lines) => lines.join(' '))

/**
 * How a client asks for an answer: `br` as browsers ask over HTTP, `gzip` as some others do, `none`
 * without the header, as a script or a plain HTTP client does. The shop's cache keeps an answer in all three.
 */
type Encoding = { name: 'br' | 'gzip' | 'none'; headers: Record<string, string> }
const BR: Encoding = { name: 'br', headers: { 'accept-encoding': 'gzip, deflate, br' } }
const GZIP: Encoding = { name: 'gzip', headers: { 'accept-encoding': 'gzip, deflate' } }
const NONE: Encoding = { name: 'none', headers: {} }
const ENCODINGS = [BR, GZIP, NONE]

/** One server the load is aimed at: its URL and the process whose main thread answers it. */
type Target = { url: string; pid: number }

/** cpuPerRequest: µs of the server's main thread. */
type Load = { requestsPerSecond: number; p99: number; errors: number; cpuPerRequest: number }

/**
 * The target (decision 065, after decision 044's 0.7 × the hello-world, which the size of an answer
 * alone ruled out): on every path in every encoding, the shop as npm start runs it at least 0.9 × a
 * bare Fastify sending the same answer, its own p99 under 20 ms, no errors.
 */
const MIN_RATIO = 0.9
const MAX_P99_MS = 20
const TARGET = `≥ ${MIN_RATIO} × same answer, bare; p99 < ${MAX_P99_MS} ms; no errors`
/**
 * The bound (decision 045) on the resident memory of the shop's process after the runs, with PGlite, whose
 * database lives in that process; with PostgreSQL it lives elsewhere and the figure is information.
 */
const MAX_PGLITE_RSS_MIB = 350
const MEMORY_TABLE = 'Memory of the shop as `npm start` runs it'

/** Resident memory of a process, in MiB: VmRSS, and smaps_rollup's Rss split into anonymous and file-backed pages. */
type Memory = { vmRss: number; rss: number; anonymous: number; fileBacked: number }

export const catalogueReads: Benchmark = {
  name: 'catalogue-reads',
  title: 'Public reads under load, against a bare Fastify sending the same answer',
  method: [
    `autocannon (in a worker thread of the benchmark, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s`,
    'of warm-up that is not counted) on each public read of the shop, in the encodings browsers and other clients',
    'ask for: `br` (`Accept-Encoding: gzip, deflate, br`), `gzip` (`Accept-Encoding: gzip, deflate`) and `none` (no',
    'Accept-Encoding header). The shop runs as `npm start` runs it: `src/server/main.ts` in a Node process of its',
    'own with the default settings, serving dist/client, its log going to a file as a service manager keeps it',
    '(JSON, with the default request log of decision 025). It holds the production client, the demo collections,',
    `${PRODUCTS} products and ${QUEUED_ORDERS} paid orders from ${BUYERS} buyers waiting in the queue, all added through the`,
    'API beforehand. The baseline (decision 065) is a bare Fastify (no logger, no hooks) in a Node process of its',
    'own whose `GET /same-answer` sends the answer the shop gave for that path in that encoding, read just before:',
    'its status, its bytes and every header the shop sent with them (security headers, ETag, cache-control, vary,',
    'content type and encoding; Node adds date, connection and content-length to both). After a warm-up of each,',
    `the shop and the baseline take turns under the same load, ${SLICES} turns of ${SECONDS / SLICES} s each, so that both meet`,
    'the same drift of a machine whose speed changes from second to second (requests/s over all of a server’s',
    'turns, p99 the highest of its turns’): `× same answer, bare` is what the shop adds to what sending its answer costs Node and the',
    'kernel. Each path also has one run of a bare Fastify hello-world (`GET /` answering `{"hello":"world"}`) in',
    'the same process, before the shop’s runs, as information. Errors are connection errors, timeouts and',
    'answers other than 2xx. CPU per request is the CPU time of the server’s main thread (its event loop, which',
    'makes and sends every answer) during the measured run, divided by the requests answered, read from /proc in',
    'steps of 10 ms. Servers and load generator share the cores. After all the runs on a database, the resident',
    'set size of the shop’s process is read from /proc/<pid>/status (VmRSS): at most',
    `${MAX_PGLITE_RSS_MIB} MiB with PGlite, whose database lives in that process, is the target; with PostgreSQL it is`,
    'information. The notes split /proc/<pid>/smaps_rollup’s Rss into anonymous pages (heaps, buffers,',
    'WebAssembly memory) and file-backed ones (Rss − Anonymous), and give each answer’s body size as sent in each',
    'encoding (read with node:http, which does not decode it).',
  ].join(' '),

  async run(context) {
    // As npm start does before it starts the shop.
    await ensureClientBuilt()
    const rows: Row[] = []
    const memoryRows: Row[] = []
    const notes: string[] = []
    for (const target of context.databases) {
      const measured = await measureOn(target, context.log)
      rows.push(...measured.rows)
      memoryRows.push(measured.memoryRow)
      notes.push(...measured.notes)
    }
    // A table of their own after the reads: one figure that no row of the reads has.
    rows.push(...memoryRows)
    notes.push('autocannon 9: requests/s is its mean over the run, latency p99 as it reports it.')
    notes.push(...WHERE_THE_TIME_GOES)
    return { rows, notes }
  },
}

async function measureOn(target: DatabaseTarget, log: (line: string) => void) {
  // Closed in reverse order, whatever failed.
  const closers: (() => Promise<void>)[] = []
  try {
    log(`${target.label}: starting and filling the shop as npm start runs it`)
    const ownDatabase = target.kind === 'postgres' ? await createBenchDatabase(target.serverUrl) : undefined
    if (ownDatabase) closers.push(ownDatabase.drop)
    const baseline = await startHelloWorldProcess()
    closers.push(baseline.close)
    const server = await startShopServer({ databaseUrl: ownDatabase?.url, env: { SEED_DEMO_PRODUCTS: 'true' } })
    closers.push(() => server.stop())
    const queued = await fillShop(server.baseUrl)
    const collectionId = await collectionIdOf(server.baseUrl, COLLECTION_SLUG)
    const paths = PATHS.map((path) => path.replace(':id', String(collectionId)))

    const rows: Row[] = []
    const bare = { url: `${baseline.url}same-answer`, pid: baseline.pid }
    for (const path of paths) {
      log(`${target.label}: hello-world, then GET ${path} (${ENCODINGS.map((e) => e.name).join(', ')}), each beside the same answer sent bare`)
      // The hello-world compresses nothing: how it is asked makes no difference to it.
      const helloWorld = await cannon({ url: baseline.url, pid: baseline.pid }, BR)
      const url = `${server.baseUrl}${path}`
      await baseline.setAnswers(await Promise.all(ENCODINGS.map((encoding) => recordAnswer(url, encoding))))
      for (const encoding of ENCODINGS) {
        const [load, same] = await sideBySide({ url, pid: server.pid }, bare, encoding)
        rows.push(rowOf(`${target.label}: GET ${path} (${encoding.name})`, load, same, helloWorld))
      }
    }
    const memory = await memoryOf(server.pid)
    const sizes: string[] = []
    for (const path of paths) sizes.push(`${path} ${await answerSizes(`${server.baseUrl}${path}`)}`)
    return {
      rows,
      memoryRow: memoryRow(target, memory),
      notes: [
        `${target.label}: ${queued} orders in the queue during the run. Answer sizes (the body as sent): ${sizes.join('; ')}.`,
        `${target.label}: the shop’s process as \`npm start\` runs it, after the runs: VmRSS ${mib(memory.vmRss)}; of` +
          ` smaps_rollup’s Rss of ${mib(memory.rss)}, ${mib(memory.anonymous)} anonymous and ${mib(memory.fileBacked)} file-backed.`,
      ],
    }
  } finally {
    for (const close of closers.reverse()) await close()
  }
}

function rowOf(what: string, load: Load, same: Load, helloWorld: Load): Row {
  const ratio = load.requestsPerSecond / same.requestsPerSecond
  const figures: Figure[] = [
    { name: 'requests/s', value: load.requestsPerSecond, unit: '' },
    { name: 'same answer, bare: requests/s', value: same.requestsPerSecond, unit: '' },
    { name: '× same answer, bare', value: ratio, unit: '' },
    { name: 'p99', value: load.p99, unit: 'ms' },
    { name: 'bare p99', value: same.p99, unit: 'ms' },
    { name: 'errors', value: load.errors + same.errors, unit: '' },
    { name: 'CPU per request', value: load.cpuPerRequest, unit: 'µs' },
    { name: 'bare CPU per request', value: same.cpuPerRequest, unit: 'µs' },
    { name: 'hello-world requests/s', value: helloWorld.requestsPerSecond, unit: '' },
    { name: '× hello-world', value: load.requestsPerSecond / helloWorld.requestsPerSecond, unit: '' },
  ]
  return { what, figures, target: TARGET, met: ratio >= MIN_RATIO && load.p99 < MAX_P99_MS && load.errors === 0 }
}

function memoryRow(target: DatabaseTarget, memory: Memory): Row {
  const row: Row = {
    what: `${target.label}, as npm start runs it: RSS after the run`,
    figures: [{ name: 'RSS', value: memory.vmRss, unit: 'MiB' }],
    table: MEMORY_TABLE,
  }
  if (target.kind !== 'pglite') return row
  return { ...row, target: `≤ ${MAX_PGLITE_RSS_MIB} MiB`, met: memory.vmRss <= MAX_PGLITE_RSS_MIB }
}

/** A process's resident memory, read from /proc (Linux). */
async function memoryOf(pid: number): Promise<Memory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8')
  const rss = kibField(rollup, 'Rss') / 1024
  const anonymous = kibField(rollup, 'Anonymous') / 1024
  return { vmRss: kibField(status, 'VmRSS') / 1024, rss, anonymous, fileBacked: rss - anonymous }
}

/** The figure of a `Name:   1234 kB` line of a /proc file, in KiB. */
function kibField(text: string, name: string): number {
  const kib = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(text)?.[1]
  if (kib === undefined) throw new Error(`no ${name} line in /proc`)
  return Number(kib)
}

function mib(value: number): string {
  return `${value.toFixed(0)} MiB`
}

/** One answer's body as sent in each encoding, e.g. `br 11.2 KiB, gzip 13.9 KiB, uncompressed 84.0 KiB`. */
async function answerSizes(url: string): Promise<string> {
  const sizes: string[] = []
  for (const encoding of [BR, GZIP, NONE]) {
    const { body, headers } = await recordAnswer(url, encoding)
    const contentEncoding = headers['content-encoding'] ?? headers['Content-Encoding']
    const bytes = body.length
    // A small answer goes out uncompressed whatever is asked (the answer cache's MIN_COMPRESS_BYTES).
    const sentAs = (contentEncoding ?? 'none') === encoding.name ? '' : ` (sent ${contentEncoding ?? 'uncompressed'})`
    sizes.push(`${encoding.name === 'none' ? 'uncompressed' : encoding.name} ${(bytes / 1024).toFixed(1)} KiB${sentAs}`)
  }
  return sizes.join(', ')
}

/** The answer as it came over the connection: node:http, unlike fetch, does not decode its body. */
function recordAnswer(url: string, encoding: Encoding): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: encoding.headers }, (response) => {
      if (response.statusCode !== 200) {
        response.resume()
        reject(new Error(`GET ${url} answered ${response.statusCode}`))
        return
      }
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        // As the shop wrote them (rawHeaders keeps their case and order), but for what Node writes itself.
        const headers: Record<string, string> = {}
        for (let index = 0; index + 1 < response.rawHeaders.length; index += 2) {
          const [name = '', value = ''] = [response.rawHeaders[index], response.rawHeaders[index + 1]]
          if (!SENT_BY_NODE.has(name.toLowerCase())) headers[name] = value
        }
        resolve({ acceptEncoding: encoding.headers['accept-encoding'] ?? '', status: response.statusCode ?? 200, headers, body: Buffer.concat(chunks) })
      })
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

/** One run of autocannon, with the CPU time the target's main thread spent meanwhile. */
async function cannonRun(target: Target, encoding: Encoding, seconds: number) {
  const before = await mainThreadCpuMs(target.pid)
  const result = await autocannon({ url: target.url, connections: CONNECTIONS, duration: seconds, workers: 1, headers: encoding.headers })
  return { result, cpuMs: (await mainThreadCpuMs(target.pid)) - before }
}

/** A warm-up, then SECONDS of load: the hello-world's run. */
async function cannon(target: Target, encoding: Encoding): Promise<Load> {
  await cannonRun(target, encoding, WARM_UP_SECONDS)
  const { result, cpuMs } = await cannonRun(target, encoding, SECONDS)
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerRequest: (cpuMs * 1000) / Math.max(1, result.requests.total),
  }
}

/**
 * The shop and the bare server under the same load, in SLICES turns of SECONDS / SLICES each after a
 * warm-up of each: the machine's speed drifts over seconds, and turns this short put both under the
 * same drift. Requests/s is over all of a server's turns; p99 the highest of its turns'.
 */
async function sideBySide(shop: Target, bare: Target, encoding: Encoding): Promise<[Load, Load]> {
  for (const target of [shop, bare]) await cannonRun(target, encoding, WARM_UP_SECONDS)
  const totals = [shop, bare].map(() => ({ requests: 0, seconds: 0, p99: 0, errors: 0, cpuMs: 0 }))
  for (let slice = 0; slice < SLICES; slice++) {
    for (const [index, target] of [shop, bare].entries()) {
      const { result, cpuMs } = await cannonRun(target, encoding, SECONDS / SLICES)
      const total = totals[index] as (typeof totals)[number]
      total.requests += result.requests.total
      total.seconds += result.duration
      total.p99 = Math.max(total.p99, result.latency.p99)
      total.errors += result.errors + result.timeouts + result.non2xx
      total.cpuMs += cpuMs
    }
  }
  const [ofShop, ofBare] = totals.map((total) => ({
    requestsPerSecond: total.requests / total.seconds,
    p99: total.p99,
    errors: total.errors,
    cpuPerRequest: (total.cpuMs * 1000) / Math.max(1, total.requests),
  })) as [Load, Load]
  return [ofShop, ofBare]
}

/** The id of the collection with this slug, as the storefront finds it. */
async function collectionIdOf(baseUrl: string, slug: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/collections/slug/${slug}`)
  if (!response.ok) throw new Error(`GET /api/collections/slug/${slug} answered ${response.status}`)
  return ((await response.json()) as { id: number }).id
}

/** Products up to PRODUCTS, and QUEUED_ORDERS paid one-pack orders from BUYERS buyers; the queue's length. */
async function fillShop(baseUrl: string): Promise<number> {
  const cookie = await adminCookie(baseUrl)
  const existing = ((await (await fetch(`${baseUrl}/api/products`)).json()) as unknown[]).length
  const productIds: number[] = []
  await inBatches(PRODUCTS - existing, 8, async (index) => {
    productIds.push(await addProduct(baseUrl, cookie, { name: `Bench Booster ${index + 1}`, stock: 1_000 }))
  })
  await inBatches(QUEUED_ORDERS, 8, async (index) => {
    const answer = await checkout(baseUrl, `bench_buyer_${index % BUYERS}`, productIds[index % productIds.length] as number)
    if (!answer.paymentId) throw new Error(`checkout answered ${answer.status}`)
    await markPaid(baseUrl, answer.paymentId)
  })
  return ((await (await fetch(`${baseUrl}/api/queue`)).json()) as unknown[]).length
}
