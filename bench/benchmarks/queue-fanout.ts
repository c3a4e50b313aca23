import { fork, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { orderUpdateLike, startBareBroadcast } from '../support/bare-broadcast'
import type { Benchmark, Row } from '../support/benchmark'
import { closeOnInterrupt } from '../support/cleanup'
import { createBenchDatabase, type DatabaseTarget } from '../support/databases'
import { startShopProcess } from '../support/shop-process'
import { startShopServer } from '../support/shop-server'
import { addProduct, adminCookie, checkout, markPaid } from '../support/shop-api'
import { percentile } from '../support/stats'
import type { ClientCommand, ClientReport } from '../support/ws-clients'

/** Its target is in bench/RESULTS.md; BENCH_FANOUT_CLIENTS and BENCH_HELD_CLIENTS change a quick look. */
const CLIENTS = Number(process.env.BENCH_FANOUT_CLIENTS ?? 2_000)
const HELD = Number(process.env.BENCH_HELD_CLIENTS ?? 10_000)
/** Broadcasts measured on each server, after one that warms up; their arrivals are pooled. */
const ROUNDS = 5
const DELIVERY_TIMEOUT_MS = 30_000
/** The target (decision 065): p99 at most this many times the bare broadcast's. */
const MAX_RATIO = 1.2
/** The target (decision 065, after decision 045's 60 MiB for 10,000): resident memory per idle socket. */
const MAX_KIB_PER_SOCKET = 6
const now = () => performance.timeOrigin + performance.now()

export const queueFanout: Benchmark = {
  name: 'queue-fanout',
  title: `Queue fan-out: one order paid, ${CLIENTS.toLocaleString('en-US')} WebSocket clients on the orders channel`,
  method: [
    `A child process opens ${CLIENTS.toLocaleString('en-US')} WebSocket clients (the \`ws\` package) and subscribes each`,
    'to the orders channel, as every page of the shop does. Baseline (decision 065): a bare `ws` server in a Node',
    'process of its own, which answers the subscriptions and, for a `POST /broadcast`, sends its body (one',
    'order_update-sized message, serialised once) to every client with `ws`’s send. Shop: as `npm start` runs it,',
    'in a Node process of its own (default log settings, log to a file); one order is checked out, then marked',
    'paid through `POST /api/payments/:id/demo`, what the demo payment page’s Betaald button sends. Delivery is',
    'the time from just before the HTTP request (both) until each client’s message arrived, on the shared wall',
    `clock of the processes. Both servers run at once, each with ${CLIENTS.toLocaleString('en-US')} clients of its own; on each one`,
    `broadcast warms up, then they take turns for ${ROUNDS} measured rounds each (bare, shop, bare, …), so that`,
    'both meet the same drift of the machine, and each one’s arrivals are pooled; the target is the shop’s p99',
    `at most ${MAX_RATIO} × the baseline’s, every client reached. Then`,
    `${HELD.toLocaleString('en-US')} idle clients, subscribed to the orders channel, are held open against the shop`,
    'started afresh in a Node process of its own: the growth of that process’s resident set size, each reading',
    'taken after a full garbage collection, divided by their number is the memory per idle socket, whose target',
    `is at most ${MAX_KIB_PER_SOCKET} KiB.`,
  ].join(' '),

  async run(context) {
    const clients = startClients()
    try {
      const rows: Row[] = []
      const notes: string[] = []
      for (const target of context.databases) {
        context.log(`${target.label}: fan-out from the shop as npm start runs it, taking turns with a bare ws broadcast`)
        const { baseline, measured } = await measureTakingTurns(target, clients)
        rows.push(deliveryRow(`${target.label}: baseline, bare \`ws\` broadcast`, baseline))
        const idle = await measureIdle(target, clients, context.log)
        const ratio = percentile(measured.times, 99) / percentile(baseline.times, 99)
        const row = deliveryRow(`${target.label}: order paid → order_update`, measured)
        row.figures.push({ name: '× baseline p99', value: ratio, unit: '' })
        rows.push({ ...row, target: `p99 ≤ ${MAX_RATIO} × baseline p99, every client reached`, met: measured.missing === 0 && ratio <= MAX_RATIO })
        rows.push({
          what: `${target.label}: ${HELD.toLocaleString('en-US')} idle clients held`,
          figures: [
            { name: 'RSS growth', value: idle.growthMiB, unit: 'MiB' },
            { name: 'memory per idle socket', value: idle.perConnectionKiB, unit: 'KiB' },
            { name: 'server RSS', value: idle.rssMiB, unit: 'MiB' },
          ],
          target: `≤ ${MAX_KIB_PER_SOCKET} KiB per idle socket`,
          // A growth of zero or less means the readings were disturbed, not that the clients cost nothing.
          met: idle.growthMiB > 0 && idle.perConnectionKiB <= MAX_KIB_PER_SOCKET,
        })
        notes.push(
          `${target.label}: the shop's process held ${idle.rssBeforeMiB.toFixed(0)} MiB before the idle clients and ${idle.rssMiB.toFixed(0)} MiB with them (heap ${idle.heapMiB.toFixed(0)} MiB); of the growth per connection, ${idle.heapPerConnectionKiB.toFixed(1)} KiB is JavaScript heap and buffers.`,
          `${target.label}: the shop answered the paid request after ${measured.answeredMs.map((ms) => ms.toFixed(0)).join(', ')} ms in the ${ROUNDS} rounds; the first client had the order after ${measured.firstMs.map((ms) => ms.toFixed(0)).join(', ')} ms (the bare broadcast: ${baseline.firstMs.map((ms) => ms.toFixed(0)).join(', ')} ms).`,
        )
      }
      notes.push(
        'Clients run in a child process on the same cores as both servers; the baseline and the shop take turns, round by round, with the same clients process and machine.',
        'Between the paid request and its broadcast the shop settles the payment in a transaction of the database (the order, the points, the head of the live queue) and reads the order back: time a bare broadcast does not have. The buyer’s confirmation e-mail is written after the broadcast (decision 066).',
      )
      return { rows, notes }
    } finally {
      await clients.stop()
    }
  },
}

function deliveryRow(what: string, measured: { times: number[]; missing: number }): Row {
  const { times, missing } = measured
  return {
    what,
    figures: [
      { name: 'arrivals', value: times.length, unit: '' },
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
async function delivery(clients: Clients, group: string, marker: string, send: () => Promise<void>) {
  const arrivals = clients.ask({ type: 'expect', group, marker, timeoutMs: DELIVERY_TIMEOUT_MS }, 'arrivals')
  const start = now()
  await send()
  const answeredMs = now() - start
  const { times, missing } = await arrivals
  return { times: times.map((at) => at - start), missing, answeredMs }
}

type Pooled = { times: number[]; missing: number; answeredMs: number[]; firstMs: number[] }

/**
 * A server's broadcasts: `prepare(marker)` does what comes before one (not timed) and gives the
 * request that sets it off (timed). `group` names the server's own clients.
 */
type Broadcaster = { group: string; prepare: (marker: string) => Promise<() => Promise<void>>; pooled: Pooled }

/** One broadcast of `server`, its arrivals added to its pool (`pool` false: a warm-up). */
async function broadcastOnce(clients: Clients, server: Broadcaster, marker: string, pool: boolean): Promise<void> {
  const measured = await delivery(clients, server.group, `"${marker}"`, await server.prepare(marker))
  if (pool) {
    server.pooled.times.push(...measured.times)
    server.pooled.missing += measured.missing
    server.pooled.answeredMs.push(measured.answeredMs)
    server.pooled.firstMs.push(Math.min(...measured.times))
  }
  // The server's garbage of one round is not the next one's.
  await new Promise((resolve) => setTimeout(resolve, 500))
}

/**
 * The bare broadcast and the shop, both running with their clients connected: one warm-up each, then
 * ROUNDS turns of one broadcast each, the bare server first.
 */
async function measureTakingTurns(target: DatabaseTarget, clients: Clients): Promise<{ baseline: Pooled; measured: Pooled }> {
  const bare = await startBareBroadcast()
  const database = target.kind === 'postgres' ? await createBenchDatabase(target.serverUrl) : undefined
  try {
    const shop = await startShopServer({ databaseUrl: database?.url })
    try {
      const productId = await addProduct(shop.baseUrl, await adminCookie(shop.baseUrl), { name: 'Booster Pack – Fan-out', stock: 100 })
      await clients.ask({ type: 'open', group: 'bare', url: bare.wsUrl, count: CLIENTS, channel: 'orders' }, 'opened')
      await clients.ask({ type: 'open', group: 'shop', url: `${shop.baseUrl.replace('http', 'ws')}/ws`, count: CLIENTS, channel: 'orders' }, 'opened')
      const empty = (): Pooled => ({ times: [], missing: 0, answeredMs: [], firstMs: [] })
      const baseline: Broadcaster = {
        group: 'bare',
        pooled: empty(),
        prepare: async (marker) => {
          const body = JSON.stringify(orderUpdateLike(marker))
          return async () => {
            const answer = await fetch(`${bare.url}/broadcast`, { method: 'POST', body })
            if (answer.status !== 204) throw new Error(`the bare broadcast answered ${answer.status}`)
          }
        },
      }
      // The buyer's name is the marker: the order_update carries it.
      const fromShop: Broadcaster = {
        group: 'shop',
        pooled: empty(),
        prepare: async (marker) => {
          const answer = await checkout(shop.baseUrl, marker, productId)
          const { paymentId } = answer
          if (!paymentId) throw new Error(`checkout answered ${answer.status}`)
          return () => markPaid(shop.baseUrl, paymentId)
        },
      }
      for (const server of [baseline, fromShop]) await broadcastOnce(clients, server, `fanout_warm_up_${server.group}`, false)
      for (let round = 0; round < ROUNDS; round++) {
        for (const server of [baseline, fromShop]) await broadcastOnce(clients, server, `fanout_${server.group}_${round}`, true)
      }
      await clients.ask({ type: 'close', group: 'shop' }, 'closed')
      await clients.ask({ type: 'close', group: 'bare' }, 'closed')
      return { baseline: baseline.pooled, measured: fromShop.pooled }
    } finally {
      await shop.stop()
    }
  } finally {
    await database?.drop()
    await bare.close()
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
    await clients.ask({ type: 'open', group: 'idle', url: wsUrl, count: 250, channel: 'orders' }, 'opened')
    await clients.ask({ type: 'close', group: 'idle' }, 'closed')
    await settle()
    const before = await shop.memory()
    log(`${target.label}: holding ${HELD} idle clients`)
    await clients.ask({ type: 'open', group: 'idle', url: wsUrl, count: HELD, channel: 'orders' }, 'opened')
    await settle()
    const after = await shop.memory()
    await clients.ask({ type: 'close', group: 'idle' }, 'closed')
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
