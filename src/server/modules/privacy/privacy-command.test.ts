import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { configVariableNames } from '#server/config'
import { openEmbedded, type Database } from '#server/platform/database'
import { prepareDatabase } from '#server/platform/migrate'
import { buyer } from '#server/testing/factories'
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database'
import { insertRetentionCases, readPayments } from './privacy-fixture'

/**
 * `npm run privacy:anonymise` as cron or the seller runs it, on the configured database: the
 * embedded one in DATA_DIR (api-pglite) or PostgreSQL through DATABASE_URL (api-postgres).
 */
const projectRoot = resolve(import.meta.dirname, '../../../..')
let postgres: TestDatabase | undefined
let dataDir: string

beforeAll(async () => {
  const database = await createTestDatabase()
  if (database.url) postgres = database
  else await database.close()
  dataDir = mkdtempSync(join(tmpdir(), 'packstroom-anonymise-'))
})

afterAll(async () => {
  await postgres?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function withDatabase<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  if (postgres) return fn(postgres)
  const database = await openEmbedded(dataDir)
  try {
    await prepareDatabase(database, { seedDemoProducts: false, adminAccessCode: 'embedded-test-code' })
    return await fn(database)
  } finally {
    await database.close()
  }
}

function runCommand(env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const blank = Object.fromEntries(configVariableNames.map((name) => [name, '']))
  const target = postgres?.url ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir }
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/privacy-anonymise.ts'], {
    cwd: projectRoot,
    env: { ...blank, SEED_DEMO_PRODUCTS: 'false', ...target, ...env },
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)))
  child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)))
  return new Promise((done) => child.on('close', (code) => done({ code, output })))
}

test('the command anonymises the payments past PII_RETENTION_DAYS, says how many, and touches no other', async () => {
  const cases = await withDatabase((database) => insertRetentionCases(database.db))

  const result = await runCommand({ PII_RETENTION_DAYS: '30' })
  expect(result.output).toContain('Anonymised 2 payment(s)')
  expect(result.output).toContain('more than 30 days ago')
  expect(result.code).toBe(0)

  await withDatabase(async (database) => {
    const after = await readPayments(database.db, Object.values(cases))
    expect(after.get(cases.old)).toMatchObject({ email: '', city: '', amountCents: 3_002, tiktokUsername: 'oudekoper' })
    expect(after.get(cases.recent)).toMatchObject({ email: '', city: '' })
    for (const kept of [cases.partlyOpen, cases.pending, cases.awaitingPayment, cases.completedWithoutTime]) {
      expect(after.get(kept)).toMatchObject({ email: buyer.email, city: buyer.city })
    }
  })

  const again = await runCommand({ PII_RETENTION_DAYS: '30' })
  expect(again.output).toContain('Anonymised 0 payment(s)')
}, 120_000)
