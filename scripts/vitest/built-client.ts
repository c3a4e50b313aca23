import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { inject } from 'vitest'
import { productionClientIn, type ProductionClient } from '../production-client'

/** Where the run's production build of the client goes, and how its end is told. */
export type ClientBuildPlace = ProductionClient & {
  /** Written once the build's process has ended well. */
  readyFile: string
  /** Written with the build's error when it failed. */
  failureFile: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one production build of the client (client-build.ts); builtClient() waits for it. */
    clientBuild: ClientBuildPlace
  }
}

export function clientBuildPlaceIn(dir: string): ClientBuildPlace {
  return { ...productionClientIn(dir), readyFile: join(dir, 'ready'), failureFile: join(dir, 'failed') }
}

/** How often a test file looks whether the build has ended. */
const POLL_MS = 50

/**
 * The run's production build of the client, once it is there. It is built in a process of its own
 * while the run's other set-up and its first files go on (client-build.ts), so a test file that needs
 * it waits here; a failed build fails it with the build's error.
 */
export async function builtClient(): Promise<ProductionClient> {
  const place = inject('clientBuild')
  while (!existsSync(place.readyFile)) {
    if (existsSync(place.failureFile)) throw new Error(`the client's production build failed:\n${await readFile(place.failureFile, 'utf8')}`)
    await sleep(POLL_MS)
  }
  return { outDir: place.outDir, chunkModulesFile: place.chunkModulesFile }
}
