// Shared by the commands that work on the shop's database (admin-set-code.ts, privacy-anonymise.ts,
// db-migrate.ts): the configured database, opened for one command's work, then closed.
import { ConfigError, type Config } from '#server/config'
import { openDatabase, type Database } from '#server/platform/database'
import { prepareDatabase } from '#server/platform/migrate'
import { readShopConfig, refuse } from './embedded-database-files'

/** The database the configuration names (DATABASE_URL, else DATA_DIR), for fn; refuses in one line when it cannot be opened. */
export async function withConfiguredDatabase<T>(fn: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = readShopConfig()
  let database: Database
  try {
    database = await openDatabase(config)
  } catch (error) {
    if (error instanceof ConfigError) refuse(`Cannot open the database: ${error.message}.`)
    throw error
  }
  try {
    return await fn(database, config)
  } finally {
    await database.close()
  }
}

/** The configured database, brought up to date as main.ts does, for fn. */
export function withShopDatabase<T>(fn: (database: Database, config: Config) => Promise<T>): Promise<T> {
  return withConfiguredDatabase(async (database, config) => {
    // The stored access code is left alone here: a configured ADMIN_ACCESS_CODE would overwrite a new one.
    await prepareDatabase(database, {
      seedDemoProducts: config.seedDemoProducts,
      adminAccessCode: undefined,
      accessCodeCost: config.accessCodeCost,
    })
    return fn(database, config)
  })
}

export function describeDatabase(config: Config): string {
  return config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`
}
