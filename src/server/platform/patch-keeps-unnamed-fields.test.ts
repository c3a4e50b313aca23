import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { Battle, Participant } from '#shared/contracts/battles'
import type { Collection } from '#shared/contracts/collections'
import type { LiveSession } from '#shared/contracts/live-sessions'
import type { Product } from '#shared/contracts/products'
import {
  addCollection,
  addProduct,
  createTestOrder,
  packBattleBody,
  readPublic,
  type AdminShop,
} from '#server/testing/admin-factories'
import { useAdminShop } from '#server/testing/use-test-shop'

/**
 * A PATCH changes the fields it names and nothing else (product.md 7.2: a battle's `PATCH` with
 * `{isActive: false}` stops it; it does not also edit it). zod 4 runs a `.default()` inside `.optional()`, so an update
 * schema made as `create.partial()` fills in every default the request left out: 'Activeren'
 * (`{isActive: true}`) turned shop payments back on for a battle created without them (decision 023).
 * Each resource here is created with a value other than the default for every field that has one; one
 * other field is patched; every field left out reads back (through the API) as it was.
 */

const shop = useAdminShop({ clearBetweenTests: true })

async function patch<T>(url: string, body: Record<string, unknown>): Promise<T> {
  const response = await shop.admin('PATCH', url, body)
  expect(response.statusCode, `PATCH ${url} ${response.body}`).toBe(200)
  return response.json<T>()
}

/** The resource as read before and after, less what the PATCH named and the time it was changed. */
const without = <T extends object>(value: T | undefined, ...keys: string[]) =>
  value && Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key) && key !== 'updatedAt'))

async function createBattle(overrides: Record<string, unknown>): Promise<Battle> {
  const response = await shop.admin('POST', '/api/pack-battles', packBattleBody(overrides))
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Battle>()
}
const readBattle = async (id: number) => (await readPublic<Battle[]>(shop, '/api/pack-battles')).find((b) => b.id === id)

/** Every field of the battle form that has a default (or a server-side one: maxSpots), not at it. */
const battleWithoutDefaults = { maxSpots: 4, shopPayments: false, format: 'winner_takes_all' }

describe('PATCH /api/pack-battles/:id', () => {
  test("'Activeren' ({isActive: true}) keeps shop payments off and the spots as they were", async () => {
    const battle = await createBattle({ ...battleWithoutDefaults, isActive: false })

    const answer = await patch<Battle>(`/api/pack-battles/${battle.id}`, { isActive: true })

    expect(answer).toMatchObject({ isActive: true, shopPayments: false, format: 'winner_takes_all', maxSpots: 4, spotsAvailable: 4 })
    const after = await readBattle(battle.id)
    expect(after?.isActive).toBe(true)
    expect(without(after, 'isActive')).toEqual(without(battle, 'isActive'))
  })

  test('editing the title of an active battle keeps it active, without shop payments', async () => {
    const battle = await createBattle({ ...battleWithoutDefaults, isActive: true })

    await patch(`/api/pack-battles/${battle.id}`, { title: 'Zaterdag Battle' })

    const after = await readBattle(battle.id)
    expect(after?.title).toBe('Zaterdag Battle')
    expect(without(after, 'title')).toEqual(without(battle, 'title'))
  })
})

test('PATCH /api/pack-battles/participants/:id ({isPaid}) keeps the name, the spot and the battle', async () => {
  const battle = await createBattle({ ...battleWithoutDefaults, isActive: true })
  const response = await shop.admin('POST', `/api/pack-battles/${battle.id}/participants`, {
    name: 'kaartfan',
    spotNumber: 3,
    isPaid: true,
  })
  expect(response.statusCode, response.body).toBe(201)
  const participant = response.json<Participant>()
  const before = await readBattle(battle.id)

  await patch(`/api/pack-battles/participants/${participant.id}`, { isPaid: false })

  const after = await readBattle(battle.id)
  const read = after?.participants.find((p) => p.id === participant.id)
  expect(read?.isPaid).toBe(false)
  expect(without(read, 'isPaid')).toEqual(without(participant, 'isPaid'))
  expect(without(after, 'participants')).toEqual(without(before, 'participants'))
})

