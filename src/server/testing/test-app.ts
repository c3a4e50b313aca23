import { mkdtempSync, rmSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyBaseLogger, InjectOptions } from 'fastify'
import { WebSocket } from 'ws'
import { buildApp, type App } from '#server/app'
import { loadConfig, type Config } from '#server/config'
import type { PaymentProvider } from '#server/modules/sales/providers/payment-provider'
import type { MailTiming } from '#server/modules/mail/mail-worker'
import type { WriteSchedule } from '#server/modules/mail-content/order-links.routes'
import type { Database } from '#server/platform/database'
import { prepareDatabase } from '#server/platform/migrate'
import { TEST_ACCESS_CODE_COST } from './access-code-cost'
import { createTestDatabase, TEMPLATE_ACCESS_CODE } from './test-database'

/** The admin access code every test app is configured with. */
export const ADMIN_TEST_CODE = TEMPLATE_ACCESS_CODE

export type TestAppDeps = {
  /** Login attempts per address per minute; high by default so tests that log in often are not limited. */
  loginLimitPerMinute?: number
  /** Share a database between apps (the caller closes it); by default each app gets a fresh one. */
  database?: Database
  /** A built client to serve; by default an empty folder, so only the API answers. */
  clientDir?: string
  /** A fake payment provider; by default the one PAYMENT_PROVIDER names (demo in tests). */
  paymentProvider?: PaymentProvider
  /** How often abandoned checkouts are released; 0 by default, so tests run expireDuePayments by hand. */
  expiryIntervalMs?: number
  /** The leaderboard's weekly reset job; 0 (off) by default, so tests run resetWeekIfDue by hand. */
  leaderboardResetCheckMs?: number
  /** A logger to read what the shop logs; by default none (LOG_LEVEL silent). */
  logger?: FastifyBaseLogger
  /** The e-mail worker's waits (retries, polling); by default the shop's own. */
  mailTiming?: Partial<MailTiming>
  /** When the link-again form's message is written; by default a random moment 1 to 6 s after the answer. */
  orderLinksSchedule?: WriteSchedule
}

export type TestApp = {
  app: App
  database: Database
  config: Config
  /** Closes the app, then the database if this test app created it. */
  close(): Promise<void>
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    ADMIN_ACCESS_CODE: ADMIN_TEST_CODE,
    LOG_LEVEL: 'silent',
    SEED_DEMO_PRODUCTS: 'false',
    PORT: '0',
  })
  // Uploaded pictures go to a folder of this app's own under the system's temporary folder, never the repository.
  const uploadsDir = join(tmpdir(), `packstroom-uploads-${process.pid}-${randomUUID()}`)
  return { ...base, uploadsDir, accessCodeCost: TEST_ACCESS_CODE_COST, ...overrides }
}

/**
 * The whole shop on a database of its own, prepared exactly as main.ts prepares it, not yet
 * ready: a test may still register a route before the first inject() or ready().
 */
export async function buildTestApp(overrides: Partial<Config> = {}, deps: TestAppDeps = {}): Promise<TestApp> {
  const config = testConfig(overrides)
  const ownsDatabase = !deps.database
  const database = deps.database ?? (await createTestDatabase())
  const emptyClientDir = deps.clientDir ? undefined : mkdtempSync(join(tmpdir(), 'packstroom-no-client-'))
  const cleanUp = async () => {
    if (emptyClientDir) rmSync(emptyClientDir, { recursive: true, force: true })
    if (ownsDatabase) await database.close()
  }

  let app: App
  try {
    await prepareDatabase(database, {
      seedDemoProducts: config.seedDemoProducts,
      adminAccessCode: config.adminAccessCode,
      accessCodeCost: config.accessCodeCost,
    })
    app = await buildApp(config, {
      database,
      clientDir: deps.clientDir ?? emptyClientDir,
      loginLimitPerMinute: deps.loginLimitPerMinute ?? 1000,
      paymentProvider: deps.paymentProvider,
      expiryIntervalMs: deps.expiryIntervalMs ?? 0,
      leaderboardResetCheckMs: deps.leaderboardResetCheckMs ?? 0,
      logger: deps.logger,
      mailTiming: deps.mailTiming,
      orderLinksSchedule: deps.orderLinksSchedule,
    })
  } catch (error) {
    await cleanUp()
    throw error
  }

  let closing: Promise<void> | undefined
  return {
    app,
    database,
    config,
    close() {
      closing ??= app.close().finally(cleanUp)
      return closing
    },
  }
}

