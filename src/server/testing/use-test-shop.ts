import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { Config } from '#server/config'
import { openPostgres } from '#server/platform/database'
import { startAdminShop, type AdminShop } from './admin-factories'
import { startFakeMollie, trustSelfSignedCertificates, type FakeMollie } from './fake-mollie'
import { clearShopData } from './factories'
import { startScriptDatabase, type ScriptDatabase } from './script-database'
import { buildTestApp, connectSocket, listenForSockets, type TestApp, type TestAppDeps, type TestSocket } from './test-app'
import { startTestSmtp, type TestSmtp } from './test-smtp'
import { createTestDatabase, type TestDatabase } from './test-database'
import { startTwoInstances, type TwoInstances } from './two-instances'

/**
 * The set-up an API test file shares with its neighbours, written once: call one of these at the top
 * of the file and use what it returns in tests and in the helpers beside them. Each registers a
 * beforeAll that makes the thing and an afterAll that closes it; what it returns is a stand-in that
 * passes every property read on to the thing once it exists. Vitest runs beforeAll hooks in the order
 * they are registered and afterAll hooks in reverse, so a call that uses another's result (a second
 * app on the first one's database, an app that talks to a fake Mollie) comes after it.
 */

type Closable = { close(): Promise<void> }
type Lazy<T> = T | (() => T)

const valueOf = <T>(value: Lazy<T>): T => (typeof value === 'function' ? (value as () => T)() : value)

/**
 * A stand-in for the object `current` returns: a property read or write goes to that object, and a
 * method keeps it as `this`. Lets a file name a thing at its top that only beforeAll will make.
 */
function standIn<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get(_, property) {
      const target = current()
      const value: unknown = Reflect.get(target, property)
      return typeof value === 'function' ? value.bind(target) : value
    },
    set: (_, property, value) => Reflect.set(current(), property, value),
    has: (_, property) => Reflect.has(current(), property),
  })
}

/**
 * Made by `start` before the first test of the file (or of the describe block this is called in),
 * closed after its last; a stand-in for it.
 */
export function useForAllTests<T extends Closable>(what: string, start: () => Promise<T>): T {
  let made: T | undefined
  beforeAll(async () => {
    made = await start()
  })
  afterAll(async () => {
    await made?.close()
    made = undefined
  })
  return standIn(() => {
    if (!made) throw new Error(`${what} is used outside its tests: it exists from beforeAll to afterAll`)
    return made
  })
}

/** A migrated, seeded database of the file's own, without a shop. */
export function useTestDatabase(): TestDatabase {
  return useForAllTests('the test database', createTestDatabase)
}

/**
 * The database a shop command of the file runs on (startScriptDatabase): the file's PostgreSQL
 * database on api-postgres (with nothing in it when `empty`), a new DATA_DIR on api-pglite.
 */
export function useScriptDatabase(dataDirPrefix: string, options: { empty?: boolean } = {}): ScriptDatabase {
  return useForAllTests('the script database', () => startScriptDatabase(dataDirPrefix, options))
}

export type TestShopOptions = {
  /** Config overrides; a function when they use something made in an earlier beforeAll (a fake Mollie). */
  config?: Lazy<Partial<Config>>
  /** The app's dependencies apart from the database; a function for the same reason. */
  deps?: Lazy<Omit<TestAppDeps, 'database'>>
  /** Empty the shop's tables (clearShopData) before each test; by default the tests share what they write. */
  clearBetweenTests?: boolean
}

/** A migrated, seeded database of the file's own and the whole shop on it, prepared as main.ts prepares it. */
export function useTestShop(options: TestShopOptions = {}): { database: TestDatabase; shop: TestApp } {
  const started = useForAllTests('the test shop', async () => {
    const database = await createTestDatabase()
    try {
      const shop = await buildTestApp(valueOf(options.config ?? {}), { ...valueOf(options.deps ?? {}), database })
      return { database, shop, close: () => shop.close().finally(() => database.close()) }
    } catch (error) {
      await database.close()
      throw error
    }
  })
  if (options.clearBetweenTests) beforeEach(() => clearShopData(started.database.db))
  return { database: standIn(() => started.database), shop: standIn(() => started.shop) }
}

