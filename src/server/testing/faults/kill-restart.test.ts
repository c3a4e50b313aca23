import { afterEach, expect, test } from 'vitest'
import { runKillTest } from './kill-run'
import { targetForThisProject } from './project-target'
import type { FaultTarget } from './targets'

/** The quick form; `npm run test:faults` kills fifty times per database. */
const KILLS = 3

let target: FaultTarget | undefined

afterEach(async () => {
  await target?.dispose()
  target = undefined
})

test(`killed with SIGKILL in the middle of a drop ${KILLS} times, the shop restarts and loses no confirmed checkout, payment or unit of stock`, async () => {
  target = await targetForThisProject()
  const figures = await runKillTest({ target, kills: KILLS })

  expect(figures.violations).toEqual([])
  expect(figures.killsSurvived).toBe(KILLS)
  // The kills really landed in the middle of the drop, with sales confirmed before each one.
  expect(figures.checkoutsAnswered).toBeGreaterThan(KILLS)
  expect(figures.paidConfirmed).toBeGreaterThan(0)
  expect(figures.lostInFlight).toBeGreaterThan(0)
  // A real crash: the embedded database was left open, not closed, every time.
  if (target.kind === 'pglite') expect(figures.stateAfterKill).toEqual(Array(KILLS).fill('in production'))
  expect(figures.finalAudit.units.sold).toBeGreaterThan(0)
}, 180_000)
