import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeEach, describe, expect, test } from 'vitest'
import { PAGE_DATA_ELEMENT_ID } from '#shared/contracts/page-render'
import { capturingLogger } from '#server/testing/capturing-logger'
import { productBody } from '#server/testing/admin-factories'
import { insertProduct, paidCheckout } from '#server/testing/factories'
import { injectAsAdmin, loginAsAdmin } from '#server/testing/test-app'
import { useForAllTests, useTestShop } from '#server/testing/use-test-shop'

/**
 * The server's side of pages rendered with their data (decision 044), with a renderer of the test's
 * own in the place of the client's build: what it reads through the shop's routes, and how the server
 * keeps, sends, renews and replaces the page. What the client's render draws is proven by the browser
 * tests (e2e/server-rendered.spec.ts).
 */

const indexHtml =
  '<!doctype html><html><head><title>x</title><!--shop-info--></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>'
// Home's first screen before its data, as the build writes it: what goes out when a render fails.
const shells = {
  tokens: { shopName: '{{shopName}}', contactEmail: '{{contactEmail}}', companyRegNumber: '{{companyRegNumber}}', tiktokHandle: '{{tiktokHandle}}' },
  pages: { '/': '<main><h1>{{shopName}}</h1><p>Wachtrij laden...</p></main>' },
}
// Renders home, /terms and collections from the queue and the session as a visitor would read them;
// /contact breaks. Paths are matched as the client's router matches them (letter case and trailing
// slashes do not count), and a read that fails other than with 404 fails the render, as the client's does.
const renderer = `
const pageOf = (path) => path.replace(/(.)\\/+$/, '$1').toLowerCase()
export const createPageRenderer = ({ api, shop }) => ({
  renders: (path) => ['/', '/terms', '/contact'].includes(pageOf(path)) || pageOf(path).startsWith('/collections/'),
  async render(path) {
    if (pageOf(path) === '/contact') throw new Error('the render broke')
    if (pageOf(path).startsWith('/collections/')) {
      const collection = await api('/api/collections/slug/' + path.slice('/collections/'.length).replace(/\\/+$/, ''))
      if (collection.status === 404) return { status: 404, head: '', html: '<p>Collectie niet gevonden</p>', data: '{}' }
      if (!collection.ok) throw new Error('a read of ' + path + ' failed: ' + collection.status)
    }
    const queue = await (await api('/api/queue')).json()
    const session = await (await api('/api/auth/session')).json()
    const names = queue.map((order) => order.tiktokUsername).join(', ')
    return {
      status: 200,
      head: '<link rel="preload" as="image" href="/demo/x.svg"/><title>Thuis – ' + shop.shopName + '</title>',
      html: '<p>' + queue.length + ' in de wachtrij: ' + names + '</p><p>admin: ' + session.isAuthenticated + '</p>' + '<p>Kies je packs.</p>'.repeat(80),
      data: JSON.stringify({ queue: queue.length }),
    }
  },
})
`

const client = useForAllTests('the built client with its server render', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'packstroom-rendered-'))
  mkdirSync(join(dir, '.server'))
  writeFileSync(join(dir, 'index.html'), indexHtml)
  writeFileSync(join(dir, '.shells.json'), JSON.stringify(shells))
  writeFileSync(join(dir, '.server', 'server-render.js'), renderer)
  return { dir, close: async () => rmSync(dir, { recursive: true, force: true }) }
})
const log = capturingLogger()
const { database, shop } = useTestShop({ deps: () => ({ clientDir: client.dir, logger: log.logger }) })

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers })

/** The JSON block the page carries for the browser: when the reads began, and the renderer's data. */
function pageData(html: string): { readsBegan: number; state: unknown } | undefined {
  const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html)
  return match?.[1] ? (JSON.parse(match[1]) as { readsBegan: number; state: unknown }) : undefined
}

async function payAnOrder(tiktokUsername: string) {
  const product = await insertProduct(database.db, { stock: 5 })
  await paidCheckout(shop.app, { items: [{ productId: product.id, quantity: 1 }], shippingDetails: { tiktokUsername } })
}

beforeEach(() => {
  log.lines.length = 0
})

