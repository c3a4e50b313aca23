import { asc, count } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { adminAccess, categories, collections, packBattleParticipants, packBattles, products } from '#server/db/schema'
import { loadConfig } from '#server/config'
import type { Db } from '#server/db/db'
import { TEST_ACCESS_CODE_COST } from '#server/testing/access-code-cost'
import { seededCollections } from '#server/testing/factories'
import { createEmptyTestDatabase, databaseError } from '#server/testing/test-database'
import { useTestShop } from '#server/testing/use-test-shop'
import { verifyAccessCode } from './access-code'
import { prepareDatabase } from './migrate'

/** product.md 2.1, in menu order. */
const expectedCollections = seededCollections.map(([slug, name]) => ({ slug, name }))

const { database, shop } = useTestShop()

const listCollections = () =>
  database.db
    .select({ slug: collections.slug, name: collections.name })
    .from(collections)
    .orderBy(asc(collections.displayOrder))

const countRows = async () => ({
  collections: (await database.db.select({ n: count() }).from(collections))[0]?.n,
  categories: (await database.db.select({ n: count() }).from(categories))[0]?.n,
  products: (await database.db.select({ n: count() }).from(products))[0]?.n,
  adminAccess: (await database.db.select({ n: count() }).from(adminAccess))[0]?.n,
})

describe('a new database', () => {
  test('has the ten collections of product.md 2.1 in display order, and a category of each name', async () => {
    expect(await listCollections()).toEqual(expectedCollections)
    const categoryNames = (await database.db.select({ name: categories.name }).from(categories)).map((c) => c.name)
    expect(categoryNames.sort()).toEqual(expectedCollections.map((c) => c.name).sort())
  })

  test('GET /api/collections answers the ten collections in that order', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/collections' })
    expect(response.statusCode).toBe(200)
    const body = response.json() as { id: number; slug: string; name: string; displayOrder: number }[]
    expect(body.map(({ slug, name }) => ({ slug, name }))).toEqual(expectedCollections)
    expect(new Set(body.map((c) => c.id)).size).toBe(10)
  })

  test('preparing it again changes nothing and reports that it is not new', async () => {
    const before = await countRows()
    expect(before).toEqual({ collections: 10, categories: 10, products: 0, adminAccess: 1 })

    const again = await prepareDatabase(database, {
      seedDemoProducts: true,
      adminAccessCode: 'test-access-code',
      accessCodeCost: TEST_ACCESS_CODE_COST,
    })
    expect(again).toEqual({ isNew: false, generatedCode: undefined })
    expect(await countRows()).toEqual(before)
    expect(await listCollections()).toEqual(expectedCollections)
  })
})

describe('seeding an empty database', () => {
  async function prepareEmpty(seedDemoProducts: boolean) {
    const empty = await createEmptyTestDatabase()
    try {
      const result = await prepareDatabase(empty, { seedDemoProducts, adminAccessCode: undefined, accessCodeCost: TEST_ACCESS_CODE_COST })
      const [row] = await empty.db.select({ n: count() }).from(products)
      const [collectionRow] = await empty.db.select({ n: count() }).from(collections)
      return { result, products: row?.n, collections: collectionRow?.n }
    } finally {
      await empty.close()
    }
  }

  test('adds demo products only when asked', async () => {
    const withDemo = await prepareEmpty(true)
    expect(withDemo.result.isNew).toBe(true)
    expect(withDemo.collections).toBe(10)
    expect(withDemo.products).toBeGreaterThan(0)

    const withoutDemo = await prepareEmpty(false)
    expect(withoutDemo.collections).toBe(10)
    expect(withoutDemo.products).toBe(0)
  })

  test('without a configured access code, generates one once and stores only its hash', async () => {
    const empty = await createEmptyTestDatabase()
    const withoutCode = { seedDemoProducts: false, adminAccessCode: undefined, accessCodeCost: TEST_ACCESS_CODE_COST }
    try {
      const first = await prepareDatabase(empty, withoutCode)
      expect(first.generatedCode).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/)
      const [stored] = await empty.db.select().from(adminAccess)
      expect(stored?.accessCode).not.toContain(first.generatedCode)
      expect(await verifyAccessCode(first.generatedCode ?? '', stored?.accessCode ?? '')).toBe(true)

      const second = await prepareDatabase(empty, withoutCode)
      expect(second.generatedCode).toBeUndefined()
    } finally {
      await empty.close()
    }
  })
})

