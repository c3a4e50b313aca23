import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Collection } from '#shared/contracts/collections'
import { messages } from '#shared/contracts/messages'
import type { Product } from '#shared/contracts/products'
import { productBody } from '#server/testing/admin-factories'
import { insertProduct, paidCheckout } from '#server/testing/factories'
import { injectAsAdmin, loginAsAdmin } from '#server/testing/test-app'
import { useForAllTests, useTestShop } from '#server/testing/use-test-shop'

/**
 * The fast lane (decision 065): a GET for an address Fastify answered from the answer cache is
 * answered before the router, with what Fastify would have sent. Over real HTTP, as app.inject never
 * reaches Node's server and so never the lane. Whether Fastify answered a request is read from a
 * hook of the test's own, which sees every answer Fastify sends.
 */

// A page the server renders with its data (decision 044), from a renderer of the test's own.
const renderer = `
export const createPageRenderer = ({ api }) => ({
  renders: (path) => path === '/',
  async render() {
    const queue = await (await api('/api/queue')).json()
    return {
      status: 200,
      head: '<title>Thuis</title>',
      html: '<p>' + queue.length + ' in de wachtrij</p>' + '<p>Kies je packs.</p>'.repeat(80),
      data: JSON.stringify({ queue: queue.length }),
    }
  },
})
`
const client = useForAllTests('the built client with its server render', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'packstroom-fast-lane-'))
  mkdirSync(join(dir, '.server'))
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title><!--shop-info--></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  )
  writeFileSync(join(dir, '.shells.json'), JSON.stringify({ tokens: {}, pages: {} }))
  writeFileSync(join(dir, '.server', 'server-render.js'), renderer)
  return { dir, close: async () => rmSync(dir, { recursive: true, force: true }) }
})
const { database, shop } = useTestShop({ config: { metricsPort: 0 }, deps: () => ({ clientDir: client.dir }) })

/** Every request Fastify saw, as `METHOD url`. */
const reached: string[] = []
/** What a GET got while the shop was closing (from a preClose hook after the shop's own). */
let answerWhileClosing: Promise<Answer> | undefined
/** Kept-alive connections, as a browser keeps them. */
const agent = new Agent({ keepAlive: true })
let port = 0
let cookie: string
let collection: Collection

beforeAll(async () => {
  // Before listen, which makes the app ready: hooks cannot be added after.
  // onSend, not onRequest: a request an earlier hook refuses (the origin guard) is Fastify's too.
  shop.app.addHook('onSend', (request, _reply, payload, done) => {
    reached.push(`${request.method} ${request.url}`)
    done(null, payload)
  })
  shop.app.addHook('preClose', async () => {
    answerWhileClosing = send('GET', '/api/products', { 'accept-encoding': 'br' })
    await answerWhileClosing.catch(() => undefined)
  })
  await shop.app.listen({ host: '127.0.0.1', port: 0 })
  port = (shop.app.server.address() as AddressInfo).port

  cookie = await loginAsAdmin(shop.app)
  const created = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: '/api/collections', payload: { name: 'Sterrenregen', slug: 'sterrenregen' } })
  expect(created.statusCode, created.body).toBe(201)
  collection = created.json<Collection>()
  // Enough products that the lists go out compressed (past 1 KiB), and an order in the queue.
  for (let i = 0; i < 8; i++) await addProduct(`Booster Pack – Sterrenregen ${i}`, collection.id)
  const product = await insertProduct(database.db, { stock: 5 })
  await paidCheckout(shop.app, { items: [{ productId: product.id, quantity: 1 }], shippingDetails: { tiktokUsername: 'snelle_koper' } })
})

afterAll(() => agent.destroy())

type Answer = { status: number; headers: [string, string][]; body: Buffer }
type Seen = Answer & { byFastify: boolean }

