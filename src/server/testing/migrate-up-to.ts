import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type * as schema from '#server/db/schema'
import type { TestDatabase } from './test-database'

const migrationsFolder = resolve(import.meta.dirname, '../db/migrations')

type Journal = { entries: { tag: string; when: number }[] }

/** The shop's migration journal, every migration in the order they run. */
export async function migrationJournal(): Promise<Journal> {
  return JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal
}

/**
 * Brings an empty database as far as the shop stood before an upgrade: through `lastTag`, or up to just
 * before `beforeTag`, with Drizzle's own migrator (the one prepareDatabase runs) on a copy of the
 * migrations folder whose journal ends there. The shop's start-up then finds those migrations applied
 * (by their timestamps) and runs only the rest, as on a shop that is upgraded.
 */
export async function migrateUpTo(database: TestDatabase, stop: { lastTag: string } | { beforeTag: string }): Promise<void> {
  const journal = await migrationJournal()
  const tag = 'lastTag' in stop ? stop.lastTag : stop.beforeTag
  const index = journal.entries.findIndex((entry) => entry.tag === tag)
  if (index < 0) throw new Error(`${tag} is not in the journal`)
  const entries = journal.entries.slice(0, 'lastTag' in stop ? index + 1 : index)
  const folder = await mkdtemp(join(tmpdir(), 'packstroom-migrations-'))
  try {
    await mkdir(join(folder, 'meta'))
    await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }))
    for (const entry of entries) await copyFile(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`))
    const config = { migrationsFolder: folder }
    await (database.kind === 'pglite'
      ? migratePglite(database.db as unknown as PgliteDatabase<typeof schema>, config)
      : migratePg(database.db as unknown as NodePgDatabase<typeof schema>, config))
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
