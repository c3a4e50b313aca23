import { fork } from 'node:child_process'
import { once } from 'node:events'
import { closeOnInterrupt } from './cleanup'
import type { DatabaseTarget } from './databases'
import { startBenchShop } from './shop'

/**
 * The shop alone in a Node process of its own, for memory figures that hold nothing but the shop and
 * what is asked of it: no browser, client or leftover of an earlier benchmark shares its heap. The
 * child runs with --expose-gc, so each reading is taken after a full garbage collection.
 */
export type Memory = { rss: number; heapUsed: number; external: number }

type Command = { type: 'memory' } | { type: 'stop' }
type Report = { type: 'started'; baseUrl: string } | ({ type: 'memory' } & Memory) | { type: 'failed'; message: string }

export type ShopProcess = { baseUrl: string; memory: () => Promise<Memory>; stop: () => Promise<void> }

export async function startShopProcess(target: DatabaseTarget): Promise<ShopProcess> {
  const child = fork(import.meta.filename, {
    execArgv: [...process.execArgv, '--expose-gc'],
    env: { ...process.env, BENCH_SHOP_TARGET: JSON.stringify(target) },
  })
  const stop = closeOnInterrupt(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.send({ type: 'stop' } satisfies Command)
    await once(child, 'exit')
  })
  const next = <T extends Report['type']>(type: T) =>
    new Promise<Extract<Report, { type: T }>>((resolve, reject) => {
      const onMessage = (report: Report) => {
        if (report.type !== type && report.type !== 'failed') return
        child.off('message', onMessage)
        child.off('exit', onExit)
        if (report.type === 'failed') reject(new Error(`shop process: ${report.message}`))
        else resolve(report as Extract<Report, { type: T }>)
      }
      const onExit = () => reject(new Error('the shop process ended'))
      child.on('message', onMessage)
      child.once('exit', onExit)
    })
  try {
    const { baseUrl } = await next('started')
    const memory = () => {
      const answer = next('memory')
      child.send({ type: 'memory' } satisfies Command)
      return answer
    }
    return { baseUrl, memory, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

async function runChild(target: DatabaseTarget): Promise<void> {
  const report = (message: Report) => process.send?.(message)
  try {
    const shop = await startBenchShop(target)
    process.on('message', (command: Command) => {
      if (command.type === 'memory') {
        // Twice: the first collection may leave garbage that only the second one finds.
        globalThis.gc?.()
        globalThis.gc?.()
        const { rss, heapUsed, external } = process.memoryUsage()
        report({ type: 'memory', rss, heapUsed, external })
      } else {
        void shop.close().finally(() => process.exit(0))
      }
    })
    process.on('disconnect', () => void shop.close().finally(() => process.exit(0)))
    report({ type: 'started', baseUrl: shop.baseUrl })
  } catch (error) {
    report({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
    process.exit(1)
  }
}

if (process.env.BENCH_SHOP_TARGET && process.send) await runChild(JSON.parse(process.env.BENCH_SHOP_TARGET) as DatabaseTarget)