/** One request over HTTP: the status, every header as sent (but `date`), sorted, and the raw body bytes. */
function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, headers, agent }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const pairs: [string, string][] = []
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const [name = '', value = ''] = response.rawHeaders.slice(i, i + 2)
          if (name.toLowerCase() !== 'date') pairs.push([name, value])
        }
        pairs.sort(([a], [b]) => a.localeCompare(b))
        resolve({ status: response.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) })
      })
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** A request, and whether Fastify saw it. */
async function ask(method: string, path: string, headers: Record<string, string> = {}): Promise<Seen> {
  const before = reached.length
  const answer = await send(method, path, headers)
  return { ...answer, byFastify: reached.slice(before).includes(`${method} ${path}`) }
}

const get = (path: string, headers: Record<string, string> = {}) => ask('GET', path, headers)
const header = (answer: Answer, name: string) => answer.headers.find(([key]) => key.toLowerCase() === name)?.[1]

async function addProduct(name: string, collectionId?: number): Promise<Product> {
  const response = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: '/api/products', payload: productBody({ name, stock: 5, collectionId }) })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Product>()
}

/**
 * Fastify's answer and then the lane's, for one request: every kept answer is dropped first, so
 * Fastify reads it again (and teaches the lane the address); the same request right after finds it fresh.
 */
async function fastifyThenLane(path: string, headers: Record<string, string>) {
  shop.app.answers.invalidateAll()
  const fastify = await get(path, headers)
  const lane = await get(path, headers)
  expect(fastify.byFastify, `${path} ${JSON.stringify(headers)}: the first answer is Fastify's`).toBe(true)
  expect(lane.byFastify, `${path} ${JSON.stringify(headers)}: the second answer is the lane's`).toBe(false)
  return { fastify, lane }
}

const without = ({ byFastify: _, ...answer }: Seen): Answer => answer

const encodings: Record<string, Record<string, string>> = {
  br: { 'accept-encoding': 'gzip, deflate, br' },
  gzip: { 'accept-encoding': 'gzip' },
  none: {},
}

describe('an address Fastify answered from memory', () => {
  const addresses = () => [
    '/api/products',
    '/api/queue',
    '/api/collections',
    `/api/collections/slug/${collection.slug}`,
    `/api/collections/${collection.id}/products`,
    '/',
  ]

  test('is answered by the lane with the same status, headers and bytes, for br, gzip and none', async () => {
    for (const path of addresses()) {
      for (const [coding, headers] of Object.entries(encodings)) {
        const { fastify, lane } = await fastifyThenLane(path, headers)
        expect(fastify.status, `${path} ${coding}`).toBe(200)
        expect(without(lane), `${path} ${coding}`).toEqual(without(fastify))
      }
    }
    // The lists and the page went out compressed: the coding was part of what was compared.
    expect(header((await fastifyThenLane('/api/products', encodings.br!)).lane, 'content-encoding')).toBe('br')
    expect(header((await fastifyThenLane('/', encodings.gzip!)).lane, 'content-encoding')).toBe('gzip')
  })

  test('answers 304 with the same headers to a browser that has it', async () => {
    for (const path of addresses()) {
      for (const [coding, headers] of Object.entries(encodings)) {
        const etag = header((await fastifyThenLane(path, headers)).fastify, 'etag')
        expect(etag, `${path} ${coding}`).toBeDefined()
        const { fastify, lane } = await fastifyThenLane(path, { ...headers, 'if-none-match': etag! })
        expect(fastify.status, `${path} ${coding}`).toBe(304)
        expect(without(lane), `${path} ${coding}`).toEqual(without(fastify))
        expect(lane.body.length).toBe(0)
      }
    }
  })

  test('still reaches Fastify with a query string, as HEAD and as POST', async () => {
    await fastifyThenLane('/api/products', {})
    for (let i = 0; i < 2; i++) {
      const withQuery = await get('/api/products?sort=naam')
      expect(withQuery.status).toBe(200)
      expect(withQuery.byFastify).toBe(true)
    }
    const head = await ask('HEAD', '/api/products')
    expect(head.status).toBe(200)
    expect(head.byFastify).toBe(true)
    // Without a session: Fastify refuses it, the lane never sees it.
    const post = await ask('POST', '/api/products')
    expect(post.byFastify).toBe(true)
    expect(post.status).toBeGreaterThanOrEqual(400)
    expect((await get('/api/products')).byFastify).toBe(false)
  })
})

