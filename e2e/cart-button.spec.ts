import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { getCollection, insertProduct } from '#server/testing/factories'
import { appReady } from './support/app-ready'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { newPhoneContext, screenshotOnFailure } from './support/phone'
import type { ShopServer } from './support/shop-server'
import { coveredBy } from './support/tap-targets'

const ETB = 'Elite Trainer Box – Stormkust'

/**
 * Decision 054: the floating cart button never hides. On a short collection page whose first screen
 * has a product's button under it, the buyer who just added a pack sees the cart button and opens the
 * cart with a tap on it; what lies under it comes out with a scroll, and the end of the page leaves
 * room for it.
 */
describe.skipIf(skipBrowserReason)('the cart button right after adding a pack on a 390 × 844 phone', () => {
  let shop: ShopServer
  let browser: Browser
  let context: BrowserContext | undefined
  let page: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    // A second category on this one-product page: its filter moves the product's button down, under
    // the cart button's place on the first screen.
    const collection = await getCollection(shop.database.db, 'elite-trainer-box')
    await insertProduct(shop.database.db, {
      name: 'Mystery Pack – Kort',
      category: 'Mystery',
      collectionId: collection.id,
      imageUrl: '/demo/mystery-pack.svg',
      stock: 10,
    })
  })
  afterAll(async () => {
    await context?.close()
  })

  const cartButton = () => page!.getByRole('button', { name: 'Winkelwagen openen' })

  test('is seen and tappable at the top of the page, over a product that a scroll brings out', async () => {
    screenshotOnFailure(() => [page])
    context = await newPhoneContext(browser)
    page = await context.newPage()
    await page.goto(`${shop.baseUrl}/collections/elite-trainer-box`)
    await appReady(page)
    await page.getByRole('group', { name: 'Filter op categorie' }).waitFor()
    const card = page.getByRole('article', { name: ETB })
    const under = await coveredBy(page, cartButton())
    expect(under.map((target) => target.what), 'the case this test is about: a control under the cart button').toContain(
      '<button> In winkelwagen',
    )

    await card.getByRole('button', { name: 'In winkelwagen' }).tap()
    await page.getByRole('status').filter({ hasText: 'Toegevoegd aan winkelwagen' }).first().waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    // Seen, and the topmost thing where the thumb lands.
    const seen = await cartButton().evaluate((button) => {
      const style = getComputedStyle(button)
      const box = button.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return { opacity: style.opacity, pointerEvents: style.pointerEvents, onTop: hit !== null && button.contains(hit) }
    })
    expect(seen).toEqual({ opacity: '1', pointerEvents: 'auto', onTop: true })
    expect(await cartButton().getAttribute('aria-describedby')).toBe('cart-button-count')
    const box = (await cartButton().boundingBox())!
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    const drawer = page.getByRole('dialog', { name: 'Winkelwagen' })
    await drawer.getByRole('listitem').filter({ hasText: ETB }).waitFor()
    await drawer.getByRole('button', { name: 'Winkelwagen sluiten' }).tap()
    await drawer.waitFor({ state: 'detached' })

    // A flick brings the product's button out from under it; the end of the page has room for it.
    await page.evaluate(() => window.scrollTo(0, 120))
    expect((await coveredBy(page, cartButton())).map((target) => target.what)).not.toContain('<button> In winkelwagen')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForFunction(() => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2)
    expect(await coveredBy(page, cartButton())).toEqual([])
  })
})
