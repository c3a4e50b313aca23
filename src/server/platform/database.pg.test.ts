import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterEach, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database'
import { openPostgres, type Database } from './database'
import { isDatabaseUnavailable } from './errors'

let database: TestDatabase | undefined
let shop: Database | undefined

afterEach(async () => {
  await shop?.close()
  await database?.close()
  shop = undefined
  database = undefined
})

test('PostgreSQL ending a connection in the middle of a transaction fails that transaction as "database unavailable", and the process lives on', async () => {
  database = await createTestDatabase()
  if (!database.url) throw new Error('this test needs PostgreSQL (run it in the api-postgres project)')
  shop = await openPostgres(database.url)
  const failed = shop.db
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(30)`)
    })
    .then(
      () => undefined,
      (error: unknown) => error,
    )

  // What a server shutdown or a restart of PostgreSQL does to every connection.
  const admin = new pg.Client({ connectionString: database.url })
  await admin.connect()
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query like 'select pg_sleep(30)%' and pid <> pg_backend_pid()`,
      )
      if (rowCount) break
      await new Promise((done) => setTimeout(done, 50))
    }
  } finally {
    await admin.end()
  }

  const failure = await failed
  // Answered as a 503 in Dutch, not a 500 (the driver's error arrives wrapped by Drizzle).
  expect(isDatabaseUnavailable(failure)).toBe(true)
  // The pool drops the broken connection and carries on.
  await expect(shop.ping()).resolves.toBeUndefined()
})
