import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import type { Config } from '#server/config'
import { buildTestApp } from '#server/testing/test-app'

// As the build writes it: the placeholders src/client/index.html carries.
const indexHtml =
  '<!doctype html><html><head><title>x</title><!--shop-info--></head><body><!--test-shop--><div id="root"></div></body></html>'

let clientDir: string

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'packstroom-client-'))
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(join(clientDir, 'index.html'), indexHtml)
})
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

async function pagesOf(overrides: Partial<Config>, paths: string[]): Promise<string[]> {
  const shop = await buildTestApp(overrides, { clientDir })
  try {
    return await Promise.all(paths.map(async (url) => (await shop.app.inject({ method: 'GET', url })).body))
  } finally {
    await shop.close()
  }
}

test("with demo payments every page says 'Testwinkel: er wordt niet echt betaald', before any script", async () => {
  const pages = await pagesOf({ paymentProvider: 'demo', publicUrl: 'https://shop.example.nl' }, [
    '/',
    '/collections/booster-packs',
    '/admin/orders',
    '/queue-widget',
    '/payment/success',
  ])
  for (const html of pages) {
    expect(html).toContain(`<aside class="test-shop-banner" aria-label="Testwinkel"><p>${messages.testShop}</p></aside>`)
    expect(html).not.toContain('<!--test-shop-->')
  }
})

test('the OBS overlays never show it: they are the stream’s picture', async () => {
  const [overlay] = await pagesOf({ paymentProvider: 'demo' }, ['/obs/order-notification'])
  expect(overlay).not.toContain(messages.testShop)
})

test('with Mollie no page says it', async () => {
  const pages = await pagesOf({ paymentProvider: 'mollie', mollieApiKey: 'test_abcdefghijklmnopqrstuvwxyz' }, ['/', '/admin/orders'])
  for (const html of pages) {
    expect(html).not.toContain(messages.testShop)
    expect(html).not.toContain('<!--test-shop-->')
  }
})