/**
 * A test shop (useTestShop) that sends its e-mail through a test SMTP server of the file's own
 * (decision 020), with quick retries and https://shop.example.nl in its links; ready before the first
 * test, as main.ts makes it ready by listening (the mail worker starts then), and the server's inbox
 * emptied before each test. `options` add to the config and dependencies.
 */
export function useMailingShop(options: TestShopOptions = {}): { database: TestDatabase; shop: TestApp; smtp: TestSmtp } {
  const smtp = useForAllTests('the test SMTP server', startTestSmtp)
  const { database, shop } = useTestShop({
    ...options,
    config: () => ({ smtpUrl: smtp.url, publicUrl: 'https://shop.example.nl', ...valueOf(options.config ?? {}) }),
    deps: () => ({ mailTiming: { pollMs: 100, retryBaseMs: 50, retryMaxMs: 200 }, ...valueOf(options.deps ?? {}) }),
  })
  beforeAll(() => shop.app.ready())
  beforeEach(() => smtp.clear())
  return { database, shop, smtp }
}

/**
 * Another app of the file, for a variant of the shop (other config, another payment provider),
 * usually on the database of useTestShop: `useTestApp(() => buildTestApp({ trustProxy: true }, { database }))`.
 */
export function useTestApp(build: () => Promise<TestApp>): TestApp {
  return useForAllTests('the test app', build)
}

/**
 * Another instance of the shop on the database, as another process would be: on PostgreSQL with a
 * connection pool (and LISTEN connection) of its own; on PGlite, which has one connection, on the same.
 */
export function useSecondInstance(database: TestDatabase, deps: Omit<TestAppDeps, 'database'> = {}): TestApp {
  return useForAllTests('the second instance', async () => {
    const connection = database.url ? await openPostgres(database.url) : undefined
    try {
      const instance = await buildTestApp({}, { ...deps, database: connection ?? database })
      return { ...instance, close: () => instance.close().finally(() => connection?.close()) }
    } catch (error) {
      await connection?.close()
      throw error
    }
  })
}

export type TestSockets = {
  /** The URL of the shop's /ws. */
  readonly url: string
  /** Opens a WebSocket to /ws (headers such as `cookie` or `origin` go on the upgrade request). */
  open(headers?: Record<string, string>): Promise<TestSocket>
}

/** The shop listening on a free port, and WebSockets to it, each closed after the test that opened it. */
export function useSockets(shop: TestApp): TestSockets {
  let url: string | undefined
  const opened: TestSocket[] = []
  beforeAll(async () => {
    url = await listenForSockets(shop.app)
  })
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.close()
  })
  const urlOfShop = () => {
    if (!url) throw new Error('the shop is not listening yet: it listens from beforeAll on')
    return url
  }
  return {
    get url() {
      return urlOfShop()
    },
    async open(headers = {}) {
      const socket = await connectSocket(urlOfShop(), headers)
      opened.push(socket)
      return socket
    },
  }
}

/**
 * The shop with an admin session and WebSocket subscribers (startAdminShop); the sockets a test
 * opened are closed after it.
 */
export function useAdminShop(options: { clearBetweenTests?: boolean } = {}): AdminShop {
  const shop = useForAllTests('the admin shop', startAdminShop)
  if (options.clearBetweenTests) beforeEach(() => clearShopData(shop.database.db))
  afterEach(() => shop.closeSockets())
  return shop
}

/**
 * Two instances of the shop on one database, for race tests (startTwoInstances); `deps` is called
 * once per instance.
 */
export function useTwoInstances(config: Lazy<Partial<Config>> = {}, deps?: () => TestAppDeps): TwoInstances {
  return useForAllTests('the two instances', () => startTwoInstances(valueOf(config), deps))
}

/**
 * A fake Mollie for the file, reachable over https (this test process accepts its self-signed
 * certificate while the file runs); whether it is down, refuses refunds or loses or delays answers is
 * reset before each test.
 */
export function useFakeMollie(): FakeMollie {
  const fake = useForAllTests('the fake Mollie', async () => {
    const restoreTls = trustSelfSignedCertificates()
    const started = await startFakeMollie().catch((error: unknown) => {
      restoreTls()
      throw error
    })
    return { ...started, close: () => started.close().finally(restoreTls) }
  })
  beforeEach(() => fake.clearFaults())
  return fake
}
