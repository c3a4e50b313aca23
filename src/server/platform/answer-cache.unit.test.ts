import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { AnswerCache, NotFoundAnswer, preferredEncoding, type Dependency } from './answer-cache'

const productListSchema = z.array(z.object({ id: z.number(), name: z.string(), stock: z.number() }))
type Product = z.infer<typeof productListSchema>[number]

/** A shop's product list as the database holds it, counting how often it is read. */
function fakeCatalogue(count = 40) {
  const state = {
    products: Array.from({ length: count }, (_, i): Product => ({ id: i + 1, name: `Booster Pack ${i + 1}`, stock: 10 })),
    reads: 0,
    /** When set, a read waits for this before it answers (a slow database). */
    gate: undefined as Promise<void> | undefined,
  }
  const load = async () => {
    state.reads += 1
    const snapshot = state.products.map((product) => ({ ...product }))
    if (state.gate) await state.gate
    return snapshot
  }
  return { state, load }
}

let apps: ReturnType<typeof Fastify>[] = []
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()))
  apps = []
})

function shopWith(load: () => Promise<unknown>, options: { maxAgeMs?: number; dependsOn?: Dependency[] } = {}) {
  const cache = new AnswerCache(options.maxAgeMs ?? 60_000)
  const app = Fastify()
  app.get('/api/products', (request, reply) =>
    cache.send(request, reply, {
      key: 'products',
      dependsOn: options.dependsOn ?? ['stock'],
      schema: productListSchema,
      load,
    }),
  )
  apps.push(app)
  const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/products', headers })
  return { cache, app, get }
}

const stockOf = (body: string, id: number) => (JSON.parse(body) as Product[]).find((p) => p.id === id)?.stock

