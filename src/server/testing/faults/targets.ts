import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { embeddedPaths } from '#server/platform/database'
import { createDatabase, databaseUrl, dropDatabase, onMaintenanceConnection } from '../postgres-server'
import type { Query } from './audit'
import type { ShopEnvironment } from './shop-process'

/** A database for the shop under test, and a way to read it as a killed shop left it. */
export type FaultTarget = {
  kind: 'pglite' | 'postgres'
  /** DATA_DIR or DATABASE_URL for the shop. */
  environment: Omit<ShopEnvironment, 'port'>
  /**
   * Runs fn on the database as the last shop left it; call it only while no shop runs. The embedded
   * database is read from a copy, so the next shop still opens the folder exactly as it was left.
   */
  snapshot<T>(fn: (query: Query) => Promise<T>): Promise<T>
  dispose(): Promise<void>
}

/** An embedded database in a new temp folder, optionally started from a dumped data folder. */
export async function pgliteTarget(options: { template?: Blob } = {}): Promise<FaultTarget> {
  const root = await mkdtemp(join(tmpdir(), 'packstroom-faults-'))
  const dataDir = join(root, 'data')
  if (options.template) {
    try {
      await mkdir(dataDir)
      const client = await PGlite.create(embeddedPaths(dataDir).database, { loadDataDir: options.template })
      await client.close()
    } catch (error) {
      await rm(root, { recursive: true, force: true })
      throw error
    }
  }
  return {
    kind: 'pglite',
    environment: { dataDir },
    async snapshot(fn) {
      const copy = await mkdtemp(join(root, 'snapshot-'))
      try {
        await cp(embeddedPaths(dataDir).database, copy, { recursive: true })
        const client = await PGlite.create(copy)
        try {
          return await fn(async (text) => (await client.query(text)).rows as never)
        } finally {
          await client.close()
        }
      } finally {
        await rm(copy, { recursive: true, force: true })
      }
    },
    dispose: () => rm(root, { recursive: true, force: true }),
  }
}

/** A database of its own on a PostgreSQL server, created now (optionally from a template) and dropped by dispose. */
export async function postgresTarget(options: { serverUrl: string; prefix?: string; template?: string }): Promise<FaultTarget> {
  const name = await createDatabase(options.serverUrl, {
    prefix: options.prefix ?? 'packstroom_faults_',
    template: options.template,
  })
  const url = databaseUrl(options.serverUrl, name)
  return {
    kind: 'postgres',
    environment: { databaseUrl: url },
    snapshot: (fn) => onMaintenanceConnection(url, (client) => fn(async (text) => (await client.query(text)).rows as never)),
    dispose: () => dropDatabase(options.serverUrl, name),
  }
}

/** PostgreSQL's DBState names, in the order of its enum (src/include/catalog/pg_control.h). */
const clusterStates = [
  'starting up',
  'shut down',
  'shut down in recovery',
  'shutting down',
  'in crash recovery',
  'in archive recovery',
  'in production',
] as const

/**
 * The state the embedded database's control file records: 'shut down' after a clean close, 'in
 * production' while open or after a crash (the next start then replays the write-ahead log).
 */
export async function readClusterState(dataDir: string): Promise<string> {
  const control = await readFile(join(embeddedPaths(dataDir).database, 'global', 'pg_control'))
  // ControlFileData: system_identifier (8 bytes), pg_control_version (4), catalog_version_no (4), state.
  return clusterStates[control.readInt32LE(16)] ?? 'unknown'
}
