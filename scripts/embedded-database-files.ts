// Shared by db-backup.ts and db-restore.ts: the embedded database's folder, taken under its lock.
import { PGlite } from '@electric-sql/pglite'
import { ConfigError, loadConfig, readEnvironment, type Config } from '#server/config'
import { embeddedPaths, takeLockFile } from '#server/platform/database'

/** Prints the reason and ends the command with exit code 1. */
export function refuse(message: string): never {
  console.error(message)
  process.exit(1)
}

/** The shop's configuration, as the server reads it (environment, then .env). */
export function readShopConfig(): Config {
  try {
    return loadConfig(readEnvironment())
  } catch (error) {
    if (error instanceof ConfigError) refuse(`Cannot start: ${error.message}`)
    throw error
  }
}

/**
 * Runs fn while holding DATA_DIR's lock file, the one the shop takes: nobody else has the folder
 * open, so its files are consistent. A running shop holds the lock, and then this refuses.
 */
export async function withEmbeddedFolder<T>(
  dataDir: string,
  action: string,
  fn: (paths: ReturnType<typeof embeddedPaths>) => Promise<T>,
): Promise<T> {
  const paths = embeddedPaths(dataDir)
  let release: () => void
  try {
    release = takeLockFile(paths.lock)
  } catch (error) {
    if (error instanceof ConfigError) refuse(`Cannot ${action}: ${error.message}.`)
    throw error
  }
  try {
    return await fn(paths)
  } finally {
    release()
  }
}

/** What a database holds, in a line: proof that it opens and that the data is there. */
export async function describeContents(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ products: number; payments: number; orders: number }>(
    `select (select count(*)::int from products) as products, (select count(*)::int from payments) as payments,
            (select count(*)::int from orders) as orders`,
  )
  const counts = rows[0]
  return counts ? `${counts.products} products, ${counts.orders} orders, ${counts.payments} payments` : 'no shop data'
}
