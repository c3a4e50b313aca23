import { execFile } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import v8 from 'node:v8'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { ConfigError } from '#server/config'
import type { Db } from '#server/db/db'
// The drivers get every table, as db/db.ts's Db type says: the one file outside db/ and testing/ that
// imports the whole schema (decision 049).
import * as schema from '#server/db/schema' // eslint-disable-line table-owners/reads-through-owner


export type Listener = {
  onPayload: (payload: string) => void
  /** The feed was interrupted and is back: events in between may be lost. */
  onResync: () => void
  /** The feed was interrupted: until onResync, events are not heard. */
  onLost?: () => void
}

export interface Database {
  readonly kind: 'pglite' | 'postgres'
  readonly db: Db
  /** Runs fn alone across every instance on this database (migrations, scheduled jobs). */
  withExclusiveLock<T>(fn: (db: Db) => Promise<T>): Promise<T>
  /** LISTEN on a channel; resolves once listening. The returned function stops it. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>
  ping(): Promise<void>
  close(): Promise<void>
  /** Connections and failed queries so far, read by the metrics at a scrape (decision 024). */
  stats(): DatabaseStats
}

export type DatabaseStats = {
  /** PostgreSQL: the pool's total, idle and waiting (requests queued for a connection); embedded: one. */
  connections: { total: number; idle?: number; waiting?: number }
  queryErrors: number
}

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void }

const silentLog: Log = { warn: () => {}, error: () => {} }

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }, log: Log = silentLog) {
  return config.databaseUrl ? openPostgres(config.databaseUrl, log) : openEmbedded(config.dataDir)
}

// ---------------------------------------------------------------------------------------------
// Embedded: PGlite, one connection in this process.

/** Inside DATA_DIR: the database's files and the lock file that guards them (backup and restore use both). */
export function embeddedPaths(dataDir: string) {
  const dir = resolve(dataDir)
  return { dir, database: join(dir, 'pglite'), lock: join(dir, 'packstroom.lock') }
}

/** The embedded database in a folder, guarded by a lock file: two processes on one folder corrupt it. */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const paths = embeddedPaths(dataDir)
  mkdirSync(paths.dir, { recursive: true })
  const releaseLock = takeLockFile(paths.lock)
  try {
    await createDatabaseFiles(paths.database)
    v8.setFlagsFromString(WASM_BASELINE_ONLY)
    const client = await PGlite.create(paths.database, { startParams: EMBEDDED_START_PARAMS })
    return pgliteDatabase(client, releaseLock)
  } catch (error) {
    releaseLock()
    throw error
  }
}

/** An in-memory embedded database, optionally cloned from a dumped data folder (tests). */
export async function openInMemory(dataDirArchive?: Blob): Promise<Database> {
  const client = await PGlite.create({ startParams: EMBEDDED_START_PARAMS, ...(dataDirArchive ? { loadDataDir: dataDirArchive } : {}) })
  return pgliteDatabase(client, () => {})
}

/**
 * PostgreSQL's shared buffers live in PGlite's WebAssembly memory and are all touched when it starts:
 * the default 128 MB made 151 MiB of the shop's resident memory (decision 045). The whole database after the
 * catalogue-reads fill (500 products, 300 orders) is 12 MB, so 16 MB holds it; a page not in them
 * is read from the OS's file cache. wal_buffers follows (1/32 of it).
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

/**
 * V8 runs WebAssembly with its baseline compiler and recompiles hot functions with its optimising one.
 * For one of PGlite's functions (105 KB of WebAssembly) that took 3 s and 600 MB at once, in the
 * first minute of use, and the allocator kept 50-100 MiB of it for good (decision 045). Set before PGlite
 * compiles its module; it applies to every WebAssembly module of the process compiled after it.
 */
const WASM_BASELINE_ONLY = '--no-wasm-tier-up --no-wasm-dynamic-tiering'

/**
 * A new database (initdb) is created in a short-lived Node process of its own: run in this one, it left
 * about 50-180 MiB behind that the process never gave back (initdb runs a second PostgreSQL and copies
 * the new folder through memory; the allocator keeps what they freed; decision 045). A later start
 * finds PG_VERSION.
 */