describe('PATCH /api/products/:id', () => {
  const readProduct = async (id: number) => (await readPublic<Product[]>(shop, '/api/products')).find((p) => p.id === id)

  let drops = 0
  async function addFullProduct() {
    drops += 1
    const collection = await addCollection(shop, { name: `Drop ${drops}`, slug: `drop-${drops}` })
    return addProduct(shop, { stock: 7, collectionId: collection.id, maxPerBuyer: 3 })
  }

  test('a new price keeps the stock, the collection and the max per buyer', async () => {
    const product = await addFullProduct()

    await patch(`/api/products/${product.id}`, { price: 999 })

    const after = await readProduct(product.id)
    expect(after?.price).toBe(999)
    expect(without(after, 'price')).toEqual(without(product, 'price'))
  })

  test('a new stock keeps the price and the max per buyer', async () => {
    const product = await addFullProduct()

    await patch(`/api/products/${product.id}`, { stock: 2 })

    const after = await readProduct(product.id)
    expect(after?.stock).toBe(2)
    expect(without(after, 'stock', 'stockLevel')).toEqual(without(product, 'stock', 'stockLevel'))
  })
})

test('PATCH /api/collections/:id ({name}) keeps the slug and the place in the order', async () => {
  const response = await shop.admin('POST', '/api/collections', { name: 'Zeldzaam', slug: 'zeldzaam-patch', displayOrder: 42 })
  expect(response.statusCode, response.body).toBe(201)
  const collection = response.json<Collection>()

  await patch(`/api/collections/${collection.id}`, { name: 'Heel zeldzaam' })

  const after = (await readPublic<Collection[]>(shop, '/api/collections')).find((c) => c.id === collection.id)
  // The list also counts the collection's products (decision 043).
  expect(after).toEqual({ ...collection, name: 'Heel zeldzaam', productCount: 0 })
})

test("PATCH /api/orders/:id ({status: 'completed'}) keeps the quantity, the buyer and the address", async () => {
  const product = await addProduct(shop, { stock: 10 })
  const order = await createTestOrder(shop, product.id, {
    quantity: 3,
    tiktokUsername: 'verzamelaar',
    shippingInfo: { name: 'An', address: 'Kerkstraat 2', city: 'Gent', postalCode: '9000', country: 'belgie' },
  })

  await patch(`/api/orders/${order.id}`, { status: 'completed' })

  const orders = await shop.admin('GET', '/api/orders')
  const after = orders.json<AdminOrder[]>().find((o) => o.id === order.id)
  expect(after?.status).toBe('completed')
  expect(after).toMatchObject({
    quantity: 3,
    tiktokUsername: 'verzamelaar',
    productId: product.id,
    unitPrice: order.unitPrice,
    totalCents: order.totalCents,
    shippingInfo: order.shippingInfo,
  })
})

test('PATCH /api/admin/live-sessions/:id ({replayUrl}) keeps the start, the end and the count (decision 060)', async () => {
  for (const isLive of [true, false]) expect((await shop.admin('POST', '/api/live-status', { isLive })).statusCode).toBe(200)
  const [session] = (await shop.admin('GET', '/api/admin/live-sessions')).json<LiveSession[]>()

  await patch(`/api/admin/live-sessions/${session!.id}`, { replayUrl: 'https://youtu.be/packstroom' })

  const [after] = (await shop.admin('GET', '/api/admin/live-sessions')).json<LiveSession[]>()
  expect(after).toEqual({ ...session, replayUrl: 'https://youtu.be/packstroom' })
})

/** The PATCH routes the tests above cover; a new one fails the next test until it is added here. */
const coveredPatchRoutes = [
  '/api/admin/live-sessions/:id',
  '/api/collections/:id',
  '/api/orders/:id',
  '/api/pack-battles/:id',
  '/api/pack-battles/participants/:id',
  '/api/products/:id',
]

const patchRoutes = (shop: AdminShop) => shop.shop.app.routeTable.filter((route) => route.method === 'PATCH')

test('every PATCH route is covered above', () => {
  expect(patchRoutes(shop).map((route) => route.url).sort()).toEqual(coveredPatchRoutes)
})

test('no PATCH body schema fills in a field the request left out', () => {
  const filledIn: string[] = []
  for (const route of patchRoutes(shop)) {
    const body = route.schema?.body
    expect(body, `PATCH ${route.url} has a zod object body`).toBeInstanceOf(z.ZodObject)
    for (const [key, field] of Object.entries((body as z.ZodObject).shape)) {
      const absent = field.safeParse(undefined)
      if (absent.success && absent.data !== undefined) filledIn.push(`PATCH ${route.url} ${key}: ${JSON.stringify(absent.data)}`)
    }
  }
  expect(filledIn).toEqual([])
})
