import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeEach, expect, test } from 'vitest'
import type { RouteEntry } from '#server/app'
import { products } from '#server/db/schema'
import { problemWithAnswer } from '#server/testing/fuzz/answer-check'
import { snapshotData } from '#server/testing/fuzz/data-snapshot'
import { fuzzRuns } from '#server/testing/fuzz/fuzz-runs'
import { requestFor, type FuzzRequest } from '#server/testing/fuzz/route-requests'
import { listRealValues, seedFuzzShop } from '#server/testing/fuzz/shop-fixture'
import { buildTestApp, loginAsAdmin } from '#server/testing/test-app'
import { createTestDatabase } from '#server/testing/test-database'

/**
 * Bad input never breaks the shop (docs/reliability.md). For every route in the route table (public, and
 * admin with a session), requests generated from the route's own schemas, from nearly valid to
 * hostile, always get a 2xx/3xx (the input happened to be valid) or a 4xx JSON answer with a Dutch
 * message, never a 5xx; and after a refused request every table is exactly as it was.
 *
 * `npm test` tries a few cases per route; `npm run test:fuzz` (FUZZ_RUNS) tries a thousand.
 */
const runs = fuzzRuns(20)

// The route table exists only once the app is built, and the tests are generated from it.
// The e-mail worker is off: it would settle the seeded payment's confirmation in the background
// while a refused request is checked for having changed no data.
const database = await createTestDatabase()
const shop = await buildTestApp({}, { database, mailTiming: { pollMs: 0 } })
await shop.app.ready()
const cookie = await loginAsAdmin(shop.app)
const routes = shop.app.routeTable.filter((route) => route.access !== undefined)
let realValues: string[] = []

beforeEach(async () => {
  await seedFuzzShop(database.db)
  realValues = await listRealValues(database.db)
})

afterAll(async () => {
  await shop.close()
  await database.close()
})

/** Every table but login_failures: a refused login is counted there on purpose (decision 011). */
async function snapshotShopData() {
  const { login_failures: _countedOnPurpose, ...data } = await snapshotData(database.db)
  return data
}

async function send(route: RouteEntry, request: FuzzRequest) {
  const headers = route.access === 'admin' ? { ...request.headers, cookie } : request.headers
  return shop.app.inject({ method: request.method, url: request.url, headers, payload: request.payload })
}

test('the route table holds public and admin routes to fuzz', () => {
  expect(routes.filter((route) => route.access === 'public').length).toBeGreaterThan(10)
  expect(routes.filter((route) => route.access === 'admin').length).toBeGreaterThan(10)
})

test('a data snapshot sees a changed row in any table, and nothing else', async () => {
  const before = await snapshotData(database.db)
  expect(await snapshotData(database.db)).toEqual(before)
  await database.db.update(products).set({ stock: 7 }).where(eq(products.id, 1))
  const after = await snapshotData(database.db)
  expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual(['products'])
})

test.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
  '%s: bad input gets a 4xx JSON answer in Dutch, never a 5xx, and changes no data',
  async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(requestFor(route, realValues), async (request) => {
        const before = await snapshotShopData()
        const response = await send(route, request)
        const problem = problemWithAnswer(response, request.method)
        if (problem) throw new Error(problem)
        if (response.statusCode >= 400) {
          expect(await snapshotShopData(), `data after a refused ${request.kind} request`).toEqual(before)
        }
      }),
      { numRuns: runs },
    )
  },
  Math.max(20_000, runs * 200),
)
