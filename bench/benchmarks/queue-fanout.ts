import { fork, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { WebSocketServer } from 'ws'
import type { Benchmark, Row } from '../support/benchmark'
import { closeOnInterrupt } from '../support/cleanup'
import type { DatabaseTarget } from '../support/databases'
import { startBenchShop } from '../support/shop'
import { startShopProcess } from '../support/shop-process'
import { addProduct, adminCookie, checkout, markPaid } from '../support/shop-api'
import { percentile } from '../support/stats'
import type { ClientCommand, ClientReport } from '../support/ws-clients'

/** Its target is in bench/RESULTS.md; BENCH_FANOUT_CLIENTS and BENCH_HELD_CLIENTS shrink a quick look. */
const CLIENTS = Number(process.env.BENCH_FANOUT_CLIENTS ?? 5_000)
const HELD = Number(process.env.BENCH_HELD_CLIENTS ?? 10_000)
const DELIVERY_TIMEOUT_MS = 30_000
/**
 * The target (decision 045): 10,000 idle clients add at most 60 MiB to the shop's resident memory. A quick
 * look with fewer clients (BENCH_HELD_CLIENTS) is held to the same share per client.
 */
const TARGET_CLIENTS = 10_000
const TARGET_GROWTH_MIB = 60
const now = () => performance.timeOrigin + performance.now()

export const queueFanout: Benchmark = {
  name: 'queue-fanout',
  title: `Queue fan-out: one order paid, ${CLIENTS.toLocaleString('en-US')} WebSocket clients on the orders channel`,
  method: [
    `A child process opens ${CLIENTS.toLocaleString('en-US')} WebSocket clients (the \`ws\` package) and subscribes each`,
    'to the orders channel, as every page of the shop does. Baseline: a bare `ws` server in the benchmark’s',
    'process that answers the subscriptions and sends one order_update-sized message to every client',
    '(serialised once). Shop: the whole shop inside the benchmark’s process as `npm start` runs it; one order is',
    'checked out beforehand and then marked paid through `POST /api/payments/:id/demo`. Delivery is the time',
    'from just before the send (baseline) or the request (shop) until each client’s message arrived, on the',
    'shared wall clock of both processes. A first broadcast and a first paid order warm up and are not counted.',
    `Then ${HELD.toLocaleString('en-US')} idle clients, subscribed to the orders channel, are held open against the shop`,
    'started afresh in a Node process of its own: the growth of that process’s resident set size, each reading',
    'taken after a full garbage collection, is the target; memory per idle connection (that growth divided by',
    'their number) is information. The event-loop delay p99 (`monitorEventLoopDelay`, 1 ms resolution) is the',
    'shop process’s during the delivery.',
  ].join(' '),

  async run(context) {
    const clients = startClients()
    try {
      const rows: Row[] = []
      const notes: string[] = []
      context.log('baseline: bare ws broadcast')
      const baseline = await measureBaseline(clients)
      rows.push(deliveryRow('baseline, bare `ws` broadcast', baseline.times, baseline.missing))
      for (const target of context.databases) {
        context.log(`${target.label}: fan-out`)
        const measured = await measureShop(target, clients)
        const idle = await measureIdle(target, clients, context.log)
        const p99 = percentile(measured.times, 99)
        const base99 = percentile(baseline.times, 99)
        rows.push({
          ...deliveryRow(`${target.label}: order paid → order_update`, measured.times, measured.missing),
          target: 'p99 ≤ 1.5 × baseline p99 and < 100 ms',
          met: measured.missing === 0 && p99 <= 1.5 * base99 && p99 < 100,
        })
        rows[rows.length - 1]?.figures.push(
          { name: '× baseline p99', value: p99 / base99, unit: '' },
          { name: 'event-loop delay p99', value: measured.loopP99, unit: 'ms' },
        )
        rows.push({
          what: `${target.label}: ${HELD.toLocaleString('en-US')} idle clients held`,
          figures: [
            { name: 'RSS growth', value: idle.growthMiB, unit: 'MiB' },
            { name: 'memory per idle connection', value: idle.perConnectionKiB, unit: 'KiB' },
            { name: 'server RSS', value: idle.rssMiB, unit: 'MiB' },
          ],
          target: `${TARGET_CLIENTS.toLocaleString('en-US')} idle clients add ≤ ${TARGET_GROWTH_MIB} MiB`,
          // A growth of zero or less means the readings were disturbed, not that the clients cost nothing.
          met: idle.growthMiB > 0 && idle.growthMiB <= (TARGET_GROWTH_MIB * HELD) / TARGET_CLIENTS,
        })
        notes.push(
          `${target.label}: the shop's process held ${idle.rssBeforeMiB.toFixed(0)} MiB before the idle clients and ${idle.rssMiB.toFixed(0)} MiB with them (heap ${idle.heapMiB.toFixed(0)} MiB); of the growth per connection, ${idle.heapPerConnectionKiB.toFixed(1)} KiB is JavaScript heap and buffers.`,
        )
      }
      notes.push(
        'Clients run in a child process on the same cores; the baseline and the shop share the same clients and machine in the same run.',
        'An event-loop delay p99 near the delivery p99 means the shop process was busy for that long in one go: sending the message to every socket in one synchronous loop, as the bare `ws` baseline does too.',
      )
      return { rows, notes }
    } finally {
      await clients.stop()
    }
  },
}

function deliveryRow(what: string, times: number[], missing: number): Row {
  return {
    what,
    figures: [
      { name: 'clients reached', value: times.length, unit: '' },
      { name: 'missing', value: missing, unit: '' },
      { name: 'median', value: percentile(times, 50), unit: 'ms' },
      { name: 'p99', value: percentile(times, 99), unit: 'ms' },
      { name: 'max', value: Math.max(...times), unit: 'ms' },
    ],
  }
}

type Clients = { ask: <T extends ClientReport['type']>(command: ClientCommand, answer: T) => Promise<Extract<ClientReport, { type: T }>>; stop: () => Promise<void> }

function startClients(): Clients {
  const child: ChildProcess = fork(join(import.meta.dirname, '../support/ws-clients.ts'))
  const stop = closeOnInterrupt(async () => {
    if (child.exitCode !== null) return
    child.kill()
    await once(child, 'exit')
  })
  const ask: Clients['ask'] = (command, answer) =>
    new Promise((resolve, reject) => {
      const onMessage = (report: ClientReport) => {
        if (report.type !== answer && report.type !== 'failed') return
        child.off('message', onMessage)
        child.off('exit', onExit)
        if (report.type === 'failed') reject(new Error(`WebSocket clients: ${report.message}`))
        else resolve(report as never)
      }
      const onExit = () => reject(new Error('the WebSocket client process ended'))
      child.on('message', onMessage)
      child.once('exit', onExit)
      child.send(command)
    })
  return { ask, stop }
}

/** Delivery times in ms after `start`, once every client has the message that `marker` picks out. */
async function delivery(clients: Clients, marker: string, send: () => Promise<void>) {
  const arrivals = clients.ask({ type: 'expect', marker, timeoutMs: DELIVERY_TIMEOUT_MS }, 'arrivals')
  const start = now()
  await send()
  const { times, missing } = await arrivals
  return { times: times.map((at) => at - start), missing }
}

async function measureBaseline(clients: Clients) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  const close = closeOnInterrupt(() => new Promise<void>((resolve) => server.close(() => resolve())))
  try {
    await once(server, 'listening')
    server.on('connection', (socket) =>
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString()) as { type: string; channel: string }
        if (message.type === 'subscribe') socket.send(JSON.stringify({ type: 'subscribed', channel: message.channel }))
      }),
    )
    const { port } = server.address() as AddressInfo
    await clients.ask({ type: 'open', url: `ws://127.0.0.1:${port}`, count: CLIENTS, channel: 'orders' }, 'opened')
    const broadcast = (marker: string) => async () => {
      const text = JSON.stringify(orderUpdateLike(marker))
      for (const socket of server.clients) socket.send(text)
    }
    await delivery(clients, '"warm-up"', broadcast('warm-up'))
    const measured = await delivery(clients, '"measured"', broadcast('measured'))
    await clients.ask({ type: 'close' }, 'closed')
    return measured
  } finally {
    for (const socket of server.clients) socket.terminate()
    await close()
  }
}

