import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import type { OrderPage } from '#shared/contracts/order-page'
import { settleDemoPayment } from '#server/testing/factories'
import { loggedInPhoneContext } from './support/admin-page'
import { checkoutWithOrderPage } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { screenshotOnFailure } from './support/phone'
import type { ShopServer } from './support/shop-server'

/** The demo catalogue (src/server/db/seed.ts). */
const NACHTVLAM = 1
const STORMKUST = 2

const CANCELLED_BUYER = 'vers_geannuleerd'
const WITHDRAWING_BUYER = 'vers_herroeper'
const WITHDRAWER_NAME = 'Vera Vers'

/**
 * The back office's lists are true when a page opens, without a reload: the seller moves between
 * pages on a phone while what a page lists changes elsewhere (its events came while another page was
 * open). 'Terugbetalingen', seen before, shows the refund an order cancelled since owes; 'Herroepingen',
 * seen before, shows the withdrawal a buyer made while the seller was on 'Live'.
 */
describe.skipIf(skipBrowserReason)('back-office lists read afresh when their page opens, at 390 × 844', () => {
  let shop: ShopServer
  let browser: Browser
  let buyerApi: APIRequestContext
  let page: Page

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    buyerApi = (await browser.newContext()).request
    page = await (await loggedInPhoneContext(browser, shop)).newPage()
  })

  /** A paid order of the buyer's in the queue; the key to their order page. */
  async function paidOrder(tiktokUsername: string, productId: number): Promise<string> {
    const { paymentId, orderPageToken } = await checkoutWithOrderPage(buyerApi, shop.baseUrl, { tiktokUsername, productId })
    await settleDemoPayment(shop.app, paymentId)
    return orderPageToken
  }

  /**
   * A tab of the phone's bottom bar, or a page under its 'Meer' (decision 041); a link's name may go
   * on with what waits behind it ('Herroepingen, 1 herroeping te beslissen', decision 055).
   */
  async function openFromBar(label: string) {
    const name = new RegExp(`^${label}\\b`)
    const bar = page.getByRole('navigation', { name: 'Beheer' })
    const tab = bar.getByRole('link', { name })
    if ((await tab.count()) > 0) await tab.tap()
    else {
      await bar.getByRole('button', { name: /^Meer\b/ }).tap()
      await page.getByRole('navigation', { name: 'Meer beheer' }).getByRole('link', { name }).tap()
    }
    await page.getByRole('heading', { name: label, level: 1 }).waitFor()
  }

  test("'Naar Terugbetalingen' after cancelling an order shows the money owed, on a page seen before", async () => {
    screenshotOnFailure(() => [page])
    await paidOrder(CANCELLED_BUYER, NACHTVLAM)

    // The seller has looked at 'Terugbetalingen' before: nothing owed then.
    await page.goto(`${shop.baseUrl}/admin/refunds`)
    await page.getByRole('region', { name: 'Terug te betalen' }).getByText('Er staat niets open om terug te betalen.').waitFor()

    await openFromBar('Bestellingen')
    const orders = page.getByRole('list', { name: `Bestellingen van ${CANCELLED_BUYER}` })
    await orders.getByRole('button', { name: /^Annuleren/ }).tap()
    await page.getByRole('alertdialog', { name: 'Bestelling annuleren?' }).getByRole('button', { name: 'Bestelling annuleren' }).tap()
    await page.getByRole('button', { name: 'Naar Terugbetalingen' }).tap()

    await page.getByRole('heading', { name: 'Terugbetalingen', level: 1 }).waitFor()
    const owed = page.getByRole('region', { name: 'Terug te betalen' }).getByRole('article', { name: CANCELLED_BUYER })
    await owed.getByText('Bestelling geannuleerd', { exact: false }).waitFor({ timeout: 5_000 })
  })

  test("'Herroepingen', seen before, shows a withdrawal made while the seller was on 'Live'", async () => {
    screenshotOnFailure(() => [page])
    const token = await paidOrder(WITHDRAWING_BUYER, STORMKUST)

    await page.goto(`${shop.baseUrl}/admin/withdrawals`)
    await page.getByText('Nog geen herroepingen.').waitFor()
    await openFromBar('Live')

    // The buyer withdraws from the order page while the seller is on 'Live'.
    const orderPage = (await (await buyerApi.get(`${shop.baseUrl}/api/order-page/${token}`)).json()) as OrderPage
    const withdrawal = await buyerApi.post(`${shop.baseUrl}/api/withdrawals`, {
      data: {
        via: 'order_page',
        token,
        orderIds: orderPage.orders.map((order) => order.id),
        name: WITHDRAWER_NAME,
        email: `${WITHDRAWING_BUYER}@example.nl`,
      },
    })
    expect(withdrawal.ok()).toBe(true)
    // Long enough for the event to reach 'Live', which has no use for it: the list is not open to hear it.
    await page.waitForTimeout(1_000)

    await openFromBar('Herroepingen')
    await page.getByRole('article', { name: WITHDRAWER_NAME }).waitFor({ timeout: 5_000 })
    expect(await page.getByText('Nog geen herroepingen.').count()).toBe(0)
  })
})
