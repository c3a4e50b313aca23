import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { settleDemoPayment } from '#server/testing/factories'
import { appReady } from './support/app-ready'
import { checkoutWithOrderPage } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { newPhoneContext, screenshotOnFailure } from './support/phone'
import { sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'

/** The demo catalogue's first product: Booster Pack – Nachtvlam. */
const BOOSTER = 1
const FIRST = 'eerste_offline'
const SECOND = 'tweede_offline'

/** A claim that a pack is being opened now, or a wait in minutes. */
const UP_NOW = /nu aan de beurt/i
const MINUTES = /\d+\s*min/i

/**
 * The queue says only what is true while the stream is offline (the seller's 'Stream' switch): nobody
 * is up now, and no wait in minutes counts from a start nobody knows. Home's queue, the pop-out and
 * both buyers' order pages, on a phone; once the seller starts the stream they say 'Nu aan de beurt'
 * and the minutes again, without a reload.
 */
describe.skipIf(skipBrowserReason)('the live queue while the stream is offline, at 390 × 844', () => {
  let shop: ShopServer
  let browser: Browser
  let seller: APIRequestContext
  let context: BrowserContext
  const pages: Page[] = []
  const tokens = new Map<string, string>()

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    seller = await sellerApi(browser, shop)
    const buyerApi = (await browser.newContext()).request
    for (const tiktokUsername of [FIRST, SECOND]) {
      const { paymentId, orderPageToken } = await checkoutWithOrderPage(buyerApi, shop.baseUrl, { tiktokUsername, productId: BOOSTER })
      await settleDemoPayment(shop.app, paymentId)
      tokens.set(tiktokUsername, orderPageToken)
    }
    context = await newPhoneContext(browser)
  })
  afterAll(async () => {
    await context?.close()
  })

  async function open(path: string, ready: (page: Page) => Locator): Promise<Locator> {
    const page = await context.newPage()
    pages.push(page)
    await page.goto(`${shop.baseUrl}${path}`)
    await appReady(page)
    const where = ready(page)
    await where.waitFor()
    return where
  }

  const setLive = async (isLive: boolean) => {
    const answer = await seller.post(`${shop.baseUrl}/api/live-status`, { data: { isLive } })
    expect(answer.ok()).toBe(true)
  }

  test('offline nobody is up now and no minutes are given; live, the queue says both again', async () => {
    screenshotOnFailure(() => pages)
    await setLive(false)
    const homeQueue = await open('/', (page) => page.getByRole('region', { name: 'Live wachtrij' }))
    await homeQueue.getByText(SECOND).waitFor()
    const widget = await open('/queue-widget', (page) => page.getByRole('region', { name: 'Live wachtrij' }))
    await widget.getByText(SECOND).waitFor()
    const firstPlace = await open(`/bestelling/${tokens.get(FIRST)}`, (page) => page.getByRole('main'))
    const secondPlace = await open(`/bestelling/${tokens.get(SECOND)}`, (page) => page.getByRole('main'))

    await homeQueue.getByText('Als eerste aan de beurt').waitFor()
    await homeQueue.getByText('De packs worden geopend zodra de stream begint.').waitFor()
    await widget.getByText('Als eerste aan de beurt').waitFor()
    await firstPlace.getByRole('status').getByText('Je bent als eerste aan de beurt zodra de stream begint').waitFor()
    await secondPlace.getByRole('status').getByText('Nog 1 koper voor je').waitFor()
    await secondPlace.getByText('Zodra de stream begint, zie je hier je geschatte wachttijd.').waitFor()
    for (const where of [homeQueue, widget, firstPlace, secondPlace]) {
      const text = await where.innerText()
      expect(text).not.toMatch(UP_NOW)
      expect(text).not.toMatch(MINUTES)
    }

    await setLive(true)
    await homeQueue.getByText('Nu aan de beurt').waitFor()
    await homeQueue.getByText('± 3 min').waitFor()
    await widget.getByText('Nu aan de beurt').waitFor()
    await firstPlace.getByRole('status').getByText('Jij bent nu aan de beurt').waitFor()
    await secondPlace.getByText('Geschatte wachttijd: ongeveer 3 minuten').waitFor()
    expect(await homeQueue.getByText('De packs worden geopend zodra de stream begint.').count()).toBe(0)
  })
})