/** About the size and shape of the shop's order_update message. */
function orderUpdateLike(marker: string) {
  return {
    channel: 'orders',
    type: 'order_update',
    order: { id: 1, tiktokUsername: marker, productName: 'Booster Pack – Benchmark', quantity: 1, status: 'pending', createdAt: new Date().toISOString(), paidAt: new Date().toISOString(), colourIndex: 3 },
  }
}

async function measureShop(target: DatabaseTarget, clients: Clients) {
  const shop = await startBenchShop(target)
  try {
    const productId = await addProduct(shop.baseUrl, await adminCookie(shop.baseUrl), { name: 'Booster Pack – Fan-out', stock: 100 })
    const payments = await Promise.all(['fanout_warm_up', 'fanout_measured'].map((name) => checkout(shop.baseUrl, name, productId)))
    const [warmUp, measured] = payments.map((answer) => {
      if (!answer.paymentId) throw new Error(`checkout answered ${answer.status}`)
      return answer.paymentId
    }) as [string, string]
    const wsUrl = `${shop.baseUrl.replace('http', 'ws')}/ws`
    await clients.ask({ type: 'open', url: wsUrl, count: CLIENTS, channel: 'orders' }, 'opened')
    await delivery(clients, '"fanout_warm_up"', () => markPaid(shop.baseUrl, warmUp))
    // 1 ms: the delivery itself takes only tens of milliseconds.
    const loop = monitorEventLoopDelay({ resolution: 1 })
    loop.enable()
    const result = await delivery(clients, '"fanout_measured"', () => markPaid(shop.baseUrl, measured))
    loop.disable()
    await clients.ask({ type: 'close' }, 'closed')
    return { ...result, loopP99: loop.percentile(99) / 1e6 }
  } finally {
    await shop.close()
  }
}

