// Shared by admin-set-code.ts and privacy-anonymise.ts: the configured database, opened and brought
// up to date as main.ts does, for one command's work, then closed.
import { ConfigError, type Config } from '#server/config'
import { openDatabase, type Database } from '#server/platform/database'
import { prepareDatabase } from '#server/platform/migrate'
import { readShopConfig, refuse } from './embedded-database-files'

export async function withShopDatabase<T>(fn: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = readShopConfig()
  let database: Database
  try {
    database = await openDatabase(config)
  } catch (error) {
    if (error instanceof ConfigError) refuse(`Cannot open the database: ${error.message}.`)
    throw error
  }
  try {
    // The stored access code is left alone here: a configured ADMIN_ACCESS_CODE would overwrite a new one.
    await prepareDatabase(database, {
      seedDemoProducts: config.seedDemoProducts,
      adminAccessCode: undefined,
      accessCodeCost: config.accessCodeCost,
    })
    return await fn(database, config)
  } finally {
    await database.close()
  }
}

export function describeDatabase(config: Config): string {
  return config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`
}
