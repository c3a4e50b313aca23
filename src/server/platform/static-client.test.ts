import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { messages } from '../../shared/contracts/messages'
import { SHOP_INFO_META_NAME, type ShopInfo } from '../../shared/contracts/shop'
import { buildTestApp, testConfig, type TestApp } from '../testing/test-app'

const shopInfo: ShopInfo = { ...testConfig().shop, shopName: 'Kaart & Co "Noord"' }
const indexHtml =
  '<!doctype html><html><head><title>x</title><!--shop-info--></head><body><div id="root"></div></body></html>'
const appScript = 'console.log("shop")'

let clientDir: string
let shop: TestApp

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'packstroom-client-'))
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(join(clientDir, 'index.html'), indexHtml)
  writeFileSync(join(clientDir, 'assets', 'app-abc.js'), appScript)
  writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *\n')
  shop = await buildTestApp({ shop: shopInfo }, { clientDir })
})

afterAll(async () => {
  await shop?.close()
  if (clientDir) rmSync(clientDir, { recursive: true, force: true })
})

const get = (url: string) => shop.app.inject({ method: 'GET', url })

/** The shop info the page carries in its meta tag, as the client reads it. */
function shopInfoInPage(html: string): unknown {
  const match = new RegExp(`<meta name="${SHOP_INFO_META_NAME}" content="([^"]*)" />`).exec(html)
  if (!match?.[1]) return undefined
  const unescaped = match[1].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
  return JSON.parse(unescaped)
}

describe('pages', () => {
  test.each(['/', '/some/page', '/collections/booster-packs?sort=prijs'])(
    'GET %s answers index.html with the shop info, not cached',
    async (url) => {
      const response = await get(url)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('<div id="root"></div>')
      expect(shopInfoInPage(response.body)).toEqual(shopInfo)
      expect(response.body).not.toContain('<!--shop-info-->')
      expect(response.body).toContain('<title>Kaart &amp; Co &quot;Noord&quot; – live pack openings</title>')
    },
  )

  test('an OBS overlay page is marked transparent from its first byte; other pages are not', async () => {
    const overlay = await get('/obs/order-notification?sound=1')
    expect(overlay.statusCode).toBe(200)
    expect(overlay.body).toMatch(/^<!doctype html><html class="overlay">/)
    expect(shopInfoInPage(overlay.body)).toEqual(shopInfo)
    for (const url of ['/', '/queue-widget', '/collections/obs']) {
      expect((await get(url)).body).not.toContain('class="overlay"')
    }
  })

  test('a hashed asset is served with a year-long immutable cache', async () => {
    const response = await get('/assets/app-abc.js')
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(appScript)
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toContain('immutable')
    expect(response.headers['cache-control']).toContain('max-age=31536000')
  })

  test('another file of the build is served, cached for a while but not forever', async () => {
    const response = await get('/robots.txt')
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('User-agent: *\n')
    expect(response.headers['cache-control']).not.toContain('immutable')
  })

  test('the raw index.html template is never served, only the rendered page', async () => {
    const response = await get('/index.html')
    expect(response.body).not.toContain('<!--shop-info-->')
  })
})

describe('the API beside the pages', () => {
  test.each([
    ['GET', '/api/unknown'],
    ['GET', '/api/'],
    ['POST', '/api/collections/1/nothing'],
    ['POST', '/some/page'],
  ] as const)("%s %s answers 404 JSON {message: 'Niet gevonden.'}", async (method, url) => {
    const response = await shop.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toEqual({ message: messages.notFound })
  })
})

describe('security headers', () => {
  test.each(['/', '/assets/app-abc.js', '/api/health', '/api/unknown'])(
    '%s carries a strict Content-Security-Policy and nosniff',
    async (url) => {
      const response = await get(url)
      const policy = String(response.headers['content-security-policy'])
      const directives = policy.split(';').map((directive) => directive.trim())
      expect(directives).toContain("script-src 'self'")
      expect(directives).toContain("object-src 'none'")
      expect(directives).toContain("base-uri 'none'")
      expect(response.headers['x-content-type-options']).toBe('nosniff')
    },
  )
})
