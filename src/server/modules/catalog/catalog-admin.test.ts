import { describe, expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { Collection } from '#shared/contracts/collections'
import { messages } from '#shared/contracts/messages'
import type { Product } from '#shared/contracts/products'
import {
  addCollection as addCollectionAsAdmin,
  addProduct as addProductAsAdmin,
  createTestOrder,
  expectAdminOnly,
  expectEvent,
  productBody,
  readPublic,
} from '#server/testing/admin-factories'
import { getCollection, insertProduct } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'

const shop = useAdminShop()

const addProduct = (overrides: Record<string, unknown> = {}) => addProductAsAdmin(shop, overrides)
const listProducts = () => readPublic<Product[]>(shop, '/api/products')
const listCategories = () => readPublic<string[]>(shop, '/api/categories')
const listCollections = () => readPublic<Collection[]>(shop, '/api/collections')
const addCollection = (name: string, slug: string) => addCollectionAsAdmin(shop, { name, slug })

test('every catalogue write answers 401 {message} without the admin session, and changes nothing', async () => {
  const vintage = await getCollection(shop.database.db, 'vintage')
  await expectAdminOnly(shop, [
    ['POST', '/api/products', productBody()],
    ['PATCH', '/api/products/1', { stock: 1 }],
    ['DELETE', '/api/products/1'],
    ['POST', '/api/categories', { category: 'Sleeves' }],
    ['DELETE', '/api/categories/Vintage'],
    ['POST', '/api/collections', { name: 'Sleeves', slug: 'sleeves' }],
    ['POST', '/api/collections/reorder', { ids: [vintage.id] }],
    ['PATCH', `/api/collections/${vintage.id}`, { name: 'Oud' }],
    ['DELETE', `/api/collections/${vintage.id}`],
  ])
  expect(await listCategories()).toContain('Vintage')
  expect((await listCollections()).find((c) => c.id === vintage.id)?.name).toBe('Vintage')
})

describe('products', () => {
  test.each([
    [{ name: '' }, 'Titel is verplicht'],
    [{ name: undefined }, 'Titel is verplicht'],
    [{ category: '  ' }, 'Categorie is verplicht'],
    [{ imageUrl: 'geen-url' }, 'Ongeldige afbeelding URL'],
    [{ price: -1 }, 'Ongeldige prijs'],
    [{ price: 1.5 }, 'Ongeldige prijs'],
    [{ price: 'x' }, 'Ongeldige prijs'],
  ])('POST /api/products with %o answers 400 %j and creates nothing', async (change, message) => {
    const before = await listProducts()
    const response = await shop.admin('POST', '/api/products', productBody(change))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
    expect(await listProducts()).toEqual(before)
  })

  test('a valid product answers 201 with its price in cents, is listed, and a product_created goes out', async () => {
    const socket = await shop.subscribe(['stock'])
    const tins = await getCollection(shop.database.db, 'tins-blisters')
    const input = { name: 'Mini Tin – Nachtvlam', category: 'Tins/Blisters', price: 1_299, collectionId: tins.id }
    const product = await addProduct(input)

    // The answer is the product as every list shows it: the body's fields, an id and a stock level.
    expect(product).toEqual({ ...productBody(input), id: expect.any(Number), stockLevel: 'high' })
    expect(await listProducts()).toContainEqual(product)
    const inCollection = await shop.anonymous('GET', `/api/collections/${tins.id}/products`)
    expect(inCollection.json()).toContainEqual(product)
    await expectEvent(socket, { channel: 'stock', type: 'product_created', product })
  })

  test.each([-3, -1, 2.5, 'veel'])(
    "a product created with stock %j answers 400 'Ongeldige voorraad' and creates nothing (product.md 5: an integer, minimum 0)",
    async (stock) => {
      const before = await listProducts()
      const response = await shop.admin('POST', '/api/products', productBody({ stock }))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: 'Ongeldige voorraad' })
      expect(await listProducts()).toEqual(before)
    },
  )

  test('a product created with stock 0, or without a stock, is stored sold out', async () => {
    expect(await addProduct({ stock: 0 })).toMatchObject({ stock: 0, stockLevel: 'out' })
    const { stock: _stock, ...withoutStock } = productBody()
    const response = await shop.admin('POST', '/api/products', withoutStock)
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({ stock: 0, stockLevel: 'out' })
  })

  test("a product in an unknown collection answers 400 'Collectie niet gevonden'", async () => {
    const before = await listProducts()
    const response = await shop.admin('POST', '/api/products', productBody({ collectionId: 999_999 }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: messages.collectionNotFound })
    expect(await listProducts()).toEqual(before)
  })

  test('PATCH changes price and stock and sends stock_update; stock never goes below 0', async () => {
    const product = await addProduct()
    const socket = await shop.subscribe(['stock'])

    const patched = await shop.admin('PATCH', `/api/products/${product.id}`, { price: 1_050, stock: 4 })
    expect(patched.statusCode).toBe(200)
    expect(patched.json()).toEqual({ ...product, price: 1_050, stock: 4, stockLevel: 'low' })
    await expectEvent(socket, { channel: 'stock', type: 'stock_update', product: patched.json() })

    const floored = await shop.admin('PATCH', `/api/products/${product.id}`, { stock: -5 })
    expect(floored.json()).toMatchObject({ price: 1_050, stock: 0, stockLevel: 'out' })
    expect((await listProducts()).find((p) => p.id === product.id)).toMatchObject({ price: 1_050, stock: 0 })
  })

  test('DELETE answers 204 and the product is gone; an order of it stays readable with its snapshot', async () => {
    const product = await addProduct({ name: 'Booster Box – Verdwenen', price: 14_995 })
    const order = await createTestOrder(shop, product.id, { quantity: 2 })
    const socket = await shop.subscribe(['stock'])

    const response = await shop.admin('DELETE', `/api/products/${product.id}`)
    expect(response.statusCode).toBe(204)
    expect((await listProducts()).map((p) => p.id)).not.toContain(product.id)
    await expectEvent(socket, { channel: 'stock', type: 'product_deleted', productId: product.id })

    const orders = (await shop.admin('GET', '/api/orders')).json<AdminOrder[]>()
    expect(orders.find((o) => o.id === order.id)).toMatchObject({
      product: null,
      productName: 'Booster Box – Verdwenen',
      unitPrice: 14_995,
      quantity: 2,
      totalCents: 29_990,
    })
  })
})