export type ManualSchedule = {
  /** Pass as `orderLinksSchedule`: every write waits here until the test runs it. */
  schedule: WriteSchedule
  /** How many writes wait. */
  readonly pending: number
  /** Runs every waiting write and waits for them to finish. */
  runPending(): Promise<void>
}

/** A schedule for deferred writes that the test runs by hand, so what is written when is asserted, not timed. */
export function manualSchedule(): ManualSchedule {
  const waiting: (() => Promise<void>)[] = []
  return {
    schedule(write) {
      waiting.push(write)
      return () => {
        const index = waiting.indexOf(write)
        if (index >= 0) waiting.splice(index, 1)
      }
    },
    get pending() {
      return waiting.length
    },
    async runPending() {
      await Promise.all(waiting.splice(0).map((write) => write()))
    },
  }
}

/** Logs in with the test access code; returns the `cookie` header value that carries the session. */
export async function loginAsAdmin(app: App, accessCode = ADMIN_TEST_CODE): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { accessCode } })
  const session = response.cookies.find((cookie) => cookie.name.endsWith('packstroom_session'))
  if (response.statusCode !== 200 || !session) {
    throw new Error(`admin login failed: ${response.statusCode} ${response.body}`)
  }
  return `${session.name}=${session.value}`
}

/** An inject() that carries the admin session cookie. */
export function injectAsAdmin(app: App, cookie: string, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...options.headers, cookie } })
}

export const ADMIN_PROBE_URL = '/api/admin/test-probe'

/**
 * Registers a tiny admin-only route, for tests that need to prove the admin guard before any real
 * admin route exists. Call it before the app is ready.
 */
export function addAdminProbe(app: App): string {
  app.get(ADMIN_PROBE_URL, { config: { access: 'admin' } }, () => ({ ok: true }))
  return ADMIN_PROBE_URL
}

/** Makes the app listen on a free port of 127.0.0.1, so /ws can be reached; returns the URL of /ws. */
export async function listenForSockets(app: App): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 })
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`
}

/** A WebSocket client that hands out the server's messages one at a time, in order. */
export type TestSocket = {
  send(message: object): void
  sendRaw(text: string): void
  /** The next message from the server, parsed; fails after `timeoutMs` without one. */
  next(timeoutMs?: number): Promise<unknown>
  close(): void
}

/** Opens a WebSocket (headers such as `cookie` or `origin` go on the upgrade request). */
export function connectSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const socket = new WebSocket(url, { headers })
  const received: unknown[] = []
  const waiting: ((message: unknown) => void)[] = []
  socket.on('message', (data) => {
    const message: unknown = JSON.parse(String(data))
    const waiter = waiting.shift()
    if (waiter) waiter(message)
    else received.push(message)
  })
  const client: TestSocket = {
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (text) => socket.send(text),
    next(timeoutMs = 5_000) {
      if (received.length > 0) return Promise.resolve(received.shift())
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(deliver), 1)
          reject(new Error(`no WebSocket message within ${timeoutMs} ms`))
        }, timeoutMs)
        const deliver = (message: unknown) => {
          clearTimeout(timer)
          resolve(message)
        }
        waiting.push(deliver)
      })
    },
    close: () => socket.close(),
  }
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client))
    socket.once('error', reject)
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`WebSocket upgrade refused with ${response.statusCode}`)),
    )
  })
}

export type RefusedUpgrade = { status: number; body: string; closedByServer: boolean }

/**
 * Tries a WebSocket upgrade that the server is expected to refuse; fails if it is accepted.
 * Reports whether the server closed the connection after its answer, as it must.
 */
export function refuseUpgrade(url: string, headers: Record<string, string>, waitMs = 2_000): Promise<RefusedUpgrade> {
  const socket = new WebSocket(url, { headers })
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (request, response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.once('end', () => {
        const connection = request.socket
        if (!connection) return resolve({ status: response.statusCode ?? 0, body, closedByServer: true })
        const timer = setTimeout(() => {
          // Reset rather than end: a half-closed socket the server forgot would keep app.close() waiting.
          connection.resetAndDestroy()
          resolve({ status: response.statusCode ?? 0, body, closedByServer: false })
        }, waitMs)
        const closed = () => {
          clearTimeout(timer)
          connection.destroy()
          resolve({ status: response.statusCode ?? 0, body, closedByServer: true })
        }
        if (connection.readableEnded || connection.destroyed) closed()
        else connection.once('end', closed).once('close', closed)
      })
    })
    socket.once('open', () => {
      socket.close()
      reject(new Error('the WebSocket upgrade was accepted'))
    })
    socket.once('error', reject)
  })
}
