import type { Config } from '#server/config'
import { openPostgres, type Database } from '#server/platform/database'
import { buildTestApp, type TestApp, type TestAppDeps } from './test-app'
import { createTestDatabase, type TestDatabase } from './test-database'

/**
 * The shop as it runs behind a load balancer, for race tests: on PostgreSQL two instances, each with
 * its own connection pool, on one database, so concurrent requests really run side by side; on
 * PGlite (one process, one connection) the same instance twice. `pick(i)` alternates between them.
 */
export type TwoInstances = {
  database: TestDatabase
  instances: [TestApp, TestApp]
  pick(i: number): TestApp
  close(): Promise<void>
}

export async function startTwoInstances(
  overrides: Partial<Config> = {},
  deps: () => TestAppDeps = () => ({}),
): Promise<TwoInstances> {
  const database = await createTestDatabase()
  let second: Database | undefined
  const first = await buildTestApp(overrides, { ...deps(), database })
  let other = first
  if (database.url) {
    second = await openPostgres(database.url)
    other = await buildTestApp(overrides, { ...deps(), database: second })
  }
  const instances: [TestApp, TestApp] = [first, other]
  return {
    database,
    instances,
    pick: (i) => instances[i % 2] ?? first,
    async close() {
      await Promise.all([...new Set(instances)].map((instance) => instance.close()))
      await second?.close()
      await database.close()
    },
  }
}

/** Runs `n` calls at the same moment and waits for all of them. */
export function atOnce<T>(n: number, call: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => call(i)))
}
