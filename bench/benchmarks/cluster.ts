import { Agent } from 'node:https'
import type { Benchmark, Row } from '../support/benchmark'
import { orderUpdateLike, startBareBroadcast } from '../support/bare-broadcast'
import { PROXY_MAXCONN, PROXY_PROCESSES, dropThroughProxy, scrape, startCluster, startViewers, type Cluster, type Viewers } from '../support/cluster'
import { ensureHaproxy, startProxy } from '../support/proxy'
import { startHelloWorldProcess } from '../support/hello-world-server'
import { httpsCall } from '../support/https-call'
import { addProduct, adminCookie, checkout, checkoutBody, markPaid } from '../support/shop-api'
import { ensureClientBuilt } from '../support/shop-server'
import { percentile } from '../support/stats'
import { postgresCpuMs, postgresCpuMsBetween, processCpuMs } from '../support/thread-cpu'

/** Its targets are in bench/RESULTS.md; the BENCH_CLUSTER_* variables shrink a quick look. */
const INSTANCES = 3
const BUYERS = Number(process.env.BENCH_CLUSTER_BUYERS ?? 2_000)
const STOCK = 50
/**
 * Checkouts sent through the proxy before the drop, to the bare servers and to the shop alike, so that both
 * meet it with their code compiled: the shop's 30 sales and 270 refusals take every path of a drop once
 * and more, as a shop that has sold out of something during its live has.
 */
const WARM_BUYERS = 300
const WARM_STOCK = 30
const VIEWERS = Number(process.env.BENCH_CLUSTER_VIEWERS ?? 15_000)
const KILL_VIEWERS = Number(process.env.BENCH_CLUSTER_KILL_VIEWERS ?? 3_000)
const RESTART_READERS = 16
const RESTART_BUYERS = 4
/** haproxy.cfg: checks every second, down after two failures (or at once on a refused connection). */
const CHECK_INTERVAL_S = 1
const VIEWER_PROCESSES = 2
/** The targets of decision 065: the fan-out's and the drop's p99 against the bare servers behind the same proxy. */
const MAX_FANOUT_RATIO = 1.2
const MAX_DROP_RATIO = 1.5
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres'
/** BENCH_CLUSTER_PARTS=drop,kill runs only those parts (drop, fan-out, kill, restart), for a quick look. */
const PARTS = (process.env.BENCH_CLUSTER_PARTS ?? 'drop,fan-out,kill,restart').split(',')

const now = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const count = (n: number) => n.toLocaleString('en-US')

