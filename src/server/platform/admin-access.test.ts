import { performance } from 'node:perf_hooks'
import { beforeAll, describe, expect, test } from 'vitest'
import { adminAccess } from '#server/db/schema'
import { ADMIN_TEST_CODE } from '#server/testing/test-app'
import { useTestShop } from '#server/testing/use-test-shop'
import { SHOP_ACCESS_CODE_COST } from '#server/config'
import { hashAccessCode } from './access-code'
import { checkAccessCode, replaceAccessCode } from './admin-access'

// Changing the code (what else it ends and forgets) is tested beside auth's setAdminAccessCode.
const { database } = useTestShop()

/** The fastest of five runs: the least disturbed by whatever else the machine is doing. */
async function fastestMs(fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  return Math.min(...times)
}

// Timing is asserted at the shop's own cost: at the tests' cheap one the database's share of a
// login would drown the derivation these tests are about.
describe("at the shop's cost", () => {
  beforeAll(async () => {
    const hash = await hashAccessCode(ADMIN_TEST_CODE, SHOP_ACCESS_CODE_COST)
    await database.db.transaction((tx) => replaceAccessCode(tx, hash))
    // The first derivations at this cost in a process run slower, and the first guess also makes
    // the placeholder: both before the clock runs, so every measurement compares like with like.
    for (let i = 0; i < 10; i++) await checkAccessCode(database.db, 'a-warm-up-guess', SHOP_ACCESS_CODE_COST)
  })

  test('a guess costs a full scrypt derivation even when no code is stored: no early return to time', async () => {
    const wrongGuess = await fastestMs(() => checkAccessCode(database.db, 'a-wrong-guess', SHOP_ACCESS_CODE_COST))
    const stored = await database.db.select().from(adminAccess)
    await database.db.delete(adminAccess)
    try {
      expect(await checkAccessCode(database.db, 'a-wrong-guess', SHOP_ACCESS_CODE_COST)).toBe(false)
      const nothingStored = await fastestMs(() => checkAccessCode(database.db, 'a-wrong-guess', SHOP_ACCESS_CODE_COST))
      // scrypt takes tens of milliseconds here; a skipped derivation would take well under one.
      expect(wrongGuess).toBeGreaterThan(5)
      expect(nothingStored).toBeGreaterThan(wrongGuess * 0.5)
    } finally {
      await database.db.insert(adminAccess).values(stored)
    }
  })

  test('a right and a wrong code of the same length take the same time to refuse or accept, within noise', async () => {
    const right = await fastestMs(() => checkAccessCode(database.db, ADMIN_TEST_CODE, SHOP_ACCESS_CODE_COST))
    const wrong = await fastestMs(() => checkAccessCode(database.db, 'test-access-codX', SHOP_ACCESS_CODE_COST))
    expect(wrong).toBeGreaterThan(right * 0.5)
    expect(wrong).toBeLessThan(right * 2)
  })
})
