import { openInMemory, openPostgres, type Database } from '#server/platform/database'
import { createDatabase, databaseUrl, dropDatabase } from '#server/testing/postgres-server'
import { closeOnInterrupt } from './cleanup'

/** Where a benchmark's shop keeps its data. */
export type DatabaseTarget = { kind: 'pglite'; label: 'PGlite' } | { kind: 'postgres'; label: 'PostgreSQL'; serverUrl: string }

/** Embedded PGlite always; PostgreSQL too when `serverUrl` (BENCH_DATABASE_URL) is set. */
export function databaseTargets(serverUrl: string | undefined): DatabaseTarget[] {
  const pglite: DatabaseTarget = { kind: 'pglite', label: 'PGlite' }
  if (!serverUrl) return [pglite]
  if (!/^postgres(ql)?:\/\/.+/.test(serverUrl)) {
    throw new Error(`BENCH_DATABASE_URL must be a postgres:// URL, not ${serverUrl}`)
  }
  return [pglite, { kind: 'postgres', label: 'PostgreSQL', serverUrl }]
}

/**
 * An empty database of the benchmark's own: a fresh in-memory PGlite, or a new database on the
 * PostgreSQL server that is dropped again when the returned database is closed.
 */
export async function openBenchDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') return openInMemory()
  const { url, drop } = await createBenchDatabase(target.serverUrl)
  let database: Database
  try {
    database = await openPostgres(url)
  } catch (error) {
    await drop()
    throw error
  }
  let closing: Promise<void> | undefined
  return {
    ...database,
    close() {
      closing ??= database.close().finally(drop)
      return closing
    },
  }
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`, for a shop that opens it itself (one
 * in a process of its own): its URL, and `drop`, which removes it with any connection still open.
 * An interrupted run drops it too.
 */
export async function createBenchDatabase(serverUrl: string, prefix = 'packstroom_bench_'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = await createDatabase(serverUrl, { prefix })
  const drop = closeOnInterrupt(() => dropDatabase(serverUrl, name))
  return { url: databaseUrl(serverUrl, name), drop }
}
