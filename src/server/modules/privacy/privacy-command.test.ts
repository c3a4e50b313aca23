import { expect, test } from 'vitest'
import { openEmbedded, type Database } from '#server/platform/database'
import { prepareDatabase } from '#server/platform/migrate'
import { TEST_ACCESS_CODE_COST } from '#server/testing/access-code-cost'
import { buyer } from '#server/testing/factories'
import { useScriptDatabase } from '#server/testing/use-test-shop'
import { insertRetentionCases, readPayments } from './privacy-fixture'

/**
 * `npm run privacy:anonymise` as cron or the seller runs it, on the configured database: the
 * embedded one in DATA_DIR (api-pglite) or PostgreSQL through DATABASE_URL (api-postgres).
 */
const script = useScriptDatabase('packstroom-anonymise-')

async function withDatabase<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  if (script.postgres) return fn(script.postgres)
  const database = await openEmbedded(script.dataDir)
  try {
    await prepareDatabase(database, {
      seedDemoProducts: false,
      adminAccessCode: 'embedded-test-code',
      accessCodeCost: TEST_ACCESS_CODE_COST,
    })
    return await fn(database)
  } finally {
    await database.close()
  }
}

const runCommand = (env: Record<string, string> = {}) => script.run('scripts/privacy-anonymise.ts', { env })

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
