import { beforeAll, describe, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { getCollection, insertProduct, productAnswer, seededCollections } from '#server/testing/factories'
import { useTestShop } from '#server/testing/use-test-shop'

const { database, shop } = useTestShop()
let products: Awaited<ReturnType<typeof insertProduct>>[]
let boosterPacksId: number

beforeAll(async () => {
  const db = database.db
  boosterPacksId = (await getCollection(db, 'booster-packs')).id
  const mysteryId = (await getCollection(db, 'mystery')).id
  // One product at every stock level in Booster Packs, one elsewhere, one in no collection.
  const booster = (name: string, priceCents: number, stock: number) =>
    insertProduct(db, { name, collectionId: boosterPacksId, priceCents, stock })
  products = [
    await booster('Booster Pack – A uitverkocht', 549, 0),
    await booster('Booster Pack – B bijna op', 599, 3),
    await booster('Booster Pack – C beperkt', 1_000, 7),
    await booster('Booster Pack – D op voorraad', 14_995, 12),
    await insertProduct(db, { name: 'Mystery Pack', category: 'Mystery', collectionId: mysteryId, stock: 2 }),
    await insertProduct(db, { name: 'Losse kaart', category: 'Vintage', collectionId: null, priceCents: 99, stock: 1 }),
  ]
})

const get = (url: string) => shop.app.inject({ method: 'GET', url })
const view = (index: number, stockLevel: string) => {
  const row = products[index]
  if (!row) throw new Error(`no product ${index}`)
  return productAnswer(row, stockLevel)
}

describe('collections', () => {
  test('GET /api/collections lists the ten collections in menu order, each with how many products it lists', async () => {
    const response = await get('/api/collections')
    expect(response.statusCode).toBe(200)
    // Decision 043: a collection without products is not offered in the storefront's menus and grid.
    const counts: Record<string, number> = { 'booster-packs': 4, mystery: 1 }
    expect(response.json()).toEqual(
      seededCollections.map(([slug, name], displayOrder) => ({ id: expect.any(Number), name, slug, displayOrder, productCount: counts[slug] ?? 0 })),
    )
  })

  test('GET /api/collections/slug/booster-packs answers the collection', async () => {
    const response = await get('/api/collections/slug/booster-packs')
    expect(response.statusCode).toBe(200)
    const collection = { id: boosterPacksId, name: 'Booster Packs', slug: 'booster-packs', displayOrder: 0 }
    expect(response.json()).toEqual(collection)
  })

  test("an unknown slug answers 404 'Collectie niet gevonden'", async () => {
    const response = await get('/api/collections/slug/pokemon-pakjes')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Collectie niet gevonden' })
  })
})

describe('products', () => {
  test("a collection's products are only its own, priced in cents, with their stock level", async () => {
    const response = await get(`/api/collections/${boosterPacksId}/products`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([view(0, 'out'), view(1, 'low'), view(2, 'medium'), view(3, 'high')])
  })

  test('a collection without products answers an empty list', async () => {
    const { id } = await getCollection(database.db, 'pullbox')
    const response = await get(`/api/collections/${id}/products`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([])
  })

  test("an unknown collection id answers 404 'Collectie niet gevonden', every time it is asked", async () => {
    for (let ask = 0; ask < 3; ask++) {
      const response = await get('/api/collections/999999/products')
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.json()).toEqual({ message: messages.collectionNotFound })
    }
  })

  test('a collection id that is not a number, or too large for any collection, answers 400, never a 500', async () => {
    for (const id of ['booster-packs', '99999999999']) {
      const response = await get(`/api/collections/${id}/products`)
      expect(response.statusCode, id).toBe(400)
      expect(response.json()).toEqual({ message: expect.any(String) })
    }
  })

  test('GET /api/products lists every product, with or without a collection', async () => {
    const response = await get('/api/products')
    expect(response.statusCode).toBe(200)
    const levels = ['out', 'low', 'medium', 'high', 'low', 'low']
    const expected = levels.map((level, index) => view(index, level))
    expect(response.json()).toHaveLength(expected.length)
    expect(response.json()).toEqual(expect.arrayContaining(expected))
  })
})

test('GET /api/categories lists the ten seeded category names in the order product.md 2.10 gives', async () => {
  const response = await get('/api/categories')
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual(seededCollections.map(([, name]) => name))
})
