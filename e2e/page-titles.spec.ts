import type { Browser, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { settleDemoPayment } from '#server/testing/factories'
import { logInAsSeller } from './support/admin-page'
import { appReady } from './support/app-ready'
import { checkoutWithOrderPage } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { newPhonePage, screenshotOnFailure } from './support/phone'
import type { ShopServer } from './support/shop-server'

const HOME_SUFFIX = ' – live pack openings'

/** The title in the page the server sent, before any script ran. */
const servedTitle = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

/**
 * Every page has a title of its own in the browser's tab and history: home the shop's, a page of text
 * and a collection their heading, the order page its order number, a back-office page its heading. The
 * server puts it in the pages it renders (decision 044); moving between pages in the app changes it, and
 * never leaves the page before's title behind. On a phone.
 */
describe.skipIf(skipBrowserReason)('a title of its own on every page, at 390 × 844', () => {
  let shop: ShopServer
  let browser: Browser
  let page: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
  })

  test('home, a page of text, a collection, an order and the back office each name themselves', async () => {
    screenshotOnFailure(() => [page])
    page = await newPhonePage(browser)
    const context = page.context()
    await page.goto(`${shop.baseUrl}/`)
    await appReady(page)
    const home = await page.title()
    expect(home.endsWith(HOME_SUFFIX)).toBe(true)
    const shopName = home.slice(0, -HOME_SUFFIX.length)
    const titled = (name: string) => `${name} – ${shopName}`

    // The server sends the pages it renders with their own title.
    const terms = titled('Algemene Voorwaarden')
    expect(servedTitle(await (await context.request.get(`${shop.baseUrl}/terms`)).text())).toBe(terms)
    expect(servedTitle(await (await context.request.get(`${shop.baseUrl}/`)).text())).toBe(home)

    // In the app, from page to page: each page's own, and home's again on the way back.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Algemene voorwaarden' }).tap()
    await page.getByRole('heading', { name: 'Algemene Voorwaarden', level: 1 }).waitFor()
    await expect.poll(() => page?.title()).toBe(terms)
    await page.goto(`${shop.baseUrl}/collections/booster-packs`)
    await appReady(page)
    expect(await page.title()).toBe(titled('Booster Packs'))
    await page.getByRole('link', { name: shopName, exact: true }).first().tap()
    await page.getByRole('heading', { name: shopName, level: 1 }).waitFor()
    await expect.poll(() => page?.title()).toBe(home)

    // The buyer's order page names the order.
    const buyerApi = (await browser.newContext()).request
    const { paymentId, orderPageToken } = await checkoutWithOrderPage(buyerApi, shop.baseUrl, { tiktokUsername: 'titelkoper', productId: 1 })
    await settleDemoPayment(shop.app, paymentId)
    await page.goto(`${shop.baseUrl}/bestelling/${orderPageToken}`)
    const orderNumber = page.getByText(/^Bestelnummer /)
    await orderNumber.waitFor()
    const number = (await orderNumber.innerText()).replace('Bestelnummer', '').trim()
    expect(number).toMatch(/^[0-9A-F]{8}$/)
    await expect.poll(() => page?.title()).toBe(titled(`Bestelling ${number}`))

    // The back office: each page by its heading.
    await logInAsSeller(context, shop)
    await page.goto(`${shop.baseUrl}/admin/refunds`)
    await page.getByRole('heading', { name: 'Terugbetalingen', level: 1 }).waitFor()
    expect(await page.title()).toBe(titled('Terugbetalingen'))
    await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Bestellingen', exact: true }).tap()
    await page.getByRole('heading', { name: 'Bestellingen', level: 1 }).waitFor()
    await expect.poll(() => page?.title()).toBe(titled('Bestellingen'))

    const titles = [home, terms, titled('Booster Packs'), titled(`Bestelling ${number}`), titled('Terugbetalingen'), titled('Bestellingen')]
    expect(new Set(titles).size).toBe(titles.length)
    await context.close()
  })
})