describe('after the seller adds a product', () => {
  test('the next GET shows it, and the lane then answers with the new list', async () => {
    const before = await fastifyThenLane('/api/products', {})
    const added = await addProduct('Booster Pack – Vers')
    const after = await get('/api/products')
    expect(after.byFastify).toBe(true)
    expect(JSON.parse(after.body.toString()).map((product: Product) => product.id)).toContain(added.id)
    expect(header(after, 'etag')).not.toBe(header(before.lane, 'etag'))
    const again = await get('/api/products')
    expect(again.byFastify).toBe(false)
    expect(without(again)).toEqual(without(after))
  })
})

describe('an unknown collection slug', () => {
  test('is a 404 in Dutch every time, from Fastify', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await get('/api/collections/slug/bestaat-niet')
      expect(answer.status).toBe(404)
      expect(JSON.parse(answer.body.toString())).toEqual({ message: messages.collectionNotFound })
      expect(answer.byFastify).toBe(true)
    }
  })
})

type Sample = { name: string; labels: Record<string, string>; value: number }

/** The samples of the metrics endpoint's Prometheus text (decision 024). */
async function scrape(): Promise<Sample[]> {
  const response = await fetch(shop.app.metricsUrl()!)
  expect(response.status).toBe(200)
  const samples: Sample[] = []
  for (const line of (await response.text()).split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line)
    if (!match) continue
    const labels: Record<string, string> = {}
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!
    samples.push({ name: match[1]!, labels, value: Number(match[3]) })
  }
  return samples
}

/** GET answers of `route` with `status` counted, in the counter and in the histogram's count. */
function counted(samples: Sample[], route: string, status: number) {
  const labels = { method: 'GET', route, status: String(status) }
  const of = (name: string) =>
    samples.find((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))?.value ?? 0
  return { counter: of('packstroom_http_requests_total'), histogram: of('packstroom_http_request_duration_seconds_count') }
}

describe('the metrics endpoint', () => {
  test.each([
    { route: '/api/products', path: () => '/api/products' },
    { route: '/api/collections/:id/products', path: () => `/api/collections/${collection.id}/products` },
    { route: 'page', path: () => '/' },
  ])('counts the lane\'s answers under the route label $route, 200 and 304, in the series Fastify counts in', async ({ route, path: pathOf }) => {
    const path = pathOf()
    shop.app.answers.invalidateAll()
    const start = await scrape()
    const first = await get(path)
    expect(first.byFastify).toBe(true)
    const afterFastify = await scrape()
    expect(counted(afterFastify, route, 200)).toEqual({ counter: counted(start, route, 200).counter + 1, histogram: counted(start, route, 200).histogram + 1 })

    const etag = header(first, 'etag')!
    const answers = [await get(path), await get(path), await get(path), await get(path, { 'if-none-match': etag }), await get(path, { 'if-none-match': etag })]
    expect(answers.map((answer) => [answer.status, answer.byFastify])).toEqual([[200, false], [200, false], [200, false], [304, false], [304, false]])
    const end = await scrape()
    for (const [status, more] of [[200, 3], [304, 2]] as const) {
      const was = counted(afterFastify, route, status)
      expect(counted(end, route, status), `${route} ${status}`).toEqual({ counter: was.counter + more, histogram: was.histogram + more })
    }
  })
})

// Last: it closes the shop.
describe('a shop that is closing', () => {
  test('answers a GET the lane knows with Fastify\'s Dutch 503, not the kept answer', async () => {
    await fastifyThenLane('/api/products', encodings.br!)
    await shop.close()
    const answer = await answerWhileClosing!
    expect(answer.status).toBe(503)
    expect(JSON.parse(answer.body.toString())).toEqual({ message: messages.databaseUnavailable })
    expect(header(answer, 'connection')).toBe('close')
    expect(reached.at(-1)).toBe('GET /api/products')
  })
})
