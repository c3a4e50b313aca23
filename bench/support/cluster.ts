import { fork, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import pg from 'pg'
import { closeOnInterrupt } from './cleanup'
import type { BuyerAnswer, BuyersInput } from './cluster-buyers'
import { createBenchDatabase } from './databases'
import type { ViewerCommand, ViewerReport } from './cluster-viewers'
import { startProxy, type Proxy } from './proxy'
import { freePort, startShopServer, type ShopServer } from './shop-server'

/**
 * Open files one HAProxy process may hold on these machines is capped at 20,000 (a hard limit root
 * cannot raise here), and every viewer holds two: two processes with maxconn 9,500 each carry 15,000
 * viewers and more. A server whose haproxy.service allows more runs one process (docs/deploy.md).
 */
export const PROXY_PROCESSES = 2
export const PROXY_MAXCONN = 9_500

/**
 * Several shops as a seller runs them (docs/deploy.md): each `npm start`'s server in a process of its
 * own on one PostgreSQL database, with TRUST_PROXY and a metrics port, behind HAProxy with
 * deploy/haproxy.cfg.
 */
export type Cluster = {
  proxy: Proxy
  /** Index i is haproxy's server `shop${i + 1}`; a restarted instance replaces its entry. */
  instances: ShopServer[]
  metricsPorts: number[]
  databaseUrl: string
  /** Starts instance i again on its port (after a stop or a kill). */
  restart: (index: number) => Promise<void>
  /** Until haproxy counts instance i as `status` (UP, DOWN, …); the time it took, in ms. */
  waitForStatus: (index: number, status: string, timeoutMs?: number) => Promise<number>
  sql: <Row>(text: string, values?: unknown[]) => Promise<Row[]>
  stop: () => Promise<void>
}

export async function startCluster(serverUrl: string, size: number): Promise<Cluster> {
  const { url, drop } = await createBenchDatabase(serverUrl, 'packstroom_cluster_')
  const ports = await Promise.all(Array.from({ length: size }, () => freePort()))
  const metricsPorts = await Promise.all(Array.from({ length: size }, () => freePort()))
  const instances: ShopServer[] = []
  let proxy: Proxy | undefined
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  const stop = closeOnInterrupt(async () => {
    await proxy?.stop()
    await Promise.all(instances.map((instance) => instance.stop()))
    await pool.end()
    await drop()
  })
  const start = (index: number) =>
    startShopServer({
      databaseUrl: url,
      port: ports[index],
      env: { TRUST_PROXY: 'true', METRICS_PORT: String(metricsPorts[index]) },
    })
  try {
    // Together, as a service manager starts them: the migrations run once, under their advisory lock.
    instances.push(...(await Promise.all(Array.from({ length: size }, (_, index) => start(index)))))
    proxy = await startProxy(
      ports.map((port) => `127.0.0.1:${port}`),
      { processes: PROXY_PROCESSES, maxconn: PROXY_MAXCONN },
    )
  } catch (error) {
    await stop()
    throw error
  }
  const theProxy = proxy
  const waitForStatus = async (index: number, status: string, timeoutMs = 30_000) => {
    const started = performance.now()
    for (;;) {
      const seen = (await theProxy.servers()).map((list) => list.find((s) => s.name === `shop${index + 1}`)?.status ?? '')
      if (seen.every((s) => s.startsWith(status))) return performance.now() - started
      if (performance.now() - started > timeoutMs) throw new Error(`shop${index + 1} not ${status} after ${timeoutMs / 1000} s (${seen.join(', ')})`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return {
    proxy: theProxy,
    instances,
    metricsPorts,
    databaseUrl: url,
    async restart(index) {
      instances[index] = await start(index)
    },
    waitForStatus,
    sql: async <Row>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as Row[],
    stop,
  }
}

/** A figure of an instance's Prometheus endpoint: the sum of the samples of `metric` whose labels contain `labels`. */
export async function scrape(metricsPort: number, metric: string, labels = ''): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${metric}{`) || line.startsWith(`${metric} `))
    .filter((line) => line.includes(labels))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0)
}

/** Part `index` of `count` split over `parts` as evenly as whole numbers allow. */
const shareOf = (count: number, parts: number, index: number) => Math.floor(count / parts) + (index < count % parts ? 1 : 0)

export type Viewers = {
  open: (baseUrl: string, count: number) => Promise<void>
  expect: (marker: string, timeoutMs: number) => Promise<{ times: number[]; missing: number }>
  seen: (orderIds: number[], timeoutMs: number) => Promise<Extract<ViewerReport, { type: 'seen' }>>
  close: () => Promise<void>
  stop: () => Promise<void>
}

/**
 * Viewers (cluster-viewers.ts) spread over `processes` child processes, so that reading 15,000
 * messages does not wait on one thread of the load generator.
 */
export function startViewers(processes: number): Viewers {
  const children: ChildProcess[] = Array.from({ length: processes }, () => fork(join(import.meta.dirname, 'cluster-viewers.ts')))
  const stop = closeOnInterrupt(async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return
        child.kill()
        await once(child, 'exit')
      }),
    )
  })
  const ask = <T extends ViewerReport['type']>(child: ChildProcess, command: ViewerCommand, answer: T) =>
    new Promise<Extract<ViewerReport, { type: T }>>((resolve, reject) => {
      const onMessage = (report: ViewerReport) => {
        if (report.type !== answer && report.type !== 'failed') return
        child.off('message', onMessage)
        child.off('exit', onExit)
        if (report.type === 'failed') reject(new Error(`viewers: ${report.message}`))
        else resolve(report as Extract<ViewerReport, { type: T }>)
      }
      const onExit = () => reject(new Error('a viewers process ended'))
      child.on('message', onMessage)
      child.once('exit', onExit)
      child.send(command)
    })
  return {
    async open(baseUrl, count) {
      let firstAddress = 0
      await Promise.all(
        children.map((child, index) => {
          const own = shareOf(count, processes, index)
          const command: ViewerCommand = { type: 'open', baseUrl, count: own, firstAddress }
          firstAddress += own
          return ask(child, command, 'opened')
        }),
      )
    },
    async expect(marker, timeoutMs) {
      const all = await Promise.all(children.map((child) => ask(child, { type: 'expect', marker, timeoutMs }, 'arrivals')))
      return { times: all.flatMap((a) => a.times), missing: all.reduce((sum, a) => sum + a.missing, 0) }
    },
    async seen(orderIds, timeoutMs) {
      const all = await Promise.all(children.map((child) => ask(child, { type: 'seen', orderIds, timeoutMs }, 'seen')))
      const sum = (key: 'viewers' | 'complete' | 'reconnects' | 'catchUps' | 'stillAway') => all.reduce((total, r) => total + r[key], 0)
      return { type: 'seen', viewers: sum('viewers'), complete: sum('complete'), reconnects: sum('reconnects'), catchUps: sum('catchUps'), stillAway: sum('stillAway') }
    },
    async close() {
      await Promise.all(children.map((child) => ask(child, { type: 'close' }, 'closed')))
    },
    stop,
  }
}

/** Threads the buyers of a drop are spread over (cluster-buyers.ts). */
const BUYER_THREADS = 4

/**
 * A drop through the proxy from BUYER_THREADS worker threads (cluster-buyers.ts); `onSending` is
 * called as the checkouts leave, every buyer's connection being open by then.
 */
export async function dropThroughProxy(input: Omit<BuyersInput, 'firstBuyer'>, onSending?: () => void): Promise<BuyerAnswer[]> {
  const script = new URL('./cluster-buyers.ts', import.meta.url).href
  const share = (index: number) => shareOf(input.buyers, BUYER_THREADS, index)
  const workers = Array.from({ length: BUYER_THREADS }, (_, index) => {
    const firstBuyer = Array.from({ length: index }, (_, before) => share(before)).reduce((sum, n) => sum + n, 0)
    const workerData: BuyersInput & { script: string } = { ...input, buyers: share(index), firstBuyer, script }
    return new Worker(new URL('./ts-worker.mjs', import.meta.url), { workerData })
  })
  try {
    const settled = workers.map(
      (worker) =>
        new Promise<{ ready: Promise<void>; answers: Promise<BuyerAnswer[]> }>((resolveOuter) => {
          let markReady!: () => void
          const ready = new Promise<void>((resolve) => (markReady = resolve))
          const answers = new Promise<BuyerAnswer[]>((resolve, reject) => {
            worker.on('message', (message: { type: 'ready' } | { type: 'answers'; answers: BuyerAnswer[] }) => {
              if (message.type === 'ready') markReady()
              else resolve(message.answers)
            })
            worker.once('error', reject)
            worker.once('exit', (code) => reject(new Error(`buyers worker exited with ${code}`)))
          })
          resolveOuter({ ready, answers })
        }),
    )
    const threads = await Promise.all(settled)
    await Promise.all(threads.map((thread) => thread.ready))
    for (const worker of workers) worker.postMessage('go')
    onSending?.()
    return (await Promise.all(threads.map((thread) => thread.answers))).flat()
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
}

