import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { UNDO_WINDOW_MS } from '#shared/domain/openings'
import { settleDemoPayment } from '#server/testing/factories'
import { loggedInPhoneContext } from './support/admin-page'
import { expectNoAxeViolations } from './support/axe'
import { createBattle } from './support/battles'
import { checkout } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, screenshotOnFailure } from './support/phone'
import { followRequests, type QuietNetwork } from './support/quiet-network'
import { sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'

/** The demo catalogue's first product: Booster Pack – Nachtvlam. */
const BOOSTER = 1
const BUYERS = ['anna_opent', 'bram_boost', 'cees_kaart', 'dewi_draait'] as const
const BATTLE = 'Zondag Battle – Nachtvlam'

type Order = { id: number; tiktokUsername: string; status: string }

/** decision 040: the seller's live console on a phone held in one hand. */
describe.skipIf(skipBrowserReason)('the live console at 390 × 844', () => {
  let shop: ShopServer
  let browser: Browser
  let seller: APIRequestContext
  let page: Page
  let network: QuietNetwork

  const statusOf = async (tiktokUsername: string) => {
    const orders = (await (await seller.get(`${shop.baseUrl}/api/orders`)).json()) as Order[]
    return orders.find((order) => order.tiktokUsername === tiktokUsername)?.status
  }
  const nextCard = () => page.getByRole('region', { name: 'Nu aan de beurt' })
  const nextBuyer = (name: string) => nextCard().getByText(name, { exact: true })
  const afronden = () => nextCard().getByRole('button', { name: /^Afronden/ })

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    seller = await sellerApi(browser, shop)
    for (const tiktokUsername of BUYERS.slice(0, 3)) {
      await settleDemoPayment(shop.app, await checkout(seller, shop.baseUrl, { tiktokUsername, productId: BOOSTER }))
    }
    const id = await createBattle(seller, shop, { title: BATTLE })
    await seller.post(`${shop.baseUrl}/api/pack-battles/${id}/participants`, { data: { name: 'spelerbeau', spotNumber: 2, isPaid: true } })
    await seller.post(`${shop.baseUrl}/api/pack-battles/${id}/participants`, { data: { name: 'wachtwouter', spotNumber: 3, isPaid: false } })

    page = await (await loggedInPhoneContext(browser, shop)).newPage()
    // The page's timers run on its own clock, which runs as any clock until a test moves it on.
    await page.clock.install()
    network = followRequests(page)
  })

  test('one screen holds the order to open, the queue after it, the battle’s spots and the alerts', async () => {
    screenshotOnFailure(() => [page])
    await page.goto(`${shop.baseUrl}/admin/live`)
    await page.getByRole('heading', { name: 'Live', level: 1 }).waitFor()
    await nextBuyer(BUYERS[0]).waitFor()
    await expect.poll(() => nextCard().getByText('Booster Pack – Nachtvlam', { exact: true }).count()).toBe(1)

    const after = page.getByRole('region', { name: 'Daarna' })
    await expect.poll(() => after.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining(BUYERS[1]),
      expect.stringContaining(BUYERS[2]),
    ])

    const spots = page.getByRole('list', { name: `Plekken in ${BATTLE}` }).getByRole('listitem')
    await expect.poll(() => spots.allTextContents()).toEqual([
      'Plek 1Vrij',
      'Plek 2spelerbeauBetaald',
      'Plek 3wachtwouterWachtend',
      'Plek 4Vrij',
    ])

    // The newest payment first among the alerts; one paid now arrives without a reload.
    const alerts = page.getByRole('region', { name: 'Meldingen' }).getByRole('listitem')
    await expect.poll(async () => (await alerts.first().textContent()) ?? '').toContain(BUYERS[2])
    await settleDemoPayment(shop.app, await checkout(seller, shop.baseUrl, { tiktokUsername: BUYERS[3], productId: BOOSTER }))
    await expect.poll(async () => (await alerts.first().textContent()) ?? '').toContain(BUYERS[3])
    await after.getByText(BUYERS[3]).waitFor()

    // 'Afronden' within the first screen, at least 44 px high, under the thumb.
    const box = await afronden().boundingBox()
    expect(box && box.y + box.height).toBeLessThanOrEqual(844)
    expect(box?.height).toBeGreaterThanOrEqual(44)
    await expectNoSidewaysScroll(page, '/admin/live')
    await expectNoAxeViolations(page)
  })

  test('a double tap on Afronden opens one order: the next one moved under the thumb and waits a second', async () => {
    screenshotOnFailure(() => [page])
    // Two taps on one spot of the screen, as a thumb does: the second lands on the next buyer's
    // 'Afronden', which moved into the same place.
    const box = await afronden().boundingBox()
    if (!box) throw new Error('Afronden is not on screen')
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    await page.touchscreen.tap(x, y)
    await nextBuyer(BUYERS[1]).waitFor()
    expect(await afronden().boundingBox()).toEqual(box)
    await page.touchscreen.tap(x, y)

    const toast = page.getByRole('status').filter({ hasText: 'Bestelling afgerond' })
    await toast.filter({ hasText: BUYERS[0] }).first().waitFor()
    await page.getByRole('region', { name: 'Zojuist afgerond' }).getByRole('listitem').filter({ hasText: BUYERS[0] }).waitFor()
    await expect.poll(() => statusOf(BUYERS[0]), { timeout: 10_000 }).toBe('completed')
    // Well past the undo window: the second tap did nothing.
    await page.getByRole('region', { name: 'Zojuist afgerond' }).waitFor({ state: 'detached' })
    expect(await statusOf(BUYERS[1])).toBe('pending')
    await nextBuyer(BUYERS[1]).waitFor()
  })

  test('Ongedaan maken in the toast brings the order back, and the server never hears of the tap', async () => {
    screenshotOnFailure(() => [page])
    await afronden().tap()
    await nextBuyer(BUYERS[2]).waitFor()
    const toast = page.getByRole('status').filter({ hasText: BUYERS[1] })
    await toast.getByRole('button', { name: 'Ongedaan maken' }).tap()
    await nextBuyer(BUYERS[1]).waitFor()
    await page.getByRole('status').filter({ hasText: 'Afronden ongedaan gemaakt' }).first().waitFor()
    // Past the undo window on the page's clock: had the tap been sent, it would have been answered by
    // the time the page asks for nothing more, and the order would be completed.
    await page.clock.runFor(UNDO_WINDOW_MS + 1_000)
    await network.quiet()
    expect(await statusOf(BUYERS[1])).toBe('pending')
    await expect.poll(() => nextBuyer(BUYERS[1]).count()).toBe(1)
  })

  test('a tap waiting to be sent goes out when the seller locks the phone', async () => {
    screenshotOnFailure(() => [page])
    await afronden().tap()
    await nextBuyer(BUYERS[2]).waitFor()
    // What a phone does as its screen locks or the seller switches to the TikTok app.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await expect.poll(() => statusOf(BUYERS[1]), { timeout: 2_000 }).toBe('completed')
  })
})