export const cluster: Benchmark = {
  name: 'cluster',
  title: `${INSTANCES} shop instances behind HAProxy on one PostgreSQL: a drop, a fan-out to ${count(VIEWERS)} viewers, a kill and a rolling restart`,
  method: [
    `Everything on 127.0.0.1 as docs/deploy.md describes it: ${INSTANCES} shop processes started as \`npm start\` starts the server`,
    '(default log level, log to a file, `TRUST_PROXY=true`, a metrics port each) on one PostgreSQL database, behind',
    'HAProxy 2.6 running deploy/haproxy.cfg itself, with TLS on a self-signed certificate. Load comes from the',
    'benchmark’s process: buyers from four worker threads, each on a TLS connection of its own from an address of its',
    'own in 127.0.0.0/8, opened beforehand (the shop open in their browser), its request written as prepared bytes and',
    `its answer read by hand so that the buyers take little of the machine; viewers from ${VIEWER_PROCESSES} child processes,`,
    'each viewer a WebSocket of its own through the proxy from its own address, behaving as the order-notification',
    'overlay does (reconnect after 1 s, then catch up with `GET /api/queue/paid`).',
    `**Drop**: ${count(BUYERS)} buyers send one checkout each for a product with stock ${STOCK}, all in the same tick.`,
    `First the baseline: the same buyers through the same proxy configuration and TLS, in front of ${INSTANCES} bare Fastify`,
    'processes of their own that answer every checkout with a 409 at once: what the machine itself allows. Before',
    `each, ${count(WARM_BUYERS)} checkouts warm the servers up the same way (the shop: a product with stock ${WARM_STOCK}, its sales paid).`,
    'The CPU time the servers, HAProxy, PostgreSQL and the buyers’ process spend on each drop is read from /proc.',
    `**Fan-out**: ${count(VIEWERS)} viewers on the orders channel; an order is checked out and marked paid on instance 1`,
    'directly; delivery is the time from the request until each viewer’s message arrived. First the baseline: the',
    `same viewers through the same proxy configuration and TLS, in front of ${INSTANCES} bare \`ws\` processes of their own`,
    '(decision 065), each sending one order_update-sized message to every socket it holds when an HTTP request asks,',
    'all asked at the same moment; delivery is timed from just before those requests. Then the shop with all three instances (the proxy spreads viewers by',
    'least connections; each instance’s share is read from its metrics), then with instance 1 started afresh and',
    'the others in maintenance, so that it holds every viewer. Memory is each process’s resident set before and',
    'after its viewers connected, read from /proc.',
    `**Kill**: ${count(KILL_VIEWERS)} viewers connected; during a second drop instance 2 is killed with SIGKILL just after the`,
    'checkouts leave. Every acknowledged checkout is then paid (on instance 1); the database is audited (each',
    'acknowledged checkout has its order, each paid one is paid, stock plus held units equals the starting stock), and',
    'every viewer must have seen every paid order, live or by catching up. The proxy’s view of instance 2 is read',
    'from its runtime API every 50 ms.',
    `**Rolling restart**: ${RESTART_READERS} readers (\`GET /api/products\`, \`/api/queue\`, \`/api/collections\` in turn) and`,
    `${RESTART_BUYERS} buyers (checkout, then paid) run without pause through the proxy while each instance in turn is drained`,
    '(runtime API), sent SIGTERM, started again and made ready, as docs/deploy.md prescribes; then once more without',
    'draining (SIGTERM, start, wait until the proxy counts it up). A failure is any answer other than 2xx, or none.',
  ].join(' '),

  async run(context) {
    const serverUrl = context.databases.find((target) => target.kind === 'postgres')
    const url = serverUrl?.kind === 'postgres' ? serverUrl.serverUrl : DEFAULT_SERVER
    await ensureHaproxy(context.log)
    context.log('building the client as npm start does')
    await ensureClientBuilt()
    context.log(`starting ${INSTANCES} instances and HAProxy`)
    const shop = await startCluster(url, INSTANCES)
    const viewers = startViewers(VIEWER_PROCESSES)
    try {
      const cookie = await adminCookie(shop.instances[0]!.baseUrl)
      const rows: Row[] = []
      const notes: string[] = []
      if (PARTS.includes('drop')) {
        context.log(`drop: ${BUYERS} buyers on ${INSTANCES} bare servers, then on the shop with stock ${STOCK}`)
        const bare = await measureDropBaseline()
        const drop = await measureDrop(shop, cookie, bare.p99, bare.cpu)
        rows.push(bare.row, drop.row)
        notes.push(drop.note)
      }
      if (PARTS.includes('fan-out')) {
        context.log(`fan-out: ${VIEWERS} viewers on a bare broadcast, on ${INSTANCES} instances, then on one`)
        const fanOut = await measureFanOut(shop, cookie, viewers)
        rows.push(...fanOut.rows)
        notes.push(...fanOut.notes)
      }
      if (PARTS.includes('kill')) {
        context.log('kill: SIGKILL to instance 2 during a drop')
        const kill = await measureKill(shop, cookie, viewers)
        rows.push(kill.row)
        notes.push(kill.note)
      }
      if (PARTS.includes('restart')) {
        context.log('rolling restart under steady reads and checkouts, drained first')
        rows.push(await measureRollingRestart(shop, cookie, context.log, true))
        context.log('rolling restart under steady reads and checkouts, without draining')
        rows.push(await measureRollingRestart(shop, cookie, context.log, false))
      }
      notes.push(
        'Buyers, viewers, HAProxy, three shops and PostgreSQL share the same two cores; the figures are what one machine does with all of them at once.',
      )
      return { rows, notes }
    } finally {
      await viewers.stop()
      await shop.stop()
    }
  },
}

/**
 * The drop's floor on this machine: the same buyers through the same proxy configuration and TLS, in
 * front of three bare Fastify processes that answer every checkout with a 409 at once.
 */