describe('the answer cache', () => {
  test('a rush of buyers costs one database read, and a change costs one more', async () => {
    const catalogue = fakeCatalogue()
    const { cache, get } = shopWith(catalogue.load)
    const answers = await Promise.all(Array.from({ length: 50 }, () => get()))
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true)
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
    expect(catalogue.state.reads).toBe(1)

    catalogue.state.products[0]!.stock = 9
    cache.invalidate({ channel: 'stock', type: 'stock_update' })
    expect(stockOf((await get()).body, 1)).toBe(9)
    await get()
    expect(catalogue.state.reads).toBe(2)
  })

  test('an event of another channel leaves the answer as it is', async () => {
    const catalogue = fakeCatalogue()
    const { cache, get } = shopWith(catalogue.load)
    await get()
    cache.invalidate({ channel: 'live', type: 'live_status_updated' })
    cache.invalidate({ channel: 'orders', type: 'order_update' })
    await get()
    expect(catalogue.state.reads).toBe(1)
  })

  test('a dependency on one event type ignores the other events of its channel', async () => {
    const catalogue = fakeCatalogue()
    const { cache, get } = shopWith(catalogue.load, { dependsOn: ['orders', 'stock:product_deleted'] })
    await get()
    cache.invalidate({ channel: 'stock', type: 'stock_update' })
    await get()
    expect(catalogue.state.reads).toBe(1)
    cache.invalidate({ channel: 'stock', type: 'product_deleted' })
    await get()
    expect(catalogue.state.reads).toBe(2)
  })

  test('after a resync every answer is read again', async () => {
    const catalogue = fakeCatalogue()
    const { cache, get } = shopWith(catalogue.load)
    await get()
    cache.invalidateAll()
    await get()
    expect(catalogue.state.reads).toBe(2)
  })

  test('a read that began before a change answers the buyers who asked before it, and no one after', async () => {
    const catalogue = fakeCatalogue()
    const { cache, get } = shopWith(catalogue.load)
    let open!: () => void
    catalogue.state.gate = new Promise((resolve) => (open = resolve))
    const early = get()
    await new Promise((resolve) => setImmediate(resolve))
    expect(catalogue.state.reads).toBe(1)

    // The last pack is sold while the slow read is still under way; a buyer asks after the sale.
    catalogue.state.products[0]!.stock = 0
    cache.invalidate({ channel: 'stock', type: 'stock_update' })
    const late = get()
    await new Promise((resolve) => setImmediate(resolve))
    open()
    expect(stockOf((await early).body, 1)).toBe(10)
    expect(stockOf((await late).body, 1)).toBe(0)
    expect(stockOf((await get()).body, 1)).toBe(0)
    expect(catalogue.state.reads).toBe(2)
  })

  test('while the event feed is down every request reads the database; once it is back, answers are kept again', async () => {
    const catalogue = fakeCatalogue()
    const { cache, get } = shopWith(catalogue.load)
    await get()
    cache.follow('feed-lost')
    await get()
    await get()
    expect(catalogue.state.reads).toBe(3)
    cache.follow('resync')
    await get()
    await get()
    expect(catalogue.state.reads).toBe(4)
    cache.follow({ channel: 'stock', type: 'stock_update' })
    await get()
    expect(catalogue.state.reads).toBe(5)
  })

  test('an answer older than the longest age is read again even without an event', async () => {
    const catalogue = fakeCatalogue()
    const { get } = shopWith(catalogue.load, { maxAgeMs: 30 })
    await get()
    await new Promise((resolve) => setTimeout(resolve, 50))
    await get()
    expect(catalogue.state.reads).toBe(2)
  })

  test('an answer past the longest age still goes out while it is read again, and the next request gets the new one', async () => {
    const catalogue = fakeCatalogue()
    const { get } = shopWith(catalogue.load, { maxAgeMs: 30 })
    const first = await get()
    catalogue.state.products = [...catalogue.state.products, { id: 99, name: 'Booster Pack – Stil toegevoegd', stock: 1 }]
    await new Promise((resolve) => setTimeout(resolve, 50))
    // No event said anything changed: the kept answer goes out at once, and a read starts behind it.
    expect((await get()).body).toBe(first.body)
    await vi.waitFor(async () => expect((await get()).body).toContain('Stil toegevoegd'))
    expect(catalogue.state.reads).toBe(2)
  })

  test("the route's schema shapes the answer: a field it does not list never leaves", async () => {
    const { get } = shopWith(async () => [{ id: 1, name: 'Booster Pack', stock: 3, email: 'koper@example.nl' }])
    const answer = await get()
    expect(answer.json()).toEqual([{ id: 1, name: 'Booster Pack', stock: 3 }])
    expect(answer.body).not.toContain('koper@example.nl')
  })

  test('something that does not exist is a 404 {message}, kept like an answer until an event renews it', async () => {
    let exists = false
    let reads = 0
    const { cache, get } = shopWith(async () => {
      reads += 1
      return exists ? [{ id: 1, name: 'Booster Pack', stock: 3 }] : new NotFoundAnswer('Collectie niet gevonden')
    })

    for (let ask = 0; ask < 3; ask++) {
      const missing = await get()
      expect(missing.statusCode).toBe(404)
      expect(missing.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(missing.headers.etag).toBeUndefined()
      expect(missing.json()).toEqual({ message: 'Collectie niet gevonden' })
    }
    expect(reads).toBe(1)
    // A browser that sends an ETag it holds still hears that the thing is gone.
    expect((await get({ 'if-none-match': '*' })).statusCode).toBe(404)

    exists = true
    cache.invalidate({ channel: 'stock' })
    const found = await get()
    expect(found.statusCode).toBe(200)
    expect(found.json()).toEqual([{ id: 1, name: 'Booster Pack', stock: 3 }])
    expect(reads).toBe(2)
  })

  test('an answer the schema refuses is an error, not a cached answer', async () => {
    const { get } = shopWith(async () => [{ id: 'one' }])
    expect((await get()).statusCode).toBe(500)
  })

  test('an answer held in memory is sent at once; only a read of the database is waited for', async () => {
    const catalogue = fakeCatalogue()
    const cache = new AnswerCache(60_000)
    const returned: unknown[] = []
    const app = Fastify()
    app.get('/api/products', (request, reply) => {
      const result = cache.send(request, reply, { key: 'products', dependsOn: ['stock'], schema: productListSchema, load: catalogue.load })
      returned.push(result)
      return result
    })
    apps.push(app)
    const first = await app.inject({ method: 'GET', url: '/api/products' })
    const second = await app.inject({ method: 'GET', url: '/api/products' })
    expect(returned[0]).toBeInstanceOf(Promise)
    expect(returned[1]).toBeUndefined()
    expect(second.body).toBe(first.body)
    expect(stockOf(second.body, 1)).toBe(10)
  })
})

describe('what goes over the wire', () => {
  test('brotli or gzip as the browser accepts, the same JSON once decoded, with Vary', async () => {
    const { get } = shopWith(fakeCatalogue().load)
    const plain = await get()
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(plain.headers.vary).toContain('accept-encoding')

    const br = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4)

    const gzip = await get({ 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
  })

  test('a small answer goes out as it is', async () => {
    const { get } = shopWith(fakeCatalogue(1).load)
    const answer = await get({ 'accept-encoding': 'br' })
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.json()).toHaveLength(1)
  })

  test('a browser that still has the answer gets 304 without a body, until it changes', async () => {
    const catalogue = fakeCatalogue()
    const { cache, get } = shopWith(catalogue.load)
    const first = await get()
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers['cache-control']).toBe('no-cache')

    const again = await get({ 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect((await get({ 'if-none-match': `W/${etag}` })).statusCode).toBe(304)

    catalogue.state.products[2]!.stock = 4
    cache.invalidate({ channel: 'stock' })
    const changed = await get({ 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(stockOf(changed.body, 3)).toBe(4)
  })

  test.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'gzip'],
    [' BR ; q=1 ', 'br'],
  ])('accept-encoding %j chooses %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected)
  })
})
