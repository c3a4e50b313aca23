import { execFile } from 'node:child_process'
import { rmSync } from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { TestProject } from 'vitest/node'
import { clientBuildPlaceIn, type ClientBuildPlace } from './built-client'

/**
 * The global set-ups of several projects run in the one main process of a run, each loading this
 * file anew: the build they share hangs on globalThis, so a run builds the client once however many
 * projects ask for it (the browser journeys serve it, the build checks measure it). Its folder is
 * removed when the run's process exits.
 */
const shared = globalThis as typeof globalThis & { packstroomClientBuild?: Promise<ClientBuild> }

type ClientBuild = { place: ClientBuildPlace; ended: Promise<void> }

/**
 * Global set-up: starts the build and provides where it goes as `clientBuild`, without waiting for it
 * (decision 034, amended): the run's other set-ups (the template databases, a third of a minute) and
 * its first files go on meanwhile, and a test file that needs the build waits for it with
 * builtClient() (built-client.ts). The teardown waits for the build's process, so none is left behind.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.packstroomClientBuild ??= startBuild()
  const { place, ended } = await shared.packstroomClientBuild
  project.provide('clientBuild', place)
  return () => ended
}

/**
 * In a process of its own: this one has loaded React's development code for the tests (NODE_ENV is
 * 'test'), and the build's prerendering needs React's production code throughout. Its end is told in
 * a file the test files look for: `readyFile`, or `failureFile` with the error.
 */
async function startBuild(): Promise<ClientBuild> {
  const dir = await mkdtemp(join(tmpdir(), 'packstroom-test-client-'))
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  const place = clientBuildPlaceIn(dir)
  const script = join(import.meta.dirname, '../build-production-client.ts')
  const ended = promisify(execFile)(process.execPath, ['--import', 'tsx', script, dir], {
    env: { ...process.env, NODE_ENV: 'production' },
  }).then(
    () => writeFile(place.readyFile, ''),
    (error: unknown) => writeFile(place.failureFile, error instanceof Error ? (error.stack ?? error.message) : String(error)),
  )
  return { place, ended }
}