/**
 * Memory per idle connection: the shop in a fresh process of its own (so nothing an earlier
 * benchmark left behind is counted or given back meanwhile), read after a full garbage collection
 * before and after HELD clients have connected and subscribed.
 */
async function measureIdle(target: DatabaseTarget, clients: Clients, log: (line: string) => void) {
  const shop = await startShopProcess(target)
  try {
    const wsUrl = `${shop.baseUrl.replace('http', 'ws')}/ws`
    // One round first, so what a first connection loads and compiles is not counted per connection.
    await clients.ask({ type: 'open', url: wsUrl, count: 250, channel: 'orders' }, 'opened')
    await clients.ask({ type: 'close' }, 'closed')
    await settle()
    const before = await shop.memory()
    log(`${target.label}: holding ${HELD} idle clients`)
    await clients.ask({ type: 'open', url: wsUrl, count: HELD, channel: 'orders' }, 'opened')
    await settle()
    const after = await shop.memory()
    await clients.ask({ type: 'close' }, 'closed')
    const kib = (bytes: number) => bytes / HELD / 1024
    const mib = (bytes: number) => bytes / 1024 ** 2
    return {
      growthMiB: mib(after.rss - before.rss),
      perConnectionKiB: kib(after.rss - before.rss),
      heapPerConnectionKiB: kib(after.heapUsed + after.external - before.heapUsed - before.external),
      rssBeforeMiB: mib(before.rss),
      rssMiB: mib(after.rss),
      heapMiB: mib(after.heapUsed),
    }
  } finally {
    await shop.stop()
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000))
