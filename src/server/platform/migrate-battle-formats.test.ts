import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { rowsOf } from '#server/db/db'
import { TEST_ACCESS_CODE_COST } from '#server/testing/access-code-cost'
import { migrateUpTo } from '#server/testing/migrate-up-to'
import { createEmptyTestDatabase, TEMPLATE_ACCESS_CODE, type TestDatabase } from '#server/testing/test-database'
import { prepareDatabase } from './migrate'

// Decision 064: the migration that gives a Pack Battle its format keeps the battles a shop already has
// as they were ('winner_takes_all', the battle of decision 028), so nothing running changes meaning, while a battle
// made afterwards is 'own_packs' unless the seller chooses otherwise.

const FORMAT_MIGRATION = '0026_battle_formats'

let database: TestDatabase

const insertBattle = (title: string) =>
  database.db.execute(sql`
    insert into pack_battle (title, description, product_name, image_url, price_per_spot, tikkie_url)
    values (${title}, 'Tien packs', 'Booster Box', '', '12.50', 'https://tikkie.me/pay/oud')`)

const formatOf = async (title: string) =>
  rowsOf<{ format: string }>(await database.db.execute(sql`select format from pack_battle where title = ${title}`))[0]?.format

beforeAll(async () => {
  database = await createEmptyTestDatabase()
  await migrateUpTo(database, { beforeTag: FORMAT_MIGRATION })
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
