import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build of the client that this run's shops serve. */
    e2eClientDir: string
  }
}

/**
 * Browser tests run against the production build of the client, built fresh for each run into a
 * folder of its own, so two runs at once (or a run beside `npm start`) never serve each other's files.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = await mkdtemp(join(tmpdir(), 'packstroom-e2e-client-'))
  await build({ configFile: `${import.meta.dirname}/../vite.config.ts`, logLevel: 'warn', build: { outDir } })
  project.provide('e2eClientDir', outDir)
  return () => rm(outDir, { recursive: true, force: true })
}
