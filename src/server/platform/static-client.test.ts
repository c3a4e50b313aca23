import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { SHOP_INFO_META_NAME, type ShopInfo, type ShopTexts } from '#shared/contracts/shop'
import { testConfig } from '#server/testing/test-app'
import { useForAllTests, useTestShop } from '#server/testing/use-test-shop'

const shopTexts: ShopTexts = { ...testConfig().shop, shopName: 'Kaart & Co "Noord"' }
// What the page carries: the texts and the privacy page's facts of a demo shop without a mail server (decision 037).
const shopInfo: ShopInfo = { ...shopTexts, privacy: { paymentProcessor: null, mailProcessor: null, retentionDays: 180 } }
const indexHtml =
  '<!doctype html><html><head><title>x</title><!--shop-info--></head><body><div id="root"></div></body></html>'
// As the build writes it (vite.config.ts): home's first screen, with stand-ins for the shop's facts.
const shells = {
  tokens: { shopName: '{{shopName}}', contactEmail: '{{contactEmail}}', companyRegNumber: '{{companyRegNumber}}', tiktokHandle: '{{tiktokHandle}}' },
  pages: { '/': '<header><a href="/">{{shopName}}</a></header><main><h1>{{shopName}}</h1><p>Kijk mee op TikTok ({{tiktokHandle}})</p></main>' },
}
const appScript = 'console.log("shop")'
// A built file with the compressed copies the build writes beside it (vite.config.ts).
const largeScript = Array.from({ length: 200 }, (_, i) => `export const price${i} = formatEuro(${i * 125})`).join('\n')

/** The client folder as the build writes it, removed after the file's tests. */
const client = useForAllTests('the built client', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'packstroom-client-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), indexHtml)
  writeFileSync(join(dir, 'assets', 'app-abc.js'), appScript)
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n')
  writeFileSync(join(dir, '.shells.json'), JSON.stringify(shells))
  writeFileSync(join(dir, 'assets', 'shop-def.js'), largeScript)
  writeFileSync(join(dir, 'assets', 'shop-def.js.br'), brotliCompressSync(largeScript))
  writeFileSync(join(dir, 'assets', 'shop-def.js.gz'), gzipSync(largeScript))
  return { dir, close: async () => rmSync(dir, { recursive: true, force: true }) }
})
const { shop } = useTestShop({ config: { shop: shopTexts }, deps: () => ({ clientDir: client.dir }) })

const get = (url: string) => shop.app.inject({ method: 'GET', url })

/** The shop info the page carries in its meta tag, as the client reads it. */
function shopInfoInPage(html: string): unknown {
  const match = new RegExp(`<meta name="${SHOP_INFO_META_NAME}" content="([^"]*)" />`).exec(html)
  if (!match?.[1]) return undefined
  const unescaped = match[1].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
  return JSON.parse(unescaped)
}

