import { brotliDecompressSync } from 'node:zlib'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Product } from '#shared/contracts/products'
import { productBody } from '#server/testing/admin-factories'
import { injectAsAdmin, loginAsAdmin, type TestApp } from '#server/testing/test-app'
import { useTwoInstances } from '#server/testing/use-test-shop'

// The cached public reads through the whole shop: its hooks, schemas and realtime feed. On
// PostgreSQL two instances share the database, as behind a load balancer; on PGlite it is one.

const pair = useTwoInstances()
let cookie: string

beforeAll(async () => {
  cookie = await loginAsAdmin(pair.instances[0].app)
})

const read = (instance: TestApp, url: string, headers: Record<string, string> = {}) =>
  instance.app.inject({ method: 'GET', url, headers })

const addProduct = async (name: string) => {
  const response = await injectAsAdmin(pair.instances[0].app, cookie, {
    method: 'POST',
    url: '/api/products',
    payload: productBody({ name, stock: 5 }),
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Product>()
}

describe('the public product list', () => {
  test('goes out brotli-compressed to a browser that takes it, and decodes to the same list', async () => {
    const [a] = pair.instances
    for (let i = 0; i < 20; i++) await addProduct(`Booster Pack – Comprimeer ${i}`)
    const plain = await read(a, '/api/products')
    const br = await read(a, '/api/products', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(plain.json<Product[]>().length).toBeGreaterThanOrEqual(20)
    // The security headers are still there.
    expect(br.headers['content-security-policy']).toContain("default-src 'none'")
    expect(br.headers['x-content-type-options']).toBe('nosniff')
  })

  test('answers 304 to a browser that has it, and 200 with the change once the seller adds a product', async () => {
    const [a] = pair.instances
    const first = await read(a, '/api/products')
    const etag = String(first.headers.etag)
    expect((await read(a, '/api/products', { 'if-none-match': etag })).statusCode).toBe(304)

    const added = await addProduct('Booster Pack – Nieuw')
    const after = await read(a, '/api/products', { 'if-none-match': etag })
    expect(after.statusCode).toBe(200)
    expect(after.json<Product[]>().map((product) => product.id)).toContain(added.id)
  })

  test('on the other instance, shows a new product as soon as its event arrives', async () => {
    const [, b] = pair.instances
    const idsOnB = async () => (await read(b, '/api/products')).json<Product[]>().map((product) => product.id)
    await idsOnB()
    const added = await addProduct('Booster Pack – Elders')
    // NOTIFY reaches instance B within milliseconds; the answer's longest age (5 s) is not what renews it.
    const deadline = Date.now() + 1_000
    let ids = await idsOnB()
    while (!ids.includes(added.id) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      ids = await idsOnB()
    }
    expect(ids).toContain(added.id)
  })

  test('br, gzip and the plain list each have an ETag of their own, and each answers 304 to its own only', async () => {
    const [a] = pair.instances
    // Compressed only past 1 KiB.
    let added = 0
    while ((await read(a, '/api/products')).body.length < 2048) await addProduct(`Booster Pack – Codering ${added++}`)
    const codings = { br: 'gzip, deflate, br', gzip: 'gzip', identity: 'identity' }
    const etags: Record<string, string> = {}
    for (const [coding, acceptEncoding] of Object.entries(codings)) {
      const answer = await read(a, '/api/products', { 'accept-encoding': acceptEncoding })
      expect(answer.headers['content-encoding'] ?? 'identity').toBe(coding)
      etags[coding] = String(answer.headers.etag)
    }
    expect(new Set(Object.values(etags)).size).toBe(3)
    for (const [coding, acceptEncoding] of Object.entries(codings)) {
      for (const [other, etag] of Object.entries(etags)) {
        const answer = await read(a, '/api/products', { 'accept-encoding': acceptEncoding, 'if-none-match': etag })
        expect(answer.statusCode, `${coding} asked with the ETag of ${other}`).toBe(other === coding ? 304 : 200)
      }
    }
  })
})

describe('unknown ids', () => {
  test('300 unknown collections, each its own 404, leave the shop\'s answers in memory', async () => {
    const [a] = pair.instances
    await read(a, '/api/products')
    await read(a, '/api/collections')
    const ids = Array.from({ length: 300 }, (_, i) => 1_000_000 + i)
    for (let i = 0; i < ids.length; i += 25) {
      const answers = await Promise.all(ids.slice(i, i + 25).map((id) => read(a, `/api/collections/${id}/products`)))
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(answers.length).fill(404))
    }
    expect(a.app.answers.has('products')).toBe(true)
    expect(a.app.answers.has('collections')).toBe(true)
  })
})