async function measureDropBaseline(): Promise<{ row: Row; p99: number; cpu: string }> {
  const servers = await Promise.all(Array.from({ length: INSTANCES }, () => startHelloWorldProcess()))
  try {
    const proxy = await startProxy(servers.map((server) => new URL(server.url).host), { processes: PROXY_PROCESSES, maxconn: PROXY_MAXCONN })
    try {
      await dropThroughProxy({ baseUrl: proxy.baseUrl, productId: 1, buyers: WARM_BUYERS, namePrefix: 'warm_', firstAddress: 60_000 })
      const cpu = cpuDuringDrop(servers.map((server) => server.pid), proxy.pids)
      const answers = await dropThroughProxy({ baseUrl: proxy.baseUrl, productId: 1, buyers: BUYERS, namePrefix: 'drop_', firstAddress: 0 }, cpu.start)
      const used = cpu.end()
      const times = answers.map((a) => a.ms)
      const refused = answers.filter((a) => a.status === 409).length
      const serverErrors = answers.filter((a) => a.status >= 500).length
      const p99 = percentile(times, 99)
      const row: Row = {
        table: 'Drop',
        what: `baseline: ${count(BUYERS)} checkouts at once through the same proxy to ${INSTANCES} bare Fastify processes answering 409`,
        figures: [
          { name: 'payments', value: 0, unit: '' },
          { name: '409', value: refused, unit: '' },
          { name: '5xx', value: serverErrors, unit: '' },
          { name: 'other', value: BUYERS - refused - serverErrors, unit: '' },
          { name: 'median', value: percentile(times, 50), unit: 'ms' },
          { name: 'p99', value: p99, unit: 'ms' },
        ],
      }
      return { row, p99, cpu: `the bare servers ${ms(used.servers)}, HAProxy ${ms(used.proxy)}, the buyers’ process ${ms(used.buyers)} (its last checkout left ${ms(sendingSpan(answers))} after the first)` }
    } finally {
      await proxy.stop()
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()))
  }
}

async function measureDrop(shop: Cluster, cookie: string, bareP99: number, baselineCpu: string): Promise<{ row: Row; note: string }> {
  const admin = shop.instances[0]!.baseUrl
  // Every instance's code on the path warmed up by a smaller drop through the proxy, its sales paid.
  const warmUp = await addProduct(admin, cookie, { name: 'Booster Pack – Opwarmen', stock: WARM_STOCK })
  const warm = await dropThroughProxy({ baseUrl: shop.proxy.baseUrl, productId: warmUp, buyers: WARM_BUYERS, namePrefix: 'warm_', firstAddress: 60_000 })
  for (const answer of warm) if (answer.paymentId) await markPaid(admin, answer.paymentId)

  const productId = await addProduct(admin, cookie, { name: 'Booster Box – Cluster drop', stock: STOCK })
  const cpu = cpuDuringDrop(shop.instances.map((instance) => instance.pid), shop.proxy.pids)
  const answers = await dropThroughProxy({ baseUrl: shop.proxy.baseUrl, productId, buyers: BUYERS, namePrefix: 'drop_', firstAddress: 0 }, cpu.start)
  const used = cpu.end()
  const stock = (await shop.sql<{ stock: number }>('select stock from products where id = $1', [productId]))[0]?.stock
  const paid = answers.filter((a) => a.status === 200 && a.paymentId).length
  const refused = answers.filter((a) => a.status === 409).length
  const serverErrors = answers.filter((a) => a.status >= 500).length
  const times = answers.map((a) => a.ms)
  const p99 = percentile(times, 99)
  // When the answers came: the sales one after another on the product's row, the refusals once every
  // instance knew it was sold out.
  const sales = answers.filter((a) => a.status === 200).map((a) => a.ms)
  const refusals = answers.filter((a) => a.status === 409).map((a) => a.ms)
  const span = (times: number[]) => (times.length > 0 ? `${Math.round(Math.min(...times))} to ${Math.round(Math.max(...times))} ms` : 'none')
  const note = [
    `Drop: the sales were answered from ${span(sales)} after sending, the 409s from ${span(refusals)}.`,
    `CPU time from the first checkout sent to the last answer (two cores give 2,000 ms a second): the shop’s instances ${ms(used.servers)},`,
    `PostgreSQL ${ms(used.postgres)}, HAProxy ${ms(used.proxy)}, the buyers’ process ${ms(used.buyers)} (its last checkout left ${ms(sendingSpan(answers))}`,
    `after the first); in the baseline, ${baselineCpu}.`,
  ].join(' ')
  const row: Row = {
    table: 'Drop',
    what: `${count(BUYERS)} checkouts at once through the proxy`,
    figures: [
      { name: 'payments', value: paid, unit: '' },
      { name: '409', value: refused, unit: '' },
      { name: '5xx', value: serverErrors, unit: '' },
      { name: 'other', value: BUYERS - paid - refused - serverErrors, unit: '' },
      { name: 'median', value: percentile(times, 50), unit: 'ms' },
      { name: 'p99', value: p99, unit: 'ms' },
      { name: 'p99 × baseline', value: p99 / bareP99, unit: '' },
      { name: 'stock after', value: stock ?? -1, unit: '' },
    ],
    target: `${STOCK} payments, the rest 409, no 5xx, p99 ≤ ${MAX_DROP_RATIO} × baseline p99`,
    met: paid === STOCK && refused === BUYERS - STOCK && serverErrors === 0 && stock === 0 && p99 <= MAX_DROP_RATIO * bareP99,
  }
  return { row, note }
}