describe("the access code's cost", () => {
  /** The scrypt N of the stored hash (`scrypt$N$r$p$salt$hash`). */
  const storedCost = async (db: Db) => (await db.select().from(adminAccess))[0]?.accessCode.split('$')[1]

  test('a production start, prepared as main.ts prepares it, stores the code at N=32768', async () => {
    const config = loadConfig({ ADMIN_ACCESS_CODE: 'a-sellers-code-2026', NODE_ENV: 'production' })
    const empty = await createEmptyTestDatabase()
    try {
      await prepareDatabase(empty, {
        seedDemoProducts: config.seedDemoProducts,
        adminAccessCode: config.adminAccessCode,
        accessCodeCost: config.accessCodeCost,
      })
      expect(await storedCost(empty.db)).toBe('32768')
    } finally {
      await empty.close()
    }
  })

  test("the tests' template stores its code at the tests' cheap cost, so their logins stay cheap", async () => {
    expect(await storedCost(database.db)).toBe(String(TEST_ACCESS_CODE_COST.N))
  })
})

describe('the database itself refuses', () => {
  const battle = {
    title: 'Battle',
    description: 'Tien spots, één winnaar',
    productName: 'Elite Trainer Box',
    imageUrl: '/x.svg',
    pricePerSpot: '5.00',
    tikkieUrl: 'https://tikkie.me/x',
  }

  test('a product with negative stock', async () => {
    const product = { name: 'Pack', imageUrl: '/x.svg', category: 'Vintage', priceCents: 100, stock: -1 }
    const error = await databaseError(database.db.insert(products).values(product))
    expect(error).toMatchObject({ code: '23514', constraint: 'products_stock_not_negative' })
  })

  test('a second collection with the same slug', async () => {
    const error = await databaseError(
      database.db.insert(collections).values({ name: 'Andere packs', slug: 'booster-packs', displayOrder: 20 }),
    )
    expect(error).toMatchObject({ code: '23505', constraint: 'collections_slug_unique' })
  })

  test('a second category with the same name', async () => {
    const error = await databaseError(database.db.insert(categories).values({ name: 'Vintage' }))
    expect(error).toMatchObject({ code: '23505', constraint: 'categories_name_unique' })
  })

  test('two active pack battles', async () => {
    await database.db.insert(packBattles).values({ ...battle, isActive: true })
    const error = await databaseError(database.db.insert(packBattles).values({ ...battle, isActive: true }))
    expect(error).toMatchObject({ code: '23505', constraint: 'pack_battle_one_active' })
    // Inactive ones may be as many as the seller likes.
    await database.db.insert(packBattles).values([battle, battle])
  })

  test('the same spot twice in one battle', async () => {
    const [first, second] = await database.db.insert(packBattles).values([battle, battle]).returning()
    if (!first || !second) throw new Error('battles not created')
    const spot = (packBattleId: number, name: string) => ({ packBattleId, name, spotNumber: 7 })
    await database.db.insert(packBattleParticipants).values(spot(first.id, 'Sanne'))
    const error = await databaseError(database.db.insert(packBattleParticipants).values(spot(first.id, 'Daan')))
    expect(error).toMatchObject({ code: '23505', constraint: 'participant_battle_spot' })
    // The same spot number in another battle is fine.
    await database.db.insert(packBattleParticipants).values(spot(second.id, 'Daan'))
  })
})
