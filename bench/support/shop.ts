import type { AddressInfo } from 'node:net'
import { buildApp, type App } from '#server/app'
import { loadConfig } from '#server/config'
import type { Database } from '#server/platform/database'
import { prepareDatabase } from '#server/platform/migrate'
import { closeOnInterrupt } from './cleanup'
import { openBenchDatabase, type DatabaseTarget } from './databases'

export const BENCH_ACCESS_CODE = 'bench-access-code'

export type BenchShop = { app: App; database: Database; baseUrl: string; close: () => Promise<void> }

/**
 * The whole shop, in this process, on a free port of 127.0.0.1 and a fresh database with the demo
 * products, as `npm start` runs it except for the logging (warnings only) and the access code.
 */
export async function startBenchShop(
  target: DatabaseTarget,
  options: { clientDir?: string; env?: Record<string, string> } = {},
): Promise<BenchShop> {
  const config = loadConfig({
    PORT: '0',
    ADMIN_ACCESS_CODE: BENCH_ACCESS_CODE,
    LOG_LEVEL: 'warn',
    SEED_DEMO_PRODUCTS: 'true',
    ...options.env,
  })
  const database = await openBenchDatabase(target)
  let app: App | undefined
  const close = closeOnInterrupt(async () => {
    await app?.close()
    await database.close()
  })
  try {
    await prepareDatabase(database, {
      seedDemoProducts: true,
      adminAccessCode: config.adminAccessCode,
      accessCodeCost: config.accessCodeCost,
    })
    app = await buildApp(config, { database, clientDir: options.clientDir })
    await app.listen({ port: 0, host: '127.0.0.1' })
  } catch (error) {
    await close()
    throw error
  }
  const { port } = app.server.address() as AddressInfo
  return { app, database, baseUrl: `http://127.0.0.1:${port}`, close }
}