describe('a page the server renders with its data', () => {
  test('carries the render in #root, marked as the server\'s until the app takes over, its data for the browser and its title in the head', async () => {
    const before = Date.now()
    const page = await get('/')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toContain('<div id="root"><div data-server-markup="" aria-busy="true"><p>0 in de wachtrij: </p>')
    expect(page.body).toMatch(/<title>Thuis – [^<]+<\/title>/)
    expect(page.body.match(/<title>/g)).toHaveLength(1)
    expect(page.body.indexOf('<link rel="preload" as="image" href="/demo/x.svg"/>')).toBeLessThan(page.body.indexOf('</head>'))
    const data = pageData(page.body)
    expect(data?.state).toEqual({ queue: 0 })
    expect(data?.readsBegan).toBeGreaterThanOrEqual(before - 5_000)
    expect(data?.readsBegan).toBeLessThanOrEqual(Date.now())
  })

  test('is read as a visitor without a session: the admin gets the same page, never one with their session', async () => {
    const cookie = await loginAsAdmin(shop.app)
    const asAdmin = await get('/', { cookie })
    expect(asAdmin.body).toContain('<p>admin: false</p>')
    expect(asAdmin.body).toBe((await get('/')).body)
  })

  test('is kept: the same bytes and ETag until something changes, 304 for the browser that has it, br and gzip made once', async () => {
    const first = await get('/')
    const second = await get('/')
    expect(second.body).toBe(first.body)
    const etag = String(first.headers.etag)
    // Weak: a page rendered again from the same data keeps its ETag, though its moment of reading differs.
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    expect(second.headers.etag).toBe(etag)
    expect(first.headers.vary).toMatch(/accept-encoding/i)

    const notModified = await get('/', { 'if-none-match': etag })
    expect(notModified.statusCode).toBe(304)
    expect(notModified.body).toBe('')

    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body)
    const gzip = await get('/', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body)
  })

  test('a paid order is in the next page sent, under a new ETag', async () => {
    const before = await get('/')
    await payAnOrder('@nieuwe_koper')
    const after = await get('/')
    expect(after.body).toContain('1 in de wachtrij: ')
    expect(after.body).toContain('nieuwe_koper')
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect((await get('/', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200)
  })

  test('answers 304 to its own ETag while what it shows is the same, though it was rendered again, and 200 once it changes', async () => {
    const first = await get('/')
    const etag = String(first.headers.etag)
    const readsBegan = pageData(first.body)?.readsBegan ?? Date.now()
    while (Date.now() <= readsBegan) await new Promise((resolve) => setTimeout(resolve, 1))
    // A public event (a new product) renders the page again; what this page shows did not change.
    const cookie = await loginAsAdmin(shop.app)
    const added = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: '/api/products', payload: productBody({ stock: 3 }) })
    expect(added.statusCode, added.body).toBe(201)

    const again = await get('/')
    expect(pageData(again.body)?.readsBegan).toBeGreaterThan(readsBegan)
    expect(again.headers.etag).toBe(etag)
    const notModified = await get('/', { 'if-none-match': etag })
    expect(notModified.statusCode).toBe(304)
    expect(notModified.body).toBe('')

    await payAnOrder('@weer_een_koper')
    const changed = await get('/', { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.body).toContain('weer_een_koper')
    expect(changed.headers.etag).not.toBe(etag)
  })

  test('br, gzip and the plain page each have an ETag of their own, and each answers 304 to its own only', async () => {
    const codings = { br: 'gzip, deflate, br', gzip: 'gzip', identity: 'identity' }
    const etags: Record<string, string> = {}
    for (const [coding, acceptEncoding] of Object.entries(codings)) {
      const page = await get('/', { 'accept-encoding': acceptEncoding })
      expect(page.headers['content-encoding'] ?? 'identity').toBe(coding)
      etags[coding] = String(page.headers.etag)
    }
    expect(new Set(Object.values(etags)).size).toBe(3)
    for (const [coding, acceptEncoding] of Object.entries(codings)) {
      for (const [other, etag] of Object.entries(etags)) {
        const answer = await get('/', { 'accept-encoding': acceptEncoding, 'if-none-match': etag })
        expect(answer.statusCode, `${coding} asked with the ETag of ${other}`).toBe(other === coding ? 304 : 200)
      }
    }
  })

  test('a slug longer than any collection can have answers 404 like any unknown one, and logs no warning', async () => {
    const page = await get(`/collections/${'a'.repeat(150)}`)
    expect(page.statusCode).toBe(404)
    expect(page.body).toContain('<p>Collectie niet gevonden</p>')
    expect(log.lines.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual([])
    const read = await get(`/api/collections/slug/${'c'.repeat(150)}`)
    expect(read.statusCode).toBe(404)
    expect(read.json()).toEqual({ message: 'Collectie niet gevonden' })
  })

  test('unknown slugs and odd spellings of a page leave the shop\'s pages in memory', async () => {
    await get('/')
    await get('/terms')
    // Each its own page: 300 unknown collections (404) and 300 spellings of /terms the router takes.
    const urls = Array.from({ length: 300 }, (_, i) => [`/collections/bestaat-niet-${i}`, `/terms${'/'.repeat(i + 1)}`]).flat()
    for (let i = 0; i < urls.length; i += 25) {
      const answers = await Promise.all(urls.slice(i, i + 25).map((url) => get(url)))
      expect(answers.map((answer) => answer.statusCode)).toEqual(urls.slice(i, i + 25).map((url) => (url.startsWith('/terms') ? 200 : 404)))
    }
    expect(shop.app.answers.has('page:/')).toBe(true)
    expect(shop.app.answers.has('page:/terms')).toBe(true)
  })

  test('a collection that does not exist answers 404 with its page', async () => {
    const page = await get('/collections/bestaat-niet')
    expect(page.statusCode).toBe(404)
    expect(page.body).toContain('<p>Collectie niet gevonden</p>')
  })

  test('a render that fails sends the page as before, without data, and says so in the log', async () => {
    const page = await get('/contact')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<div id="root"></div>')
    expect(page.body).toContain('<script type="module" src="/assets/app.js">')
    expect(pageData(page.body)).toBeUndefined()
    expect(log.lines.find((line) => line.msg === 'page render failed: the page goes out without its data')).toMatchObject({
      level: 50,
      path: '/contact',
    })
  })

  // Which pages the client's render takes is its list, isServerRenderedPage (app-routes.test.tsx); here
  // the renderer of the test's own declines these, and the server must not render them anyway.
  test('a page the render declines goes out as the client\'s page, without a render or data', async () => {
    for (const url of ['/bestelling/abcdef', '/admin/orders', '/payment/success', '/verzending/abc']) {
      const page = await get(url)
      expect(page.body, url).toContain('<div id="root"></div>')
      expect(pageData(page.body), url).toBeUndefined()
    }
  })

  test('the server render itself is never served as a file', async () => {
    for (const url of ['/.server/server-render.js', '/.server/', '/.shells.json']) {
      const answer = await get(url)
      expect(answer.body, url).not.toContain('createPageRenderer')
      expect(answer.body, url).not.toContain('Wachtrij laden')
    }
  })
})
