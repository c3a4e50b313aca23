import { readFile, writeFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import type { Db } from '#server/db/db'
import * as schema from '#server/db/schema'
import type { Database } from '#server/platform/database'
import { prepareDatabase } from '#server/platform/migrate'

/**
 * Prepares a new PGlite database as main.ts prepares a shop's (migrations, seed, admin access code)
 * and writes its data folder to `file`, for test files to open copies of (`openInMemory(blob)`)
 * instead of paying for initdb and the migrations each time (decision 002). With `emptyFile`, the
 * data folder as initdb left it (no migrations) is written there too, for the tests of
 * prepareDatabase itself: a copy opens in about a second, initdb takes three to four.
 */
export async function writePgliteTemplate(
  file: string,
  options: Parameters<typeof prepareDatabase>[1],
  { emptyFile }: { emptyFile?: string } = {},
): Promise<void> {
  const empty = await emptyDataDir()
  if (emptyFile) await writeFile(emptyFile, Buffer.from(await empty.arrayBuffer()))
  const client = await PGlite.create({ loadDataDir: empty })
  try {
    await prepareDatabase(pgliteDatabase(client), options)
    const archive = await client.dumpDataDir('none')
    await writeFile(file, Buffer.from(await archive.arrayBuffer()))
  } finally {
    await client.close()
  }
}

/**
 * A data folder that writePgliteTemplate wrote, as the Blob a copy is opened from (`openInMemory`).
 * PGlite reads it whole with one arrayBuffer(), which Node's own Blob answers by reading itself in
 * pieces and joining them: about 0.2 s of the 0.7 s a copy took to open. This one answers with one
 * copy of the bytes it holds (a copy, as a Blob's arrayBuffer() promises: the bytes stay as read).
 */
export async function readTemplateArchive(file: string): Promise<Blob> {
  return new TemplateArchive(new Uint8Array(await readFile(file)))
}

class TemplateArchive extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>

  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([bytes])
    this.#bytes = bytes
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer)
  }
}

/**
 * The global set-ups of a run's projects run in its one main process, each loading this file anew:
 * the data folder initdb made hangs on globalThis, so a run pays for initdb once.
 */
const shared = globalThis as typeof globalThis & { packstroomEmptyDataDir?: Promise<Blob> }

function emptyDataDir(): Promise<Blob> {
  shared.packstroomEmptyDataDir ??= (async () => {
    const client = await PGlite.create()
    try {
      return await client.dumpDataDir('none')
    } finally {
      await client.close()
    }
  })()
  return shared.packstroomEmptyDataDir
}

/**
 * Just enough of platform/database.ts's PGlite wrapper to run prepareDatabase on a client we hold
 * ourselves (openInMemory does not hand out its client, and we need it for dumpDataDir).
 */
function pgliteDatabase(client: PGlite): Database {
  const db = drizzle(client, { schema }) as unknown as Db
  return {
    kind: 'pglite',
    db,
    withExclusiveLock: (fn) => fn(db),
    listen: (channel, listener) => client.listen(channel, listener.onPayload),
    ping: async () => {
      await client.query('select 1')
    },
    stats: () => ({ connections: { total: 1 }, queryErrors: 0 }),
    close: () => client.close(),
  }
}