/** One order checked out and paid on instance 1; the delivery times to every viewer. */
async function payAndWatch(shop: Cluster, viewers: Viewers, productId: number, name: string) {
  const admin = shop.instances[0]!.baseUrl
  const answer = await checkout(admin, name, productId)
  if (!answer.paymentId) throw new Error(`checkout answered ${answer.status}`)
  const arrivals = viewers.expect(`"${name}"`, 30_000)
  await sleep(100)
  const start = now()
  await markPaid(admin, answer.paymentId)
  const { times, missing } = await arrivals
  return { times: times.map((at) => at - start), missing }
}

async function measureFanOut(shop: Cluster, cookie: string, viewers: Viewers) {
  const productId = await addProduct(shop.instances[0]!.baseUrl, cookie, { name: 'Booster Pack – Fan-out', stock: 100 })
  const mib = (bytes: number) => bytes / 1024 ** 2
  const kibPer = (growth: number, connections: number) => (connections > 0 ? growth / connections / 1024 : 0)

  // What this machine does at best (decision 065): the same viewers, proxy and TLS in front of as many
  // bare ws processes as there are shops, each broadcasting to its share when an HTTP request asks.
  const baselines = await Promise.all(Array.from({ length: INSTANCES }, () => startBareBroadcast()))
  const baselineProxy = await startProxy(
    baselines.map((baseline) => baseline.address),
    { processes: PROXY_PROCESSES, maxconn: PROXY_MAXCONN },
  )
  const broadcast = async (marker: string) => {
    const arrivals = viewers.expect(`"${marker}"`, 30_000)
    await sleep(100)
    const body = JSON.stringify(orderUpdateLike(marker))
    const start = now()
    await Promise.all(baselines.map((baseline) => fetch(`${baseline.url}/broadcast`, { method: 'POST', body })))
    const { times, missing } = await arrivals
    return { times: times.map((at) => at - start), missing }
  }
  let bare: { times: number[]; missing: number }
  try {
    await viewers.open(baselineProxy.baseUrl, VIEWERS)
    await broadcast('baseline_warm')
    bare = await broadcast('baseline_measured')
    await viewers.close()
  } finally {
    await baselineProxy.stop()
    await Promise.all(baselines.map((baseline) => baseline.close()))
  }

  // All instances, the proxy spreading the viewers.
  const before = await Promise.all(shop.instances.map((instance) => instance.rss()))
  await viewers.open(shop.proxy.baseUrl, VIEWERS)
  await sleep(2_000)
  const after = await Promise.all(shop.instances.map((instance) => instance.rss()))
  const shares = await Promise.all(shop.metricsPorts.map((port) => scrape(port, 'packstroom_websocket_connections', 'channel="orders"')))
  await payAndWatch(shop, viewers, productId, 'fanout_warm_3')
  const spread = await payAndWatch(shop, viewers, productId, 'fanout_three')
  await viewers.close()

  // One instance: started afresh (nothing of the viewers before is left in its memory), the others in
  // maintenance, so the proxy sends every viewer to it.
  await shop.instances[0]!.stop('SIGTERM')
  await shop.restart(0)
  await shop.waitForStatus(0, 'UP')
  for (let index = 1; index < INSTANCES; index++) await shop.proxy.setState(`shop${index + 1}`, 'maint')
  const aloneBefore = await shop.instances[0]!.rss()
  await viewers.open(shop.proxy.baseUrl, VIEWERS)
  await sleep(2_000)
  const aloneAfter = await shop.instances[0]!.rss()
  await payAndWatch(shop, viewers, productId, 'fanout_warm_1')
  const alone = await payAndWatch(shop, viewers, productId, 'fanout_one')
  await viewers.close()
  for (let index = 1; index < INSTANCES; index++) await shop.proxy.setState(`shop${index + 1}`, 'ready')
  for (let index = 1; index < INSTANCES; index++) await shop.waitForStatus(index, 'UP')

  const p99One = percentile(alone.times, 99)
  const p99Three = percentile(spread.times, 99)
  const p99Bare = percentile(bare.times, 99)
  const delivery = (times: number[], missing: number) => [
    { name: 'reached', value: times.length, unit: '' },
    { name: 'missing', value: missing, unit: '' },
    { name: 'median', value: percentile(times, 50), unit: 'ms' },
    { name: 'p99', value: percentile(times, 99), unit: 'ms' },
  ]
  const rows: Row[] = [
    {
      table: 'Fan-out',
      what: `baseline: bare \`ws\` broadcast behind the same proxy, ${count(VIEWERS)} viewers`,
      figures: delivery(bare.times, bare.missing),
    },
    {
      table: 'Fan-out',
      what: `${count(VIEWERS)} viewers on 1 instance`,
      figures: [
        ...delivery(alone.times, alone.missing),
        { name: 'RSS per instance', value: mib(aloneAfter), unit: 'MiB' },
        { name: 'per connection', value: kibPer(aloneAfter - aloneBefore, VIEWERS), unit: 'KiB' },
      ],
    },
    {
      table: 'Fan-out',
      what: `${count(VIEWERS)} viewers on ${INSTANCES} instances, paid on instance 1`,
      figures: [
        ...delivery(spread.times, spread.missing),
        { name: 'p99 × one instance', value: p99Three / p99One, unit: '' },
        { name: 'p99 × baseline', value: p99Three / p99Bare, unit: '' },
        { name: 'RSS per instance', value: mib(Math.max(...after)), unit: 'MiB' },
        { name: 'per connection', value: kibPer(after.reduce((sum, rss, index) => sum + rss - (before[index] ?? 0), 0), VIEWERS), unit: 'KiB' },
      ],
      target: `every viewer reached, p99 ≤ ${MAX_FANOUT_RATIO} × baseline p99`,
      met: spread.missing === 0 && p99Three <= MAX_FANOUT_RATIO * p99Bare,
    },
  ]
  const notes = [
    `Fan-out on ${INSTANCES} instances: viewers per instance (from each one's metrics) ${shares.map(count).join(' / ')}; resident memory per instance before the viewers ${before.map((b) => mib(b).toFixed(0)).join(' / ')} MiB, with them ${after.map((a) => mib(a).toFixed(0)).join(' / ')} MiB. One instance, started afresh: ${mib(aloneBefore).toFixed(0)} MiB before, ${mib(aloneAfter).toFixed(0)} MiB with all ${count(VIEWERS)}.`,
  ]
  return { rows, notes }
}

