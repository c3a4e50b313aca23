import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { settleDemoPayment } from '#server/testing/factories'
import { checkout } from './support/buyer-api'
import { addToCartOnCollection } from './support/cart'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, newPhoneContext, newPhonePage, screenshotOnFailure } from './support/phone'
import { completeQueuedOrders, sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'

/** The demo catalogue (src/server/db/seed.ts): Nachtvlam, stock 40. */
const NACHTVLAM = 1

/**
 * Decision 021: a buyer pays in the demo, follows the link on /payment/success to their own order
 * page, and watches their place in the queue change live as the seller opens the packs ahead.
 */
describe.skipIf(skipBrowserReason)('the buyer’s order page, from paid to opened', () => {
  let shop: ShopServer
  let browser: Browser
  let seller: APIRequestContext
  let page: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    seller = await sellerApi(browser, shop)
  })
  afterAll(async () => {
    await page?.context().close()
  })

  const completeOrderOf = (tiktokUsername: string) => completeQueuedOrders(seller, shop, tiktokUsername, 1)

  test('checkout, demo payment, the link on /payment/success, and the place in the queue live', async () => {
    screenshotOnFailure(() => [page])
    // During a live: the queue says who is up and how long the wait is only while the stream is live.
    expect((await seller.post(`${shop.baseUrl}/api/live-status`, { data: { isLive: true } })).ok()).toBe(true)
    // Another buyer paid first: they are up, this buyer waits behind them.
    const buyerApi = (await browser.newContext()).request
    await settleDemoPayment(shop.app, await checkout(buyerApi, shop.baseUrl, { tiktokUsername: 'eerste_koper', productId: NACHTVLAM }))

    // The page's timers run as they would, until the test moves the clock on (below).
    page = await newPhonePage(browser, { clock: true })
    await addToCartOnCollection(page, shop)
    await page.getByRole('button', { name: 'Winkelwagen openen' }).tap()
    const cart = page.getByRole('dialog', { name: 'Winkelwagen' })
    await cart.getByRole('listitem').filter({ hasText: 'Nachtvlam' }).waitFor()
    await cart.getByRole('button', { name: 'Afrekenen' }).tap()
    const details = page.getByRole('dialog', { name: 'Aflevergegevens' })
    await details.getByLabel('TikTok gebruikersnaam').fill('@LiveKijker')
    await details.getByLabel('Voornaam').fill('Lotte')
    await details.getByLabel('Achternaam').fill('Bakker')
    await details.getByLabel('E-mailadres').fill('lotte@example.nl')
    await details.getByLabel('Straat').fill('Kerkstraat')
    await details.getByLabel('Huisnummer').fill('3')
    await details.getByLabel('Postcode').fill('1234 AB')
    await details.getByLabel('Stad').fill('Utrecht')
    await details.getByRole('button', { name: 'Betalen' }).tap()
    await page.waitForURL(/\/payment\/demo\//)
    await page.getByRole('button', { name: 'Betaald', exact: true }).tap()

    await page.waitForURL(/\/payment\/success/)
    const link = page.getByRole('link', { name: 'Bekijk je bestelling' })
    await link.waitFor()
    // Decision 043: the payment is in, and the success page already says where the buyer stands.
    await page.getByText(/Je betaling is binnen/).waitFor()
    await page.getByRole('region', { name: 'Je plek in de wachtrij' }).getByText('Nog 1 koper voor je').waitFor()
    // Decision 021: with the link on the page, it does not go home by itself.
    await page.clock.runFor(3_500)
    expect(await page.evaluate(() => location.pathname)).toBe('/payment/success')
    await link.tap()

    await page.waitForURL(/\/bestelling\/[A-Za-z0-9_-]{43}$/)
    await page.getByRole('heading', { name: 'Je bestelling', level: 1 }).waitFor()
    const place = page.getByRole('status').filter({ hasText: 'koper' })
    await place.getByText('Nog 1 koper voor je').waitFor()
    await page.getByText('Geschatte wachttijd: ongeveer 3 minuten').waitFor()
    await page.getByText(/^Je kaarten bewaren we tot \d{1,2} \w+ \d{4}$/).waitFor()
    await page.getByText('livekijker').waitFor()
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    await expectNoSidewaysScroll(page, 'the order page')

    // The seller opens the order ahead: the page hears it on the realtime channel, no reload.
    const navigations: string[] = []
    page.on('framenavigated', (frame) => navigations.push(frame.url()))
    await completeOrderOf('eerste_koper')
    await page.getByRole('status').getByText('Jij bent nu aan de beurt').waitFor()

    await completeOrderOf('livekijker')
    await page.getByText('Geopend', { exact: true }).waitFor()
    expect(navigations).toEqual([])
  })

  test('a wrong link says so, without telling whether it ever existed', async () => {
    const wrong = await (page?.context() ?? (await newPhoneContext(browser))).newPage()
    await wrong.goto(`${shop.baseUrl}/bestelling/${'A'.repeat(43)}`)
    await wrong.getByText('Deze bestelling bestaat niet of de link is niet meer geldig').waitFor()
    await wrong.close()
  })
})
