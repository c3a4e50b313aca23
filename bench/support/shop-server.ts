import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { openSync, closeSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { configVariableNames } from '#server/config'
import { closeOnInterrupt } from './cleanup'
import { BENCH_ACCESS_CODE } from './shop'

const root = join(import.meta.dirname, '../..')

/**
 * The shop as `npm start` runs it: `src/server/main.ts` in a Node process of its own, serving the
 * production client from dist/client (built first when missing or stale, by the same script `npm start`
 * runs), with the default log settings and the log written to a file, as a service manager would keep
 * it (not a terminal, so LOG_FORMAT=auto writes JSON, and LOG_REQUESTS=auto a line for each failed or
 * slow request: decision 025). It runs under `node --import tsx`,
 * which is what the `tsx` command of `npm start` runs, without the wrapper process, so that a signal
 * reaches the shop itself.
 */
export type ShopServer = {
  baseUrl: string
  port: number
  pid: number
  /** Resolves when the process has ended, with its exit code or signal. */
  exited: Promise<string>
  /** SIGTERM (a graceful close) or SIGKILL; resolves once the process is gone. */
  stop: (signal?: 'SIGTERM' | 'SIGKILL') => Promise<void>
  /** Resident memory of the process, read from /proc, in bytes. */
  rss: () => Promise<number>
}

export type ShopServerOptions = {
  /** postgres://…; unset: the embedded database in a temporary data folder of its own. */
  databaseUrl?: string
  /** A fixed port (a restarted instance keeps its place behind the proxy); default a free one. */
  port?: number
  env?: Record<string, string>
  /** Node's own options before the script, e.g. --cpu-prof to see where a benchmark's time goes. */
  nodeArgs?: string[]
}

export async function ensureClientBuilt(): Promise<void> {
  await promisify(execFile)(process.execPath, [join(root, 'scripts/build-if-needed.mjs')], { cwd: root })
}

export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  await once(server, 'close')
  return port
}

/** Node's flags in package.json's start script (decision 045). */
export const NPM_START_FLAGS = ['--max-semi-space-size=16']
/** What package.json's start script sets before it: React's production build on the server (decision 067). */
export const NPM_START_ENV = { NODE_ENV: 'production' }

export async function startShopServer(options: ShopServerOptions = {}): Promise<ShopServer> {
  const port = options.port ?? (await freePort())
  const workDir = await mkdtemp(join(tmpdir(), 'packstroom-bench-server-'))
  const logFd = openSync(join(workDir, 'shop.log'), 'a')
  const child: ChildProcess = spawn(process.execPath, [...NPM_START_FLAGS, ...(options.nodeArgs ?? []), '--import', 'tsx', join(root, 'src/server/main.ts')], {
    cwd: root,
    stdio: ['ignore', logFd, logFd],
    env: {
      PATH: process.env.PATH ?? '',
      // Every variable the shop reads, blank (unset to loadConfig), so that a developer's .env cannot
      // slip in: it would win over an unset variable, and its DATABASE_URL would take the bench's data.
      ...Object.fromEntries(configVariableNames.map((name) => [name, ''])),
      ...NPM_START_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_ACCESS_CODE: BENCH_ACCESS_CODE,
      DATA_DIR: join(workDir, 'data'),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
  })
  closeSync(logFd)
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`))
  })
  const stop = closeOnInterrupt(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(timer)
    }
    await rm(workDir, { recursive: true, force: true })
  })
  const server: ShopServer = {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid as number,
    exited,
    async stop(signal = 'SIGTERM') {
      if (signal === 'SIGKILL' && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await stop()
    },
    async rss() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8')
      const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      return kib * 1024
    },
  }
  try {
    await waitForHealth(server.baseUrl, exited)
  } catch (error) {
    const log = await readFile(join(workDir, 'shop.log'), 'utf8').catch(() => '')
    await stop()
    throw new Error(`${(error as Error).message}; the end of its log:\n${log.slice(-2_000)}`)
  }
  return server
}

/** Until /api/health answers 200: migrations ran and the database answers. */
export async function waitForHealth(baseUrl: string, exited?: Promise<string>, timeoutMs = 60_000): Promise<void> {
  let ended: string | undefined
  void exited?.then((how) => (ended = how))
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the shop ended before it answered (${ended})`)
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the shop at ${baseUrl} did not answer /api/health within ${timeoutMs / 1000} s`)
}
