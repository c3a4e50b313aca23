import { expect, test } from 'vitest'
import { useTestDatabase } from '#server/testing/use-test-shop'
import { createJobLease } from './job-lease'

// Decision 052: a job every instance starts runs on one of them at a time.

const database = useTestDatabase()

test('while one instance holds the lease, another does not run the job; once it is given up, the other can', async () => {
  const first = createJobLease(database.db, 'reconcile-test', 60_000)
  const second = createJobLease(database.db, 'reconcile-test', 60_000)
  let release: () => void = () => {}
  const running = first(() => new Promise<void>((resolve) => (release = resolve)))
  await new Promise((resolve) => setTimeout(resolve, 50))

  let ran = false
  expect(await second(async () => (ran = true))).toBe(false)
  expect(ran).toBe(false)

  release()
  expect(await running).toBe(true)
  expect(await second(async () => (ran = true))).toBe(true)
  expect(ran).toBe(true)
})

test('a lease its holder never gave up (a crash) runs out after its time', async () => {
  const crashed = createJobLease(database.db, 'reconcile-crash', 1)
  const other = createJobLease(database.db, 'reconcile-crash', 60_000)
  const stuck = crashed(() => new Promise<void>(() => {}))
  void stuck
  await new Promise((resolve) => setTimeout(resolve, 30))
  expect(await other(async () => undefined)).toBe(true)
})