describe('pages', () => {
  test.each(['/', '/contact', '/collections/booster-packs?sort=prijs', '/collections/x', '/admin', '/admin/live', '/bestelling/abc/herroepen'])(
    'GET %s answers index.html with the shop info, not cached',
    async (url) => {
      const response = await get(url)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('<div id="root">')
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

  test.each(['/assets/app-gone.js', '/assets/style-old.css', '/assets/fonts/missing.woff2', '/assets/', '/assets', '/assets/app-abc.js.map?v=1'])(
    'an asset the build does not hold, %s, answers 404 JSON, never the page with 200',
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await shop.app.inject({ method, url })
        expect(response.statusCode, `${method} ${url}`).toBe(404)
        expect(response.headers['content-type']).toMatch(/^application\/json/)
        if (method === 'GET') expect(response.json()).toEqual({ message: messages.notFound })
      }
    },
  )

  test('a path whose name merely starts like the asset folder is a page path: HTML, not an asset’s JSON', async () => {
    const response = await get('/assets-and-more')
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
  })

  // Decision 043: the router's 'Page Not Found' card, with the status a search engine or link checker reads.
  test.each(['/nope', '/some/page', '/admin/nope', '/collections', '/collections/a/b', '/obs/nope'])(
    'GET %s, a path the router has no page for, answers 404 with the shop’s page, which shows the card',
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await shop.app.inject({ method, url })
        expect(response.statusCode, `${method} ${url}`).toBe(404)
        expect(response.headers['content-type']).toMatch(/^text\/html/)
      }
      const response = await get(url)
      expect(response.body).toContain('<div id="root">')
      expect(shopInfoInPage(response.body)).toEqual(shopInfo)
      expect(response.body).toContain('<title>Kaart &amp; Co &quot;Noord&quot; – live pack openings</title>')
    },
  )

  test('a page path in other letter case or with a trailing slash is the page, as the router reads it', async () => {
    for (const url of ['/CONTACT', '/contact/', '/Collections/Booster-Packs']) expect((await get(url)).statusCode, url).toBe(200)
  })

  test('another file of the build is served, cached for a while but not forever', async () => {
    const response = await get('/robots.txt')
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('User-agent: *\n')
    expect(response.headers['cache-control']).not.toContain('immutable')
  })

  test('home carries its first screen, its links inert until the app is there, with the shop’s facts written in and escaped', async () => {
    for (const url of ['/', '/?utm_source=tiktok']) {
      const body = (await get(url)).body
      expect(body).toContain(
        '<div id="root"><div data-server-markup="" aria-busy="true"><header><a inert="" href="/">Kaart &amp; Co &quot;Noord&quot;</a></header><main><h1>Kaart &amp; Co &quot;Noord&quot;</h1>' +
          `<p>Kijk mee op TikTok (${shopInfo.tiktokHandle})</p></main></div></div>`,
      )
      expect(body).not.toContain('{{')
      expect(shopInfoInPage(body)).toEqual(shopInfo)
    }
  })

  test('other pages, the widgets and the OBS overlays start with an empty root', async () => {
    for (const url of ['/collections/booster-packs', '/contact', '/queue-widget', '/obs/queue-widget', '/admin/orders']) {
      expect((await get(url)).body, url).toContain('<div id="root"></div>')
    }
  })

  test('the file of prerendered screens is not served', async () => {
    const response = await get('/.shells.json')
    expect(response.body).not.toContain('"tokens"')
  })

  test('the raw index.html template is never served, only the rendered page', async () => {
    const response = await get('/index.html')
    expect(response.body).not.toContain('<!--shop-info-->')
  })
})

describe('compression', () => {
  const getEncoded = (url: string, acceptEncoding?: string) =>
    shop.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })
  const varies = (headers: Record<string, unknown>) => String(headers.vary).toLowerCase().includes('accept-encoding')

  test('a built file goes out brotli-compressed to a browser that accepts it, and decodes to the same bytes', async () => {
    const response = await getEncoded('/assets/shop-def.js', 'gzip, deflate, br, zstd')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(varies(response.headers)).toBe(true)
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toContain('immutable')
    expect(response.rawPayload.length).toBeLessThan(largeScript.length / 3)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(largeScript)
  })

  test('a browser that accepts only gzip gets gzip', async () => {
    const response = await getEncoded('/assets/shop-def.js', 'gzip')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(response.rawPayload).toString()).toBe(largeScript)
  })

  test('without Accept-Encoding the file goes out as it is, still marked as varying by it', async () => {
    const response = await getEncoded('/assets/shop-def.js')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(varies(response.headers)).toBe(true)
    expect(response.body).toBe(largeScript)
  })

  test('a file without compressed copies goes out as it is, even to a browser that accepts brotli', async () => {
    const response = await getEncoded('/assets/app-abc.js', 'br')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body).toBe(appScript)
  })

  test.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('a page goes out compressed for Accept-Encoding %s (%s), the same page as uncompressed', async (accept, encoding, decode) => {
    for (const url of ['/', '/collections/booster-packs']) {
      const plain = await getEncoded(url)
      const response = await getEncoded(url, accept)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBe(encoding)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(varies(response.headers)).toBe(true)
      expect(decode(response.rawPayload).toString()).toBe(plain.body)
      expect(shopInfoInPage(plain.body)).toEqual(shopInfo)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(varies(plain.headers)).toBe(true)
    }
  })

  test('an OBS overlay page compressed is still the transparent one', async () => {
    const response = await getEncoded('/obs/queue-widget', 'br')
    expect(brotliDecompressSync(response.rawPayload).toString()).toMatch(/^<!doctype html><html class="overlay">/)
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
  // The API's own, stricter set is browser-defences.test.ts.
  test.each(['/', '/assets/app-abc.js', '/collections/booster-packs'])(
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
