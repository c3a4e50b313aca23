import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { SHOP_ACCESS_CODE_COST } from '#server/config'
import { writePgliteTemplate } from '#server/testing/pglite-template'
import { E2E_ACCESS_CODE } from './support/shop-server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database with the demo catalogue and the e2e access code, that every browser file's shop copies. */
    e2eDatabaseFile: string
  }
}

/**
 * Runs once per run, while the shared production build goes on in a process of its own
 * (scripts/vitest/client-build.ts): prepares the database every browser file's shop starts from, as
 * `npm start` prepares a new one with demo products, so no file pays for initdb, the migrations and
 * the seed again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'packstroom-e2e-'))
  try {
    const file = join(dir, 'shop.tar')
    await writePgliteTemplate(file, { seedDemoProducts: true, adminAccessCode: E2E_ACCESS_CODE, accessCodeCost: SHOP_ACCESS_CODE_COST })
    project.provide('e2eDatabaseFile', file)
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  return () => rm(dir, { recursive: true, force: true })
}
