import autocannon from 'autocannon'
import { readFile } from 'node:fs/promises'
import { get } from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { Benchmark, Figure, Row } from '../support/benchmark'
import { createBenchDatabase, type DatabaseTarget } from '../support/databases'
import { SENT_BY_NODE, startHelloWorld, startHelloWorldProcess, type HelloWorld, type RecordedAnswer } from '../support/hello-world-server'
import { startBenchShop } from '../support/shop'
import { addProduct, adminCookie, checkout, inBatches, markPaid } from '../support/shop-api'
import { ensureClientBuilt, startShopServer } from '../support/shop-server'
import { mainThreadCpuMs } from '../support/thread-cpu'

/** Its target is in bench/RESULTS.md; BENCH_READS_SECONDS shortens a quick look. */
const SECONDS = Number(process.env.BENCH_READS_SECONDS ?? 10)
const CONNECTIONS = 100
/** Before each measured run, not counted: connections open and the code on the path is compiled. */
const WARM_UP_SECONDS = 2
const PRODUCTS = 500
const QUEUED_ORDERS = 300
const BUYERS = 120
const PATHS = ['/api/products', '/api/queue', '/api/collections', '/']

/** Where the time goes (decisions 013 and 025): printed with every run, since the margin is thin. */
const WHERE_THE_TIME_GOES = [
  [
    'Where the time goes, in-process: the first run (before the answer cache) spent 43 % of GET /api/products',
    'in PGlite reading rows, 8 % in Drizzle and 7 % in zod for every request (124 requests/s). The public reads',
    'are now built once per change and served from memory, compressed (decision 013), so no request reaches the',
    'database. What is left is the path of a request through the server. Measured as main-thread CPU time per',
    'request, the bare hello-world took about 38 µs; the shop took about 75 µs, then about 55 µs once a cached',
    'answer left without a promise, the cookie plugin was gone and the API’s JSON answers carried only the',
    'security headers that matter for data.',
  ],
  [
    'Where the time goes as `npm start` runs it (decision 025): the shop wrote two JSON lines for every request',
    '(‘incoming request’, ‘request completed’). In a CPU profile of its process under this load, pino and',
    'Fastify’s request logging took 17 % of the main thread’s busy time, half of that in sonic-boom measuring its',
    'growing buffer for every line. In five runs of each, on a quiet machine, that shop took 57 µs of main-thread',
    'CPU per request on /api/products and 66 µs on / against 23–27 µs for the hello-world in its own process',
    '(medians 0.43–0.46 × and 0.36 × baseline); one line per request instead of two still took 52 µs (0.43 ×). With a',
    'line only for a failed or slow answer (decision 025, the default since) the same runs took 40–46 µs per',
    'request (0.52–0.57 × and 0.53 ×), as much as with LOG_LEVEL=warn. In a profile of that shop, Node’s HTTP code and the',
    'writev system call (the answer going out: 2–4 KiB compressed and 13 headers, against 17 bytes and 5 headers',
    'for the baseline) take',
    '60 % of the busy time, Fastify’s lifecycle and hooks 14 %, the metrics of decision 024 6 %, garbage',
    'collection 3 % and the shop’s own code 4 %.',
  ],
  [
    'Where the time goes once pages came with their data (decision 046): in CPU profiles of the shop as `npm start`',
    'runs it, on a quiet machine, the writev system call that sends the answer took 36 % of the main thread’s busy',
    'time on GET / (9.6 KiB br while home carried the whole queue) and 49 % on /api/products (2.3 KiB br);',
    'prom-client’s request metrics 5 %, Node’s header checks 2 %, the shop’s own code (answer cache, hooks) under',
    '3 %. A bare Fastify sending the same bytes reached 0.28–0.40 × the hello-world with the uncompressed answers',
    '(68–98 KiB) and 0.35–0.40 × with that home page: there the gap to the target is the size of the answer. Home',
    'now carries the head of the queue instead of all of it (96 → 31 KiB, 9.6 → 5.0 KiB br).',
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

/**
 * One server the load is aimed at: its URL and the process whose main thread answers it. The
 * event-loop delay can only be watched from inside that process: for a server in this one.
 */
type Target = { url: string; pid: number; inThisProcess: boolean }

/** cpuPerRequest: µs of the server's main thread; eventLoopDelayP99 only for a server in this process. */
type Load = { requestsPerSecond: number; p99: number; errors: number; cpuPerRequest: number; eventLoopDelayP99?: number }

/**
 * The two ways of running the shop and its baseline, and the encodings each is asked in; the target
 * applies to the first. `sameAnswer`: the baseline's process, also run sending the shop's own answer.
 */
type Way = {
  name: string
  target?: string
  baseline: Target
  sameAnswer?: HelloWorld
  shop: (path: string) => Target
  encodings: Encoding[]
}

/** The target for the shop as npm start runs it (decision 044), on every path in every encoding. */
const MIN_RATIO = 0.7
const MAX_P99_MS = 20
const TARGET = `≥ ${MIN_RATIO} × baseline, p99 < ${MAX_P99_MS} ms, no errors`
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
  title: 'Catalogue and queue reads under load, against a bare Fastify hello-world',
  method: [
    `autocannon (in a worker thread of the benchmark, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s`,
    'of warm-up that is not counted) on each path of the shop, in the encodings browsers and other clients ask',
    'for: `br` (`Accept-Encoding: gzip, deflate, br`), `gzip` (`Accept-Encoding: gzip, deflate`) and `none` (no',
    'Accept-Encoding header). The baseline is a bare Fastify hello-world (`GET /` answering `{"hello":"world"}`, no',
    'logger); so that each ratio compares runs seconds apart on a machine whose speed drifts, each path has one',
    'baseline run, and the runs of the shop on that path follow right after it, each compared with that baseline',
    '(one baseline for three encodings keeps the run short). The shop is measured two ways, path by path one',
    'after the other. **As `npm start` runs it** (the target, in all three encodings): `src/server/main.ts` in a',
    'Node process of its own with the default settings, serving dist/client, its log going to a file as a service',
    'manager keeps it (JSON, with the default request log of decision 025), and the baseline in a Node process of',
    'its own as well. **In-process** (information, `br` only): the shop inside the benchmark’s Node process,',
    'logging warnings only, and the baseline listening in that same process. Both shops hold the production',
    `client, ${PRODUCTS} products and ${QUEUED_ORDERS} paid orders from ${BUYERS} buyers waiting in the queue, all added`,
    'through the API beforehand. Errors are connection errors, timeouts and answers other than 2xx. CPU per request',
    'is the CPU time of the server’s main thread (its event loop, which makes and sends every answer) during the',
    'measured run, divided by the requests answered, read from /proc in steps of 10 ms. The event-loop delay',
    '(in-process only) is the p99 of `perf_hooks.monitorEventLoopDelay` (10 ms resolution) in the benchmark’s',
    'process during that run. Servers and load generator share the cores. After all the runs on a database, the',
    'resident set size of the shop’s process as `npm start` runs it is read from /proc/<pid>/status (VmRSS):',
    `at most ${MAX_PGLITE_RSS_MIB} MiB with PGlite, whose database lives in that process, is the target; with PostgreSQL it`,
    'is information. The notes split /proc/<pid>/smaps_rollup’s Rss into anonymous pages (heaps, buffers,',
    'WebAssembly memory) and file-backed ones (Rss − Anonymous), and give each answer’s body size as sent in each',
    'encoding (read with node:http, which does not decode it). Beside each run of the shop as `npm start` runs it,',
    'the baseline’s process is also run sending the shop’s own answer (decision 046): `GET /same-answer` sends the',
    'bytes, content type and content encoding the shop sent for that path in that encoding (read just before),',
    'with no other header and no work; `× same answer, bare` compares the shop with what sending those bytes costs',
    'Node and the kernel by themselves, so a ratio to the hello-world that the size of the answer bounds shows as such.',
  ].join(' '),

  async run(context) {
    const clientDir = await context.clientDir()
    await ensureClientBuilt()
    const rows: Row[] = []
    const memoryRows: Row[] = []
    const notes: string[] = []
    for (const target of context.databases) {
      const measured = await measureOn(target, clientDir, context.log)
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

async function measureOn(target: DatabaseTarget, clientDir: string, log: (line: string) => void) {
  // Closed in reverse order, whatever failed.
  const closers: (() => Promise<void>)[] = []
  try {
    log(`${target.label}: starting and filling the shop as npm start runs it`)
    const ownDatabase = target.kind === 'postgres' ? await createBenchDatabase(target.serverUrl) : undefined
    if (ownDatabase) closers.push(ownDatabase.drop)
    const ownBaseline = await startHelloWorldProcess()
    closers.push(ownBaseline.close)
    // The same demo products as the in-process shop, which always has them.
    const server = await startShopServer({ databaseUrl: ownDatabase?.url, env: { SEED_DEMO_PRODUCTS: 'true' } })
    closers.push(() => server.stop())
    const queued = await fillShop(server.baseUrl)

    log(`${target.label}: starting and filling the shop in this process`)
    const sharedBaseline = await startHelloWorld()
    closers.push(sharedBaseline.close)
    const shop = await startBenchShop(target, { clientDir })
    closers.push(shop.close)
    await fillShop(shop.baseUrl)

    const ways: Way[] = [
      {
        name: 'as npm start runs it',
        target: TARGET,
        baseline: { url: ownBaseline.url, pid: ownBaseline.pid, inThisProcess: false },
        sameAnswer: ownBaseline,
        shop: (path) => ({ url: `${server.baseUrl}${path}`, pid: server.pid, inThisProcess: false }),
        encodings: [BR, GZIP, NONE],
      },
      {
        name: 'in-process, warnings only',
        baseline: { url: sharedBaseline.url, pid: process.pid, inThisProcess: true },
        shop: (path) => ({ url: `${shop.baseUrl}${path}`, pid: process.pid, inThisProcess: true }),
        encodings: [BR],
      },
    ]
    const rowsOf = new Map<Way, Row[]>(ways.map((way) => [way, []]))
    for (const path of PATHS) {
      for (const way of ways) {
        log(`${target.label}, ${way.name}: baseline, then GET ${path} (${way.encodings.map((e) => e.name).join(', ')})`)
        // The hello-world compresses nothing: how it is asked makes no difference to it.
        const base = await cannon(way.baseline, BR)
        const { sameAnswer } = way
        if (sameAnswer) await sameAnswer.setAnswers(await Promise.all(way.encodings.map((encoding) => recordAnswer(way.shop(path).url, encoding))))
        for (const encoding of way.encodings) {
          const load = await cannon(way.shop(path), encoding)
          const same = sameAnswer && (await cannon({ ...way.baseline, url: `${sameAnswer.url}same-answer` }, encoding))
          rowsOf.get(way)?.push(rowOf(`${target.label}, ${way.name}: GET ${path} (${encoding.name})`, load, base, way.target, same))
        }
      }
    }
    // Read before the size requests below; the in-process runs since its last run left the process idle.
    const memory = await memoryOf(server.pid)
    const sizes: string[] = []
    for (const path of PATHS) sizes.push(`${path} ${await answerSizes(`${server.baseUrl}${path}`)}`)
    return {
      rows: ways.flatMap((way) => rowsOf.get(way) ?? []),
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

function rowOf(what: string, load: Load, base: Load, target: string | undefined, same?: Load): Row {
  const ratio = load.requestsPerSecond / base.requestsPerSecond
  const figures: Figure[] = [
    { name: 'requests/s', value: load.requestsPerSecond, unit: '' },
    { name: 'baseline requests/s', value: base.requestsPerSecond, unit: '' },
    { name: '× baseline', value: ratio, unit: '' },
    { name: 'p99', value: load.p99, unit: 'ms' },
    { name: 'baseline p99', value: base.p99, unit: 'ms' },
    { name: 'errors', value: load.errors + base.errors, unit: '' },
    { name: 'CPU per request', value: load.cpuPerRequest, unit: 'µs' },
    { name: 'baseline CPU per request', value: base.cpuPerRequest, unit: 'µs' },
  ]
  if (same) {
    figures.push({ name: 'same answer, bare: requests/s', value: same.requestsPerSecond, unit: '' })
    figures.push({ name: '× same answer, bare', value: load.requestsPerSecond / same.requestsPerSecond, unit: '' })
  }
  if (load.eventLoopDelayP99 !== undefined) {
    figures.push({ name: 'event-loop delay p99', value: load.eventLoopDelayP99, unit: 'ms' })
  }
  if (!target) return { what, figures }
  return { what, figures, target, met: ratio >= MIN_RATIO && load.p99 < MAX_P99_MS && load.errors === 0 }
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

async function cannon(target: Target, encoding: Encoding): Promise<Load> {
  const { url } = target
  const { headers } = encoding
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, workers: 1, headers })
  const loop = target.inThisProcess ? monitorEventLoopDelay({ resolution: 10 }) : undefined
  loop?.enable()
  const cpuBefore = await mainThreadCpuMs(target.pid)
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, workers: 1, headers })
  const cpuMs = (await mainThreadCpuMs(target.pid)) - cpuBefore
  loop?.disable()
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerRequest: (cpuMs * 1000) / Math.max(1, result.requests.total),
    eventLoopDelayP99: loop ? loop.percentile(99) / 1e6 : undefined,
  }
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
