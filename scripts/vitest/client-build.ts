import { execFile } from 'node:child_process'
import { rmSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { TestProject } from 'vitest/node'
import { productionClientIn, type ProductionClient } from '../production-client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build of the client that this run made once, for every project that needs one. */
    clientBuild: ProductionClient
  }
}

/**
 * The global set-ups of several projects run in the one main process of a run, each loading this
 * file anew: the build they share hangs on globalThis, so a run builds the client once however many
 * projects ask for it (the browser journeys serve it, the build checks measure it). Its folder is
 * removed when the run's process exits.
 */
const shared = globalThis as typeof globalThis & { packstroomClientBuild?: Promise<ProductionClient> }

/** Global set-up: provides `clientBuild` to the project's test files. */
export default async function setup(project: TestProject): Promise<void> {
  shared.packstroomClientBuild ??= buildOnce()
  project.provide('clientBuild', await shared.packstroomClientBuild)
}

/**
 * In a process of its own: this one has loaded React's development code for the tests (NODE_ENV is
 * 'test'), and the build's prerendering needs React's production code throughout.
 */
async function buildOnce(): Promise<ProductionClient> {
  const dir = await mkdtemp(join(tmpdir(), 'packstroom-test-client-'))
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  const script = join(import.meta.dirname, '../build-production-client.ts')
  await promisify(execFile)(process.execPath, ['--import', 'tsx', script, dir], {
    env: { ...process.env, NODE_ENV: 'production' },
  })
  return productionClientIn(dir)
}
