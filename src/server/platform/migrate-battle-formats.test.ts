import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { rowsOf } from '#server/db/db'
import type * as schema from '#server/db/schema'
import { TEST_ACCESS_CODE_COST } from '#server/testing/access-code-cost'
import { createEmptyTestDatabase, TEMPLATE_ACCESS_CODE, type TestDatabase } from '#server/testing/test-database'
import { prepareDatabase } from './migrate'

// Decision 064: the migration that gives a Pack Battle its format keeps the battles a shop already has
// as they were ('winner_takes_all', the battle of decision 028), so nothing running changes meaning, while a battle
// made afterwards is 'own_packs' unless the seller chooses otherwise.

const migrationsFolder = resolve(import.meta.dirname, '../db/migrations')
const FORMAT_MIGRATION = '0026_battle_formats'

type Journal = { entries: { tag: string; when: number }[] }

/** Brings an empty database to the migration just before FORMAT_MIGRATION, as the shop stood before it. */
async function migrateUpToBefore(database: TestDatabase): Promise<void> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal
  const index = journal.entries.findIndex((entry) => entry.tag === FORMAT_MIGRATION)
  if (index < 1) throw new Error(`${FORMAT_MIGRATION} is not in the journal`)
  const entries = journal.entries.slice(0, index)
  const folder = await mkdtemp(join(tmpdir(), 'packstroom-migrations-'))
  try {
    await mkdir(join(folder, 'meta'))
    await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }))
    for (const { tag } of entries) await copyFile(join(migrationsFolder, `${tag}.sql`), join(folder, `${tag}.sql`))
    const config = { migrationsFolder: folder }
    await (database.kind === 'pglite'
      ? migratePglite(database.db as unknown as PgliteDatabase<typeof schema>, config)
      : migratePg(database.db as unknown as NodePgDatabase<typeof schema>, config))
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

let database: TestDatabase

const insertBattle = (title: string) =>
  database.db.execute(sql`
    insert into pack_battle (title, description, product_name, image_url, price_per_spot, tikkie_url)
    values (${title}, 'Tien packs', 'Booster Box', '', '12.50', 'https://tikkie.me/pay/oud')`)

const formatOf = async (title: string) =>
  rowsOf<{ format: string }>(await database.db.execute(sql`select format from pack_battle where title = ${title}`))[0]?.format

beforeAll(async () => {
  database = await createEmptyTestDatabase()
  await migrateUpToBefore(database)
  await insertBattle('Van voor de keuze')
  const upgrade = await prepareDatabase(database, {
    seedDemoProducts: false,
    adminAccessCode: TEMPLATE_ACCESS_CODE,
    accessCodeCost: TEST_ACCESS_CODE_COST,
  })
  expect(upgrade.isNew).toBe(false)
})

afterAll(async () => {
  await database?.close()
})

describe('the migration to battle formats (decision 064)', () => {
  test("a battle from before keeps 'winner_takes_all'; a new one is 'own_packs'", async () => {
    expect(await formatOf('Van voor de keuze')).toBe('winner_takes_all')
    await insertBattle('Na de keuze')
    expect(await formatOf('Na de keuze')).toBe('own_packs')
  })

  test('no other format is stored', async () => {
    await expect(database.db.execute(sql`update pack_battle set format = 'loterij'`)).rejects.toThrow()
  })
})
