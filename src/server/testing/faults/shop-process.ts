import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { configVariableNames } from '#server/config'

export const FAULTS_ACCESS_CODE = 'faults-access-code'

const projectRoot = resolve(import.meta.dirname, '../../../..')

export type ShopExit = { code: number | null; signal: NodeJS.Signals | null }

/** The real server, `src/server/main.ts`, running in a process of its own. */
export type ShopProcess = {
  readonly url: string
  readonly pid: number
  /** Resolves when the process has ended, however it ended. */
  readonly exited: Promise<ShopExit>
  /** Everything it printed so far (stdout and stderr), for a failing test's message. */
  output(): string
  signal(signal: NodeJS.Signals): void
}

export type ShopEnvironment = {
  port: number
  /** DATA_DIR for the embedded database, or DATABASE_URL for PostgreSQL. */
  dataDir?: string
  databaseUrl?: string
  /** More variables, over the ones set here (LOG_LEVEL, LOG_FORMAT, …). */
  env?: Record<string, string>
  /**
   * Run it with a terminal as its output, as a seller who types `npm start` does (util-linux `script`).
   * Stop such a shop with SIGTERM, which `script` passes on; a SIGKILL would end only `script`.
   */
  terminal?: boolean
}

/**
 * Starts the shop as `npm start` does and waits until GET /api/health answers 200. Runs
 * `node --import tsx` rather than the tsx CLI: that CLI keeps the server in a child process, so a
 * SIGKILL sent to it would leave the server itself running.
 */
export async function startShop(environment: ShopEnvironment, readyWithinMs = 90_000): Promise<ShopProcess> {
  // Every variable the shop reads is set here: a developer's .env or shell must not leak in.
  const blank = Object.fromEntries(configVariableNames.map((name) => [name, '']))
  const command = [process.execPath, '--import', 'tsx', 'src/server/main.ts']
  // `script` gives the server a pseudo-terminal and copies what it prints; --return passes its exit on.
  const shellWords = command.map((word) => `'${word.replaceAll("'", "'\\''")}'`).join(' ')
  const [file, ...args] = environment.terminal
    ? ['script', '--quiet', '--flush', '--return', '--command', shellWords, '/dev/null']
    : command
  const child = spawn(file ?? process.execPath, args, {
    cwd: projectRoot,
    env: {
      ...process.env,
      ...blank,
      PORT: String(environment.port),
      HOST: '127.0.0.1',
      DATA_DIR: environment.dataDir ?? '',
      DATABASE_URL: environment.databaseUrl ?? '',
      ADMIN_ACCESS_CODE: FAULTS_ACCESS_CODE,
      SEED_DEMO_PRODUCTS: 'false',
      PAYMENT_PROVIDER: 'demo',
      LOG_LEVEL: 'warn',
      // The tests' buyers are many people on addresses of their own (buyerHeaders in drop.ts), as if
      // behind our proxy: one address may hold only 20 unpaid checkouts (decision 017).
      TRUST_PROXY: 'true',
      ...environment.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const shop = wrap(child, `http://127.0.0.1:${environment.port}`)
  try {
    await waitUntilHealthy(shop, readyWithinMs)
  } catch (error) {
    shop.signal('SIGKILL')
    await shop.exited
    throw error
  }
  return shop
}

function wrap(child: ChildProcess, url: string): ShopProcess {
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<ShopExit>((done) => child.once('exit', (code, signal) => done({ code, signal })))
  if (child.pid === undefined) throw new Error('the shop process did not start')
  return {
    url,
    pid: child.pid,
    exited,
    output: () => output,
    signal: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    },
  }
}

async function waitUntilHealthy(shop: ShopProcess, withinMs: number): Promise<void> {
  let ended: ShopExit | undefined
  void shop.exited.then((exit) => (ended = exit))
  const deadline = Date.now() + withinMs
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the shop stopped while starting (${describeExit(ended)}):\n${shop.output()}`)
    // The banner main.ts prints once it listens, in this process's own output: a health answer alone
    // could come from another test's shop that took the port between freePort and this start.
    const listening = shop.output().includes(' is running at ')
    const healthy =
      listening &&
      (await fetch(`${shop.url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.status === 200,
        () => false,
      ))
    if (healthy) return
    await new Promise((done) => setTimeout(done, 50))
  }
  throw new Error(`the shop did not answer /api/health with 200 within ${withinMs} ms:\n${shop.output()}`)
}

/** Stops the shop and waits for it; resolves with how it ended. */
export async function stopShop(shop: ShopProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<ShopExit> {
  shop.signal(signal)
  return shop.exited
}

export function describeExit(exit: ShopExit): string {
  return exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`
}

/**
 * A port nobody listens on right now, picked by the system. Take a new one at every start: a port a
 * killed shop let go may meanwhile be another test's.
 */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))))
    })
  })
}

/**
 * The errors the shop logged (pino level 50 and up), for a report on unexpected answers; not the
 * ones it answered with 503 because the database was away.
 */
export function loggedErrors(output: string): string[] {
  const errors: string[] = []
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string; code?: string } }
      if ((entry.level ?? 0) >= 50 && entry.msg !== 'database unavailable') errors.push(`shop logged: ${entry.msg}: ${entry.err?.code ?? ''} ${entry.err?.message ?? ''}`)
    } catch {
      // not a log line
    }
  }
  return errors
}