async function createDatabaseFiles(folder: string): Promise<void> {
  if (existsSync(join(folder, 'PG_VERSION'))) return
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(process.argv[1]).then((pg) => pg.close())`
  await promisify(execFile)(process.execPath, ['-e', script, folder])
}

function pgliteDatabase(client: PGlite, onClose: () => void): Database {
  const errors = countQueryErrors(client)
  const db = drizzlePglite(client, { schema }) as unknown as Db
  let closed = false
  return {
    kind: 'pglite',
    db,
    stats: () => ({ connections: { total: 1 }, queryErrors: errors.count }),
    withExclusiveLock: (fn) => fn(db),
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, listener.onPayload)
      // After close() PGlite refuses every call, UNLISTEN included; closing ended the listen anyway.
      return async () => {
        if (!closed) await unlisten()
      }
    },
    async ping() {
      if (closed) throw new Error('database closed')
      await client.query('select 1')
    },
    async close() {
      if (closed) return
      closed = true
      await client.close()
      onClose()
    },
  }
}

type Queryable = { query: (...args: never[]) => unknown }

/**
 * Counts the failures of `target.query`, every query's narrowest common path (decision 024): Drizzle
 * runs each statement through the driver's query(), on PGlite and on a node-postgres client alike.
 */
function countFailures(target: Queryable, onFailure: () => void): void {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown
  target.query = ((...args: unknown[]) => {
    const result = query(...args)
    // The caller gets the same promise and its rejection; this only watches it. A query with a
    // callback (node-postgres's pool inside pool.query, watched there) returns nothing to watch.
    if (isThenable(result)) result.then(undefined, onFailure)
    return result
  }) as Queryable['query']
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function'

/** PGlite runs a transaction's statements on the transaction's own handle: both are watched. */
function countQueryErrors(client: PGlite): { count: number } {
  const errors = { count: 0 }
  const failed = () => void errors.count++
  countFailures(client, failed)
  const transaction = client.transaction.bind(client)
  client.transaction = (callback) =>
    transaction((tx) => {
      countFailures(tx, failed)
      return callback(tx)
    })
  return errors
}

/** Takes the folder's lock for this process; throws a ConfigError naming the process that holds it. */
export function takeLockFile(path: string): () => void {
  try {
    const fd = openSync(path, 'wx')
    writeSync(fd, String(process.pid))
    closeSync(fd)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const pid = Number(readFileSync(path, 'utf8'))
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new ConfigError('DATA_DIR', `the embedded database is in use by another process (pid ${pid}); stop it first`)
    }
    // A lock left by a process that is gone: take it over.
    rmSync(path, { force: true })
    return takeLockFile(path)
  }
  return () => rmSync(path, { force: true })
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a pool for queries, a dedicated connection per LISTEN.

const MIGRATION_LOCK_KEY = 7_150_101

export async function openPostgres(connectionString: string, log: Log = silentLog): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 })
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => log.warn({ err: error }, 'idle PostgreSQL connection lost'))
  // A client out of the pool (in a transaction, holding a lock) has no pool listener; without one of
  // its own, PostgreSQL stopping would crash the process through an unhandled 'error' event. Its
  // query fails anyway (the request answers 503), and the pool drops the client on release.
  pool.on('connect', (client) => client.on('error', () => {}))
  // Drizzle runs a query outside a transaction through pool.query (whose failures include a refused
  // connection), and a transaction's statements on the client it took from the pool (decision 024).
  let queryErrors = 0
  const failed = () => void queryErrors++
  countFailures(pool, failed)
  pool.on('connect', (client) => countFailures(client, failed))
  try {
    await pool.query('select 1')
  } catch (error) {
    await pool.end().catch(() => {})
    throw new ConfigError('DATABASE_URL', `cannot connect to PostgreSQL (${(error as Error).message})`)
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db
  const listeners = new Set<() => Promise<void>>()
  let closed = false

  return {
    kind: 'postgres',
    db,
    stats: () => ({
      connections: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
      queryErrors,
    }),
    async withExclusiveLock(fn) {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        return await fn(drizzlePg(client, { schema }) as unknown as Db)
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
        client.release()
      }
    },
    async listen(channel, listener) {
      const stop = await listenWithReconnect(connectionString, channel, listener, log)
      listeners.add(stop)
      return async () => {
        listeners.delete(stop)
        await stop()
      }
    },
    async ping() {
      await db.execute(sql`select 1`)
    },
    async close() {
      if (closed) return
      closed = true
      await Promise.all([...listeners].map((stop) => stop()))
      await pool.end()
    },
  }
}

/** Keeps one connection LISTENing; after a lost connection it reconnects every second and asks for a resync. */
async function listenWithReconnect(
  connectionString: string,
  channel: string,
  listener: Listener,
  log: Log,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) listener.onPayload(message.payload)
    })
    next.on('error', (error) => {
      log.warn({ err: error }, 'realtime feed from PostgreSQL lost; reconnecting')
      scheduleReconnect(next)
    })
    next.on('end', () => scheduleReconnect(next))
    await next.connect()
    await next.query(`LISTEN "${channel}"`)
    client = next
  }

  const scheduleReconnect = (failed: pg.Client) => {
    if (stopped || client !== failed || retry) return
    client = undefined
    failed.end().catch(() => {})
    listener.onLost?.()
    const attempt = () => {
      retry = undefined
      if (stopped) return
      connect().then(
        () => listener.onResync(),
        (error: unknown) => {
          log.error({ err: error }, 'realtime feed reconnect failed; retrying in 1 s')
          retry = setTimeout(attempt, 1_000)
        },
      )
    }
    retry = setTimeout(attempt, 1_000)
  }

  await connect()
  return async () => {
    stopped = true
    if (retry) clearTimeout(retry)
    await client?.end().catch(() => {})
  }
}
