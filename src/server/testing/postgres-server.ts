import { randomBytes } from 'node:crypto'
import pg from 'pg'

// Databases of their own on a PostgreSQL server, for the test files (test-database.ts, global-setup.ts)
// and the fault tests (faults/targets.ts). No import of vitest here: scripts/test-faults.ts runs
// outside it.

/**
 * Creates a database with a new name (prefix and random hex), optionally copied from a template,
 * and returns its name.
 */
export async function createDatabase(serverUrl: string, options: { prefix: string; template?: string }): Promise<string> {
  const name = `${options.prefix}${randomBytes(6).toString('hex')}`
  const from = options.template ? ` TEMPLATE "${options.template}"` : ''
  await onMaintenanceConnection(serverUrl, async (client) => {
    // Another test may be copying the same template this moment; PostgreSQL then refuses for a while.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}"${from}`)
        return
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  })
  return name
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onMaintenanceConnection(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
}

/** Runs fn on one new connection to url, closed afterwards. */
export async function onMaintenanceConnection<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}
