import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { configVariableNames } from '#server/config'
import { openEmbedded, type Database } from '#server/platform/database'
import { buildTestApp, type TestApp } from './test-app'
import { createEmptyTestDatabase, createTestDatabase, type TestDatabase } from './test-database'

const projectRoot = resolve(import.meta.dirname, '../../..')

export type ScriptResult = { code: number | null; output: string }

/**
 * The configured database of a shop command (`scripts/*.ts`, as the seller or cron runs it):
 * PostgreSQL through DATABASE_URL (api-postgres) or the embedded one in DATA_DIR (api-pglite).
 */
export type ScriptDatabase = {
  /** The file's PostgreSQL database; undefined on api-pglite, where the command opens dataDir. */
  readonly postgres: TestDatabase | undefined
  /** A new, empty folder for the embedded database. */
  readonly dataDir: string
  /**
   * Runs the script with this database and nothing else configured (a developer's .env or shell
   * must not leak in), plus env; stdin is written and closed. Output is stdout and stderr together.
   */
  run(script: string, options?: { env?: Record<string, string>; stdin?: string }): Promise<ScriptResult>
  /** The shop on the same database, as after a restart, without a configured ADMIN_ACCESS_CODE, for fn. */
  withShop<T>(fn: (shop: TestApp) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/**
 * A database for a shop command; dataDirPrefix names the temp folder of the embedded one. The
 * PostgreSQL one is migrated and seeded, or with `empty` has nothing in it, as the new folder has not.
 */
export async function startScriptDatabase(dataDirPrefix: string, options: { empty?: boolean } = {}): Promise<ScriptDatabase> {
  const database = await (options.empty ? createEmptyTestDatabase() : createTestDatabase())
  const postgres = database.url ? database : undefined
  if (!postgres) await database.close()
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix))
  return {
    postgres,
    dataDir,
    run(script, options = {}) {
      const blank = Object.fromEntries(configVariableNames.map((name) => [name, '']))
      const target = postgres?.url ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir }
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        cwd: projectRoot,
        env: { ...blank, SEED_DEMO_PRODUCTS: 'false', ...target, ...options.env },
        stdio: ['pipe', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)))
      child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)))
      child.stdin.end(options.stdin ?? '')
      return new Promise((done) => child.on('close', (code) => done({ code, output })))
    },
    async withShop(fn) {
      const database: Database = postgres ?? (await openEmbedded(dataDir))
      const shop = await buildTestApp({ adminAccessCode: undefined }, { database })
      try {
        return await fn(shop)
      } finally {
        await shop.close()
        if (!postgres) await database.close()
      }
    },
    async close() {
      await postgres?.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
