import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { formatInShopTime } from '#shared/domain/shop-time'
import { settleDemoPayment } from '#server/testing/factories'
import { checkoutWithOrderPage } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, newPhonePage, screenshotOnFailure } from './support/phone'
import { pasteReplay, sellerApi, setLive, tapAfronden } from './support/seller-api'
import type { ShopServer } from './support/shop-server'
import { expectThumbSized } from './support/tap-targets'

/** The demo catalogue's first product: Booster Pack – Nachtvlam. */
const BOOSTER = 1
const REPLAY = 'https://www.youtube.com/watch?v=packstroom123'

/**
 * Decision 061 on a 390 × 844 phone: the buyer's order page says when their pack was opened on stream,
 * and once the seller pastes the replay's address, links it at that moment.
 */
describe.skipIf(skipBrowserReason)('the opening on stream on the buyer’s order page (decision 061)', () => {
  let shop: ShopServer
  let browser: Browser
  let seller: APIRequestContext
  let page: Page | undefined
  let token = ''
  let tappedAt = ''

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    seller = await sellerApi(browser, shop)
    const buyer = (await browser.newContext()).request
    await setLive(seller, shop, true)
    const checkout = await checkoutWithOrderPage(buyer, shop.baseUrl, { tiktokUsername: 'replay_roos', productId: BOOSTER })
    token = checkout.orderPageToken
    await settleDemoPayment(shop.app, checkout.paymentId)
    tappedAt = await tapAfronden(seller, shop, 'replay_roos')
    await setLive(seller, shop, false)
  })
  afterAll(async () => {
    await page?.context().close()
  })

  test('the page says when the pack was opened, and links the replay there once the seller set it', async () => {
    screenshotOnFailure(() => [page])
    page = await newPhonePage(browser)
    await page.goto(`${shop.baseUrl}/bestelling/${token}`)
    const at = `Geopend op stream op ${formatInShopTime(tappedAt, 'dayAndMonth')} om ${formatInShopTime(tappedAt, 'time')}`
    await page.getByText(at).waitFor()
    expect(await page.getByRole('link', { name: /Bekijk de opname/ }).count()).toBe(0)

    await pasteReplay(seller, shop, REPLAY)

    await page.reload()
    const link = page.getByRole('link', { name: /^Bekijk de opname vanaf \d\d:\d\d$/ })
    await link.waitFor()
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=packstroom123&t=\d+s$/)
    expect(await link.getAttribute('target')).toBe('_blank')
    await expectThumbSized(page.getByRole('main'), 'the order page')
    await expectNoSidewaysScroll(page, 'the order page')
  })
})