async function measureKill(shop: Cluster, cookie: string, viewers: Viewers) {
  const admin = shop.instances[0]!.baseUrl
  const victim = 1
  await viewers.open(shop.proxy.baseUrl, KILL_VIEWERS)
  const productId = await addProduct(admin, cookie, { name: 'Booster Box – Kill', stock: STOCK })
  let killedAt = 0
  let downAfter: Promise<number> | undefined
  const answers = await dropThroughProxy(
    { baseUrl: shop.proxy.baseUrl, productId, buyers: BUYERS, namePrefix: 'kill_', firstAddress: 10_000 },
    () => {
      // Just after the checkouts leave: some are in flight on instance 2, some done, most still queued.
      setTimeout(() => {
        killedAt = performance.now()
        void shop.instances[victim]!.stop('SIGKILL')
        downAfter = shop.waitForStatus(victim, 'DOWN', 20_000)
      }, 30)
    },
  )
  const detectedMs = await (downAfter ?? Promise.resolve(Number.NaN))
  const acknowledged = answers.filter((a) => a.status === 200 && a.paymentId)
  const unanswered = answers.filter((a) => a.status === 0 || a.status >= 500).length
  // The acknowledged buyers pay while the killed instance's viewers come back.
  let payFailures = 0
  for (const answer of acknowledged) {
    try {
      await markPaid(admin, answer.paymentId!)
    } catch {
      payFailures++
    }
  }
  const orders = await shop.sql<{ id: number; payment_id: string; status: string; quantity: number }>(
    'select id, payment_id, status, quantity from orders where product_id = $1',
    [productId],
  )
  const stock = (await shop.sql<{ stock: number }>('select stock from products where id = $1', [productId]))[0]?.stock
  const byPayment = new Map(orders.map((order) => [order.payment_id, order]))
  const lost = acknowledged.filter((a) => byPayment.get(a.paymentId!)?.status !== 'pending').length
  const held = orders.filter((order) => order.status !== 'failed' && order.status !== 'cancelled').reduce((sum, o) => sum + o.quantity, 0)
  const stockHolds = (stock ?? -1) + held === STOCK
  const paidIds = orders.filter((order) => order.status === 'pending').map((order) => order.id)
  const seen = await viewers.seen(paidIds, 30_000)
  await viewers.close()
  const sinceKill = (performance.now() - killedAt) / 1000
  await shop.restart(victim)
  await shop.waitForStatus(victim, 'UP')
  return {
    row: {
      table: 'Kill',
      what: `SIGKILL to 1 of ${INSTANCES} instances during a drop of ${count(BUYERS)}, ${count(KILL_VIEWERS)} viewers`,
      figures: [
        { name: 'acknowledged', value: acknowledged.length, unit: '' },
        { name: 'lost', value: lost + payFailures, unit: '' },
        { name: 'unanswered', value: unanswered, unit: '' },
        { name: 'stock invariant', value: stockHolds ? 1 : 0, unit: '' },
        { name: 'viewers caught up', value: seen.complete, unit: '' },
        { name: 'reconnected', value: seen.reconnects, unit: '' },
        { name: 'marked down after', value: detectedMs / 1000, unit: 's' },
      ],
      target: `no acknowledged checkout or paid order lost, stock invariant holds, all ${count(KILL_VIEWERS)} viewers caught up, down within ${2 * CHECK_INTERVAL_S} s`,
      met: lost + payFailures === 0 && stockHolds && seen.complete === KILL_VIEWERS && detectedMs <= 2_000 * CHECK_INTERVAL_S,
    } satisfies Row,
    note: `Kill: ${acknowledged.length} checkouts acknowledged (${STOCK} units), ${unanswered} buyers got no answer or a 5xx (their requests were on the killed instance); stock ${stock} + ${held} held = ${(stock ?? 0) + held}. ${seen.reconnects} viewers reconnected and caught up (${seen.catchUps} catch-up reads), ${seen.stillAway} still away ${sinceKill.toFixed(1)} s after the kill.`,
  }
}

