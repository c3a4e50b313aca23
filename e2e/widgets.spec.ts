import type { APIRequestContext, Browser } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { skipBrowserReason } from './support/chromium'
import { appReady } from './support/app-ready'
import { browserTest } from './support/fixtures'
import { sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'

describe.skipIf(skipBrowserReason)('the pop-out widget pages', () => {
  let shop: ShopServer
  let browser: Browser
  let adminApi: APIRequestContext

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    adminApi = await sellerApi(browser, shop)
    // Twelve buyers in the queue.
    for (let i = 1; i <= 12; i++) {
      const order = await adminApi.post(`${shop.baseUrl}/api/orders`, {
        data: { productId: 1, quantity: 1, tiktokUsername: `koper${String(i).padStart(2, '0')}`, status: 'pending' },
      })
      expect(order.status()).toBe(201)
    }
  })

  async function openWidget(path: string) {
    const context = await browser.newContext({ viewport: { width: 600, height: 800 } })
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    await page.goto(`${shop.baseUrl}${path}`)
    return page
  }

  test('/queue-widget shows at most ten buyers, the live status and the footer, without the site menu', async () => {
    const page = await openWidget('/queue-widget')
    const list = page.getByRole('list', { name: 'Wachtrij per koper' })
    await list.getByText('koper01').waitFor()
    // One entry per buyer (each entry lists that buyer's orders inside it).
    const entries = list.locator(':scope > li')
    expect(await entries.count()).toBe(10)
    // The stream is offline: the first buyer is first once it begins, not up now (no minutes either).
    expect(await entries.first().innerText()).toContain('Als eerste aan de beurt')
    expect(await page.getByText('koper11').count()).toBe(0)
    await page.getByText('+ 2 more').waitFor()
    await page.getByText('Momenteel offline').waitFor()

    expect(await page.getByRole('navigation', { name: 'Hoofdmenu' }).count()).toBe(0)
    const footer = await page.getByRole('contentinfo').innerText()
    expect(footer).toContain('@packstroom')
    expect(footer).toContain('87654321')
    await page.context().close()
  })

  test("home's queue panel reads the queue's first five buyers, and the rest only when the visitor opens them", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    const wholeQueueReads: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/queue') wholeQueueReads.push(request.url())
    })
    await page.goto(`${shop.baseUrl}/`)
    await appReady(page)
    const panel = page.getByRole('region', { name: 'Live wachtrij' })
    const entries = panel.getByRole('list', { name: 'Wachtrij per koper' }).locator(':scope > li')
    expect(await entries.count()).toBe(5)
    expect(await entries.first().innerText()).toContain('Als eerste aan de beurt')
    expect(await panel.getByText('koper06').count()).toBe(0)
    expect(wholeQueueReads).toEqual([])

    const more = panel.getByRole('button', { name: '+ 7 more' })
    await more.click()
    await panel.getByText('koper12').waitFor()
    expect(await entries.count()).toBe(12)
    expect(wholeQueueReads).toHaveLength(1)
    await panel.getByRole('button', { name: 'Minder tonen' }).click()
    await panel.getByRole('button', { name: '+ 7 more' }).waitFor()
    expect(await entries.count()).toBe(5)
    await context.close()
  })

  test("the admin's refresh widgets reloads an open widget", async () => {
    const page = await openWidget('/queue-widget')
    await page.getByText('koper01').waitFor()
    // A mark on the page's window disappears when the page reloads.
    await page.evaluate(() => Object.assign(window, { beforeRefresh: true }))
    const reloaded = page.waitForEvent('load')
    const refresh = await adminApi.get(`${shop.baseUrl}/api/admin/refresh-widgets`)
    expect(refresh.status()).toBe(204)
    await reloaded
    expect(await page.evaluate(() => 'beforeRefresh' in window)).toBe(false)
    await page.context().close()
  })

  test('/battle-widget shows the battle panel without the site menu', async () => {
    const page = await openWidget('/battle-widget')
    await page.getByText('Er is momenteel geen actieve Pack Battle').waitFor()
    expect(await page.getByRole('navigation', { name: 'Hoofdmenu' }).count()).toBe(0)
    await page.context().close()
  })
})
