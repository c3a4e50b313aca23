import type { Browser, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { appReady } from './support/app-ready'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { newPhoneContext, PHONE, screenshotOnFailure } from './support/phone'
import type { ShopServer } from './support/shop-server'

/**
 * The text fields of a page the server rendered take what a visitor types before the app's code has
 * arrived, and the app keeps it when it takes the page over (decision 059). The app's script is held
 * back, as on a slow phone connection, while the visitor taps the field and types.
 */
describe.skipIf(skipBrowserReason)('typing before the app has taken over the page', () => {
  let shop: ShopServer
  let browser: Browser

  browserTest.beforeAll(({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
  })

  /** Opens `path` with the app's script held back; `release` lets it through. */
  async function openBeforeTheApp(path: string): Promise<{ page: Page; release: () => void }> {
    const context = await newPhoneContext(browser)
    const page = await context.newPage()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/index-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${shop.baseUrl}${path}`, { waitUntil: 'commit' })
    return { page, release }
  }

  /** Taps the field as a thumb does, at its centre on the screen, and types. */
  async function tapAndType(page: Page, placeholderOrLabel: { css: string }, text: string): Promise<void> {
    const field = page.locator(placeholderOrLabel.css)
    await field.waitFor({ state: 'attached' })
    await field.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    const box = await field.boundingBox()
    expect(box).not.toBeNull()
    if (!box) return
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    await page.keyboard.type(text)
  }

  const cases = [
    { path: '/', field: { css: 'input[placeholder="@gebruikersnaam"]' }, text: 'kaartfan_88' },
    { path: '/shipping-policy', field: { css: 'input[type="email"]' }, text: 'koper@voorbeeld.nl' },
  ]

  for (const { path, field, text } of cases) {
    test(`what is typed on ${path} before the app's script arrives is still in the field, and the field keeps the focus, once the app has taken over`, async () => {
      const { page, release } = await openBeforeTheApp(path)
      screenshotOnFailure(() => [page])
      await tapAndType(page, field, text)
      release()
      await appReady(page)
      const input = page.locator(field.css)
      expect(await input.inputValue()).toBe(text)
      expect(await input.evaluate((element) => element === document.activeElement)).toBe(true)
      // Where the thumb left it: the app does not take the page back to its top.
      const box = await input.boundingBox()
      expect(box?.y, 'the field is still on screen').toBeGreaterThanOrEqual(0)
      expect((box?.y ?? 0) + (box?.height ?? 0), 'the field is still on screen').toBeLessThanOrEqual(PHONE.height)
      // Typing on goes on where it left off, into the app's own field.
      await page.keyboard.type('!')
      expect(await input.inputValue()).toBe(`${text}!`)
      await page.context().close()
    })
  }

  test('the buttons of the markup do nothing before the app is there (no form sent by the browser itself)', async () => {
    const { page, release } = await openBeforeTheApp('/')
    screenshotOnFailure(() => [page])
    await tapAndType(page, { css: 'input[placeholder="@gebruikersnaam"]' }, 'kaartfan_88')
    const addressBefore = page.url()
    await page.keyboard.press('Enter')
    await page.waitForTimeout(300)
    expect(page.url()).toBe(addressBefore)
    release()
    await appReady(page)
    expect(await page.locator('input[placeholder="@gebruikersnaam"]').inputValue()).toBe('kaartfan_88')
    await page.context().close()
  })
})
