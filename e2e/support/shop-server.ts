import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { buildApp, type App } from '#server/app'
import { loadConfig } from '#server/config'
import type { PaymentProvider } from '#server/modules/sales/providers/payment-provider'
import { openInMemory, type Database } from '#server/platform/database'
import { prepareDatabase } from '#server/platform/migrate'
import { readTemplateArchive } from '#server/testing/pglite-template'
import { builtClient } from '../../scripts/vitest/built-client'

export const E2E_ACCESS_CODE = 'e2e-access-code'

export type ShopServer = {
  readonly app: App
  database: Database
  baseUrl: string
  /** Stops the server (open pages lose their connection); the data stays. */
  stop: () => Promise<void>
  /** Starts the server again on the same port and data. */
  start: () => Promise<void>
  /** stop() then start(), as a restart of the process would. */
  restart: () => Promise<void>
  close: () => Promise<void>
}

let databaseArchive: Promise<Blob> | undefined

export type ShopOptions = {
  /** A build of the client other than the run's. */
  clientDir?: string
  /** The payment provider in place of the one PAYMENT_PROVIDER names: the shop's Mollie adapter pointed at a fake Mollie. */
  paymentProvider?: PaymentProvider
  /**
   * How often the checkout expiry and the money reconciliation run (30 s by default); 0 turns them
   * off, so that only what the spec does (a webhook it sends) moves a payment or a refund.
   */
  expiryIntervalMs?: number
}

/**
 * The whole shop on a free port of 127.0.0.1, serving the run's production build of the client (or
 * the build in `options.clientDir`), on
 * an embedded database of its own: a copy of the one global-setup.ts prepared with the demo products.
 */
export async function startShop(env: Record<string, string> = {}, options: ShopOptions = {}): Promise<ShopServer> {
  const config = loadConfig({
    PORT: '0',
    ADMIN_ACCESS_CODE: E2E_ACCESS_CODE,
    LOG_LEVEL: 'warn',
    SEED_DEMO_PRODUCTS: 'true',
    // Pictures the seller uploads: a folder of this shop's own, never the repository's ./data.
    UPLOADS_DIR: join(tmpdir(), `packstroom-e2e-uploads-${process.pid}-${randomUUID()}`),
    SHOP_NAME: 'Packstroom Test',
    CONTACT_EMAIL: 'hallo@packstroom.test',
    COMPANY_REG_NUMBER: '87654321',
    ...env,
  })
  databaseArchive ??= readTemplateArchive(inject('e2eDatabaseFile'))
  const database = await openInMemory(await databaseArchive)
  // The copy is what prepareDatabase left in global-setup.ts for this access code: preparing it again
  // would find nothing to do, at 0.2 to 1 s a file. A shop given another code gets it as npm start would.
  if (config.adminAccessCode !== E2E_ACCESS_CODE) {
    await prepareDatabase(database, {
      seedDemoProducts: true,
      adminAccessCode: config.adminAccessCode,
      accessCodeCost: config.accessCodeCost,
    })
  }
  const clientDir = options.clientDir ?? (await builtClient()).outDir
  const listen = async (port: number) => {
    const app = await buildApp(config, {
      database,
      clientDir,
      paymentProvider: options.paymentProvider,
      expiryIntervalMs: options.expiryIntervalMs,
    })
    await app.listen({ port, host: '127.0.0.1' })
    return app
  }
  let app = await listen(0)
  const { port } = app.server.address() as AddressInfo
  return {
    get app() {
      return app
    },
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => app.close(),
    start: async () => {
      app = await listen(port)
    },
    restart: async () => {
      await app.close()
      app = await listen(port)
    },
    close: async () => {
      await closeForGood(app)
      await database.close()
    },
  }
}

/**
 * Closes the app at the end of a file, whose pages may still be open: Chromium keeps sockets it opened
 * ahead of requests it then did not make (a preconnect), and Node's server.close() closes only those
 * between requests, so one that never carried a request held the close, and the file's end, for ever.
 * Once the server takes no more connections, those left are cut: nobody is there to read an answer.
 */
async function closeForGood(app: App): Promise<void> {
  const closed = app.close()
  const stoppedListening = new Promise<void>((resolve) => {
    const check = () => (app.server.listening ? setTimeout(check, 10) : resolve())
    check()
  })
  await Promise.race([closed, stoppedListening])
  app.server.closeAllConnections()
  await closed
}