describe('categories', () => {
  test('POST trims the name, answers 201 and a category_added goes out; a duplicate answers 409', async () => {
    const socket = await shop.subscribe(['categories'])
    const response = await shop.admin('POST', '/api/categories', { category: '  Sleeves  ' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ category: 'Sleeves' })
    expect(await listCategories()).toContain('Sleeves')
    await expectEvent(socket, { channel: 'categories', type: 'category_added', category: 'Sleeves' })

    const duplicate = await shop.admin('POST', '/api/categories', { category: 'Sleeves' })
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json()).toEqual({ message: expect.stringContaining('Sleeves') })
  })

  test("a name of only spaces answers 400 'Categorie is verplicht'", async () => {
    const before = await listCategories()
    const response = await shop.admin('POST', '/api/categories', { category: '   ' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Categorie is verplicht' })
    expect(await listCategories()).toEqual(before)
  })

  test('DELETE /api/categories/Tins%2FBlisters answers 204; its products keep their category label', async () => {
    const tin = await insertProduct(shop.database.db, { name: 'Blister – Zonnevlam', category: 'Tins/Blisters' })
    const socket = await shop.subscribe(['categories'])

    const response = await shop.admin('DELETE', '/api/categories/Tins%2FBlisters')
    expect(response.statusCode).toBe(204)
    expect(await listCategories()).not.toContain('Tins/Blisters')
    expect((await listProducts()).find((p) => p.id === tin.id)?.category).toBe('Tins/Blisters')
    await expectEvent(socket, { channel: 'categories', type: 'category_deleted', category: 'Tins/Blisters' })
  })
})

describe('collections', () => {
  test('POST answers 201 with the collection at the end of the display order, and a collection_updated', async () => {
    const socket = await shop.subscribe(['collections'])
    const before = await listCollections()
    const sleeves = await addCollection('Sleeves', 'sleeves')
    expect(sleeves).toEqual({ id: expect.any(Number), name: 'Sleeves', slug: 'sleeves', displayOrder: expect.any(Number) })
    expect(sleeves.displayOrder).toBeGreaterThan(Math.max(...before.map((c) => c.displayOrder)))
    // The list counts the products each collection lists (decision 043): a new one lists none.
    expect((await listCollections()).at(-1)).toEqual({ ...sleeves, productCount: 0 })
    await expectEvent(socket, { channel: 'collections', type: 'collection_updated', collection: sleeves })
  })

  test('the list of collections counts each one’s products, renewed in memory when a product is made or deleted (decision 043)', async () => {
    const tins = await addCollection('Lege Tins', 'lege-tins')
    const countOf = async () => (await listCollections()).find((c) => c.id === tins.id)?.productCount
    expect(await countOf()).toBe(0)
    const added = await addProduct({ name: 'Tin – Nachtvlam', category: 'Tins/Blisters', collectionId: tins.id })
    expect(await countOf()).toBe(1)
    // A sale changes no count: the list stays what it was, and a stock change is no reason to rebuild it.
    expect((await shop.admin('PATCH', `/api/products/${added.id}`, { stock: 0 })).statusCode).toBe(200)
    expect(await countOf()).toBe(1)
    expect((await shop.admin('DELETE', `/api/products/${added.id}`)).statusCode).toBe(204)
    expect(await countOf()).toBe(0)
  })

  test("a duplicate slug answers 409, an invalid slug ('Booster Packs') 400", async () => {
    const duplicate = await shop.admin('POST', '/api/collections', { name: 'Andere Packs', slug: 'booster-packs' })
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json()).toEqual({ message: expect.any(String) })
    const invalid = await shop.admin('POST', '/api/collections', { name: 'Nog meer Packs', slug: 'Booster Packs' })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json()).toEqual({ message: 'Een slug bevat alleen kleine letters, cijfers en streepjes' })
    expect((await listCollections()).map((c) => c.name)).not.toContain('Nog meer Packs')
  })

  test('PATCH renames a collection and a collection_updated goes out', async () => {
    const pullbox = await getCollection(shop.database.db, 'pullbox')
    const socket = await shop.subscribe(['collections'])
    const response = await shop.admin('PATCH', `/api/collections/${pullbox.id}`, { name: 'Pullbox XL' })
    expect(response.statusCode).toBe(200)
    const renamed = { id: pullbox.id, name: 'Pullbox XL', slug: 'pullbox', displayOrder: pullbox.displayOrder }
    expect(response.json()).toEqual(renamed)
    await expectEvent(socket, { channel: 'collections', type: 'collection_updated', collection: renamed })
  })

  test('reorder puts the given collections first and the rest after, with distinct display orders', async () => {
    const before = await listCollections()
    const [first, second, , fourth] = before.map((c) => c.id)
    const response = await shop.admin('POST', '/api/collections/reorder', { ids: [fourth, first] })
    expect(response.statusCode).toBe(200)
    const rest = before.map((c) => c.id).filter((id) => ![first, second, fourth].includes(id))
    const expected = [fourth, first, second, ...rest]
    const answer = response.json<Collection[]>()
    expect(answer.map((c) => c.id)).toEqual(expected)
    expect(new Set(answer.map((c) => c.displayOrder)).size).toBe(answer.length)
    expect(await listCollections()).toEqual(answer)
  })

  test('DELETE of a collection that holds products answers 409 with productCount and deletes nothing', async () => {
    const mystery = await getCollection(shop.database.db, 'mystery')
    const packs = [await addProduct({ collectionId: mystery.id }), await addProduct({ collectionId: mystery.id })]
    const response = await shop.admin('DELETE', `/api/collections/${mystery.id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: expect.any(String), productCount: 2 })
    expect((await listCollections()).map((c) => c.id)).toContain(mystery.id)
    const left = (await listProducts()).filter((p) => packs.some((pack) => pack.id === p.id))
    expect(left.map((p) => p.collectionId)).toEqual([mystery.id, mystery.id])
  })

  test('DELETE ?moveProductsTo=<id> moves the products, then deletes the collection', async () => {
    const from = await addCollection('Oude Boxen', 'oude-boxen')
    const to = await getCollection(shop.database.db, 'booster-boxen')
    const box = await addProduct({ collectionId: from.id })
    const socket = await shop.subscribe(['collections'])

    const response = await shop.admin('DELETE', `/api/collections/${from.id}?moveProductsTo=${to.id}`)
    expect(response.statusCode).toBe(204)
    expect((await listCollections()).map((c) => c.id)).not.toContain(from.id)
    expect((await listProducts()).find((p) => p.id === box.id)?.collectionId).toBe(to.id)
    await expectEvent(socket, { channel: 'collections', type: 'collection_deleted', collectionId: from.id })
  })

  test("a deleted collection's products answer 404 at once, though its empty list was held in memory", async () => {
    const gone = await addCollection('Eenmalig', 'eenmalig')
    const url = `/api/collections/${gone.id}/products`
    const before = await shop.anonymous('GET', url)
    expect(before.statusCode).toBe(200)
    expect(before.json()).toEqual([])

    expect((await shop.admin('DELETE', `/api/collections/${gone.id}`)).statusCode).toBe(204)

    const after = await shop.anonymous('GET', url)
    expect(after.statusCode).toBe(404)
    expect(after.json()).toEqual({ message: messages.collectionNotFound })
  })

  test('DELETE ?moveProductsTo=none leaves the products without a collection', async () => {
    const from = await addCollection('Restpartij', 'restpartij')
    const box = await addProduct({ collectionId: from.id })
    const response = await shop.admin('DELETE', `/api/collections/${from.id}?moveProductsTo=none`)
    expect(response.statusCode).toBe(204)
    expect((await listCollections()).map((c) => c.id)).not.toContain(from.id)
    expect((await listProducts()).find((p) => p.id === box.id)).toMatchObject({ id: box.id, collectionId: null })
  })
})

describe('unknown ids and bad input answer 4xx {message}, never a 500 (product.md 11)', () => {
  const beyondInt = 2 ** 31
  test.each([
    ['an unknown product', 'PATCH', [404], '/api/products/999999', { stock: 1 }],
    ['an unknown product', 'DELETE', [404], '/api/products/999999', undefined],
    ['a product id beyond the integer range', 'PATCH', [400, 404], `/api/products/${beyondInt}`, { stock: 1 }],
    ['a product id beyond the integer range', 'DELETE', [400, 404], `/api/products/${beyondInt}`, undefined],
    ['a collectionId beyond the integer range', 'POST', [400], '/api/products', productBody({ collectionId: beyondInt })],
    ['a collection id beyond the integer range', 'PATCH', [400, 404], `/api/collections/${beyondInt}`, { name: 'Groot' }],
    ['a collection id beyond the integer range', 'DELETE', [400, 404], `/api/collections/${beyondInt}`, undefined],
    ['an empty body', 'PATCH', [400], '/api/collections/1', {}],
    ['a category name of 101 characters', 'DELETE', [400, 404], `/api/categories/${'x'.repeat(101)}`, undefined],
    ['a category name of 1001 characters', 'DELETE', [400, 404, 414], `/api/categories/${'x'.repeat(1001)}`, undefined],
  ] as const)('%s in %s answers one of %j', async (_case, method, statuses, url, payload) => {
    const response = await shop.admin(method, url, payload)
    expect(statuses).toContain(response.statusCode)
    expect(response.json()).toEqual({ message: expect.any(String) })
  })

  test('DELETE ?moveProductsTo=<an unknown collection> is refused and deletes nothing', async () => {
    const vintage = await getCollection(shop.database.db, 'vintage')
    const card = await addProduct({ collectionId: vintage.id })
    const response = await shop.admin('DELETE', `/api/collections/${vintage.id}?moveProductsTo=999999`)
    expect([400, 404]).toContain(response.statusCode)
    expect(response.json()).toEqual({ message: expect.any(String) })
    expect((await listCollections()).map((c) => c.id)).toContain(vintage.id)
    expect((await listProducts()).find((p) => p.id === card.id)?.collectionId).toBe(vintage.id)
  })
})
