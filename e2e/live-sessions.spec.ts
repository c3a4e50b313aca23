import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { settleDemoPayment } from '#server/testing/factories'
import { loggedInPhoneContext } from './support/admin-page'
import { checkout } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, screenshotOnFailure } from './support/phone'
import { sellerApi, setLive, tapAfronden } from './support/seller-api'
import type { ShopServer } from './support/shop-server'
import { expectThumbSized } from './support/tap-targets'

/** The demo catalogue's first product: Booster Pack – Nachtvlam. */
const BOOSTER = 1
const REPLAY = 'https://www.youtube.com/watch?v=packstroom123'

/**
 * Decision 060 on a 390 × 844 phone: after a live the seller finds it under 'Meer' → 'Live sessies' and
 * pastes its replay's address; the order opened in it says when on its card.
 */
describe.skipIf(skipBrowserReason)('live sessions at 390 × 844 (decision 060)', () => {
  let shop: ShopServer
  let browser: Browser
  let seller: APIRequestContext
  let page: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    seller = await sellerApi(browser, shop)
    const buyer = (await browser.newContext()).request
    await settleDemoPayment(shop.app, await checkout(buyer, shop.baseUrl, { tiktokUsername: 'stream_sanne', productId: BOOSTER }))
    await setLive(seller, shop, true)
    await tapAfronden(seller, shop, 'stream_sanne')
    await setLive(seller, shop, false)
  })

  test("the seller finds the live under 'Meer' and pastes its replay's address; a wrong one is refused in Dutch", async () => {
    screenshotOnFailure(() => [page])
    page = await (await loggedInPhoneContext(browser, shop)).newPage()
    await page.goto(`${shop.baseUrl}/admin/live`)
    await page.getByRole('navigation', { name: 'Beheer' }).getByRole('button', { name: 'Meer' }).tap()
    await page.getByRole('dialog', { name: 'Meer' }).getByRole('link', { name: 'Live sessies' }).tap()
    const list = page.getByRole('list', { name: 'Live sessies, nieuwste eerst' })
    const session = list.getByRole('listitem').first()
    await session.waitFor()
    expect(await list.getByRole('listitem').count()).toBe(1)
    expect(await session.innerText()).toMatch(/Live van .+\n?.*Gestopt om \d\d:\d\d · 1 bestelling geopend/s)

    const field = session.getByRole('textbox', { name: 'Adres van de opname' })
    await field.fill('geen adres')
    await session.getByRole('button', { name: 'Opslaan' }).tap()
    await session.getByText('Voer een geldig adres in, dat begint met https://').waitFor()

    await field.fill(REPLAY)
    await session.getByRole('button', { name: 'Opslaan' }).tap()
    await page.getByRole('status').getByText('Opname opgeslagen', { exact: true }).first().waitFor()
    const sessions = (await (await seller.get(`${shop.baseUrl}/api/admin/live-sessions`)).json()) as { replayUrl: string | null }[]
    expect(sessions.map((saved) => saved.replayUrl)).toEqual([REPLAY])

    await page.reload()
    expect(await page.getByRole('textbox', { name: 'Adres van de opname' }).inputValue()).toBe(REPLAY)
    await expectThumbSized(page.getByRole('main'), "'Live sessies'")
    await expectNoSidewaysScroll(page, "'Live sessies'")
    await page.context().close()
  })

  test("the order opened during the live says so in its card's details", async () => {
    screenshotOnFailure(() => [page])
    page = await (await loggedInPhoneContext(browser, shop)).newPage()
    await page.goto(`${shop.baseUrl}/admin/orders`)
    await page.getByRole('tab', { name: /^Afgeronde Bestellingen/ }).tap()
    const card = page.getByRole('tabpanel', { name: /^Afgeronde Bestellingen/ }).getByRole('listitem').filter({ hasText: 'stream_sanne' })
    await card.getByRole('button', { name: 'Details' }).tap()
    await expect.poll(() => card.innerText()).toMatch(/Geopend op stream om \d\d:\d\d \(0 min\)/)
    await page.context().close()
  })
})
