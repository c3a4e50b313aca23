import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import type { ShopServer } from './support/shop-server'
import { appReady } from './support/app-ready'

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } }

describe.skipIf(skipBrowserReason)('notifications never stand in the buyer’s way', () => {
  let shop: ShopServer
  let browser: Browser

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
  })

  async function openPage(path: string, options: BrowserContextOptions): Promise<Page> {
    const context = await browser.newContext({ ...options, locale: 'nl-NL' })
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    await page.goto(`${shop.baseUrl}${path}`)
    await appReady(page)
    return page
  }

  /** What a finger or mouse at the middle of the cart button would hit. */
  async function whatIsOnTheCartButton(page: Page): Promise<{ x: number; y: number; hitsCart: boolean }> {
    const box = await page.getByRole('button', { name: 'Winkelwagen openen' }).boundingBox()
    if (!box) throw new Error('the floating cart button is not on the screen')
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    const hitsCart = await page.evaluate(
      ([px, py]) => document.elementFromPoint(px, py)?.closest('button[aria-label="Winkelwagen openen"]') !== null,
      [x, y] as const,
    )
    return { x, y, hitsCart }
  }

  for (const [device, options] of [['a 390 px phone', PHONE], ['a 1280 px screen', DESKTOP]] as const) {
    test(`on ${device}, the cart opens at the first tap right after 'In winkelwagen'`, async () => {
      const page = await openPage('/collections/booster-packs', options)
      const product = page.getByRole('article').first()
      await product.getByRole('button', { name: 'In winkelwagen' }).click()
      // The notification is on screen: exactly the moment the buyer goes for the cart.
      await page.getByRole('status').filter({ hasText: 'Toegevoegd aan winkelwagen' }).first().waitFor()

      const target = await whatIsOnTheCartButton(page)
      expect(target.hitsCart, 'something covers the floating cart button').toBe(true)
      if (options.hasTouch) await page.touchscreen.tap(target.x, target.y)
      else await page.mouse.click(target.x, target.y)
      await page.getByRole('dialog', { name: 'Winkelwagen' }).waitFor({ timeout: 3_000 })
      await page.context().close()
    })
  }

  test('F8 focuses the notification area before any notification was shown', async () => {
    const page = await openPage('/', DESKTOP)
    // Home arrives rendered with its data (decision 044): wait for the app itself, not for a text
    // that was there before any script ran.
    await appReady(page)
    await page.keyboard.press('F8')
    const area = page.getByRole('region', { name: 'Meldingen (F8)' })
    await area.waitFor({ state: 'attached' })
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? null))
      .toBe('Meldingen (F8)')
    await page.context().close()
  })

  test('F8 still focuses the notification area once the toasts are loaded', async () => {
    const page = await openPage('/collections/booster-packs', DESKTOP)
    await page.getByRole('article').first().getByRole('button', { name: 'In winkelwagen' }).click()
    await page.getByRole('status').filter({ hasText: 'Toegevoegd aan winkelwagen' }).first().waitFor()
    await page.getByRole('heading', { level: 1 }).click()
    await page.keyboard.press('F8')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? null))
      .toBe('Meldingen (F8)')
    await page.context().close()
  })
})