async function measureRollingRestart(shop: Cluster, cookie: string, log: (line: string) => void, drain: boolean): Promise<Row> {
  const admin = shop.instances[0]!.baseUrl
  const productId = await addProduct(admin, cookie, { name: 'Booster Pack – Rolling', stock: 100_000 })
  const agent = new Agent({ keepAlive: true, maxSockets: RESTART_READERS + RESTART_BUYERS, rejectUnauthorized: false })
  const call = (method: string, path: string, body?: string) => httpsCall(`${shop.proxy.baseUrl}${path}`, { agent, method, body })
  const tally = { reads: 0, readFailures: 0, checkouts: 0, checkoutFailures: 0 }
  let running = true
  const paths = ['/api/products', '/api/queue', '/api/collections']
  const reader = async (lane: number) => {
    for (let i = lane; running; i++) {
      const { status } = await call('GET', paths[i % paths.length]!)
      tally.reads++
      if (status < 200 || status >= 300) tally.readFailures++
    }
  }
  const buyer = async (lane: number) => {
    for (let i = 0; running; i++) {
      const { status, text } = await call('POST', '/api/payments', checkoutBody(`rolling_${lane}_${i}`, productId))
      tally.checkouts++
      if (status !== 200) {
        tally.checkoutFailures++
        continue
      }
      const paymentId = (JSON.parse(text) as { url: string }).url.split('/').pop()
      const paid = await call('POST', `/api/payments/${paymentId}/demo`, JSON.stringify({ outcome: 'paid' }))
      if (paid.status !== 200) tally.checkoutFailures++
    }
  }
  const started = performance.now()
  const load = Promise.all([
    ...Array.from({ length: RESTART_READERS }, (_, lane) => reader(lane)),
    ...Array.from({ length: RESTART_BUYERS }, (_, lane) => buyer(lane)),
  ])
  await sleep(3_000)
  for (let index = 0; index < INSTANCES; index++) {
    log(`rolling restart: shop${index + 1}`)
    // docs/deploy.md: drain, let what is in flight finish, stop, start, wait until up, make ready.
    if (drain) {
      await shop.proxy.setState(`shop${index + 1}`, 'drain')
      await sleep(2_000)
    }
    await shop.instances[index]!.stop('SIGTERM')
    await shop.restart(index)
    if (drain) await shop.proxy.setState(`shop${index + 1}`, 'ready')
    await shop.waitForStatus(index, 'UP')
    await sleep(3_000)
  }
  running = false
  await load
  agent.destroy()
  const seconds = (performance.now() - started) / 1000
  return {
    table: 'Rolling restart',
    what: `${INSTANCES} instances${drain ? ', each drained first,' : ', without draining,'} under ${RESTART_READERS} readers and ${RESTART_BUYERS} buyers`,
    figures: [
      { name: 'reads', value: tally.reads, unit: '' },
      { name: 'failed reads', value: tally.readFailures, unit: '' },
      { name: 'checkouts', value: tally.checkouts, unit: '' },
      { name: 'failed checkouts', value: tally.checkoutFailures, unit: '' },
      { name: 'duration', value: seconds, unit: 's' },
    ],
    target: 'zero failed reads',
    met: tally.readFailures === 0,
  }
}

