import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { count } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { collections } from '#server/db/schema'
import { useScriptDatabase } from '#server/testing/use-test-shop'

/**
 * `npm run db:migrate` (scripts/db-migrate.ts) as a deploy runs it, on a fresh database: a new DATA_DIR
 * (api-pglite) or an empty PostgreSQL database through DATABASE_URL (api-postgres).
 */
const script = useScriptDatabase('packstroom-migrate-', { empty: true })

const migrate = () => script.run('scripts/db-migrate.ts')
const journal = resolve(import.meta.dirname, '../db/migrations/meta/_journal.json')
const migrationsInRepository = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length

test('migrates a fresh database as the start does, seeds it and prints its new access code in one line; a second run applies nothing', async () => {
  const first = await migrate()
  expect(first.code, first.output).toBe(0)
  expect(first.output.trim().split('\n')).toHaveLength(1)
  expect(first.output).toContain(`${migrationsInRepository} migrations, ${migrationsInRepository} of them applied now; a new database, seeded`)
  const accessCode = /admin access code \(shown only now, stored as a hash\): (\S+)/.exec(first.output)?.[1]
  expect(accessCode).toBeDefined()

  // The next start finds the database made: the ten collections once, and the printed code logs in.
  await script.withShop(async (shop) => {
    const [seeded] = await shop.database.db.select({ collections: count() }).from(collections)
    expect(seeded?.collections).toBe(10)
    const login = await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { accessCode } })
    expect(login.statusCode).toBe(200)
  })

  const second = await migrate()
  expect(second.code, second.output).toBe(0)
  expect(second.output.trim()).toMatch(new RegExp(`: ${migrationsInRepository} migrations, 0 of them applied now$`))
}, 120_000)
