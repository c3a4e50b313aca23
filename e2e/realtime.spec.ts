import type { Browser, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { collections } from '#server/db/schema'
import { insertProduct } from '#server/testing/factories'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import type { ShopServer } from './support/shop-server'
import { appReady } from './support/app-ready'

describe.skipIf(skipBrowserReason)('realtime updates in the browser', () => {
  let shop: ShopServer
  let browser: Browser
  let page: Page

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    const context = await browser.newContext()
    context.setDefaultTimeout(10_000)
    page = await context.newPage()
    await page.goto(`${shop.baseUrl}/`)
    await appReady(page)
    await page.getByRole('main').getByRole('link', { name: 'Mystery' }).waitFor()
    // The page has subscribed once its socket is open and the hub knows it.
    await waitFor(() => shop.app.realtime.hub.connectionCount === 1)
  })

  async function addCollection(name: string, slug: string) {
    const [collection] = await shop.database.db
      .insert(collections)
      .values({ name, slug, displayOrder: 20 })
      .returning()
    if (!collection) throw new Error('insert returned nothing')
    // With a product: the storefront offers no collection without one (decision 043).
    await insertProduct(shop.database.db, { name: `${name} – Pack`, collectionId: collection.id, stock: 3 })
    await shop.app.realtime.publish({ channel: 'collections', type: 'collection_updated', collection })
  }

  test('a collection_updated event shows the new collection without a reload', async () => {
    const navigations: string[] = []
    page.on('framenavigated', (frame) => navigations.push(frame.url()))
    await addCollection('Graded Slabs', 'graded-slabs')
    await page.getByRole('main').getByRole('link', { name: 'Graded Slabs' }).waitFor()
    expect(navigations).toEqual([])
  })

  test('after the connection drops, the page reconnects and catches up on what it missed', async () => {
    shop.app.realtime.hub.closeAll(1012, 'test: connection dropped')
    // Published while the page is disconnected: no socket hears it.
    await addCollection('Sealed Cases', 'sealed-cases')
    // One second later the page reconnects, resubscribes and refetches.
    await page.getByRole('main').getByRole('link', { name: 'Sealed Cases' }).waitFor()
    await waitFor(() => shop.app.realtime.hub.connectionCount === 1)

    await addCollection('Promo Cards', 'promo-cards')
    await page.getByRole('main').getByRole('link', { name: 'Promo Cards' }).waitFor()
  })
})

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