const ms = (value: number) => `${count(Math.round(value))} ms`

/** From the first checkout sent to the last: the buyers' threads encrypt and write them one after another. */
const sendingSpan = (answers: { sentAt: number }[]) =>
  answers.reduce((latest, a) => Math.max(latest, a.sentAt), -Infinity) - answers.reduce((first, a) => Math.min(first, a.sentAt), Infinity)

/**
 * The CPU time each part of the machine spends on a drop, so that a slow one says where the time went:
 * the servers (every thread), HAProxy, PostgreSQL's processes and this process, whose worker threads
 * are the buyers. `start` is called as the checkouts leave, `end` once every answer is in.
 */
function cpuDuringDrop(serverPids: number[], proxyPids: number[]) {
  const read = () => ({
    servers: serverPids.reduce((sum, pid) => sum + processCpuMs(pid), 0),
    proxy: proxyPids.reduce((sum, pid) => sum + processCpuMs(pid), 0),
    buyers: processCpuMs(process.pid),
    postgres: postgresCpuMs(),
  })
  let before: ReturnType<typeof read> | undefined
  return {
    start: () => void (before = read()),
    end: () => {
      const after = read()
      if (!before) throw new Error('the drop ended before its checkouts were sent')
      return {
        servers: after.servers - before.servers,
        proxy: after.proxy - before.proxy,
        buyers: after.buyers - before.buyers,
        postgres: postgresCpuMsBetween(before.postgres, after.postgres),
      }
    },
  }
}
