import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { leaderboardEntries } from '#server/db/schema'
import { parcelAddress, settleDemoPayment } from '#server/testing/factories'
import { expectNoAxeViolations } from './support/axe'
import { createBattle } from './support/battles'
import { checkoutWithOrderPage } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, newPhoneContext, PHONE, screenshotOnFailure } from './support/phone'
import { completeQueuedOrders, sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'
import { appReady } from './support/app-ready'

/** The demo catalogue (src/server/db/seed.ts). */
const NACHTVLAM = 1
const STORMKUST = 2
const BATTLE = 'Eerlijke Battle'
/** Names that fit on a line of a 390 px screen, but not beside their points or badge. */
const LONG_NAMES = ['sanne_verzamelt', 'lotte_tcg_verzamelaar', 'kaartkoper_amsterdam']
/** 60 characters without a space: only a name like this may break inside a word (decision 018). */
const UNBROKEN = 'eenheelerglangenaamzonderspatiesdienietopeenregelpastabcdefg'.slice(0, 60)

/** The words of the element's text that the browser split over two lines. */
function wordsBrokenInTwo(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      const broken: string[] = []
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text for screen readers only sits in a 1 px box: it is not on screen to be read.
        if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue
        const text = node.textContent ?? ''
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          // One box per line the word is on; a word on two lines was broken in two.
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
          if (lines.size > 1) broken.push(match[0])
        }
      }
      return broken
    }),
  )
}

/** Whether the element is wholly within the screen's height as it is scrolled now. */
const onScreen = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return box.top >= 0 && box.bottom <= window.innerHeight
  })

/**
 * Decision 043, as a buyer from a TikTok bio link sees it on a 390 × 844 phone: status texts that say
 * what is true of a cart, a Pack Battle spot and a shipping request; the battle within reach from the
 * top of home and the phone menu; no empty collection offered; 404 for a path that is no page; names
 * that break between words; one way of writing a price.
 */
describe.skipIf(skipBrowserReason)('honest status, the battle within reach, 404, names and prices', () => {
  let shop: ShopServer
  let browser: Browser
  let seller: APIRequestContext
  let buyerApi: APIRequestContext
  let context: BrowserContext | undefined
  let page: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    seller = await sellerApi(browser, shop)
    buyerApi = (await browser.newContext()).request
    await createBattle(seller, shop, { title: BATTLE, pricePerSpot: '10,00' })
    // Buyers ahead in the queue, with names that fit a line but not beside their points.
    for (const tiktokUsername of LONG_NAMES) {
      await settleDemoPayment(shop.app, (await checkoutWithOrderPage(buyerApi, shop.baseUrl, { tiktokUsername, productId: STORMKUST, quantity: 2 })).paymentId)
    }
  })
  afterAll(async () => {
    await context?.close()
  })

  async function phonePage(storage: Record<string, string> = {}): Promise<Page> {
    await context?.close()
    context = await newPhoneContext(browser)
    // What this tab would hold after its own checkout: the key to the order page (decision 021).
    await context.addInitScript((items: Record<string, string>) => {
      for (const [key, value] of Object.entries(items)) sessionStorage.setItem(key, value)
    }, storage)
    page = await context.newPage()
    return page
  }

  test('home shows the active battle in its first screen and the phone menu has it; each leads to it', async () => {
    screenshotOnFailure(() => [page])
    const home = await phonePage()
    await home.goto(`${shop.baseUrl}/`)
    await appReady(home)
    const banner = home.getByRole('link', { name: new RegExp(`Pack Battle: ${BATTLE}`) })
    await banner.waitFor()
    expect(await banner.innerText()).toContain('Nog 4 plekken vrij')
    // In the first screen: nothing scrolled, and the banner within the phone's height.
    expect(await home.evaluate(() => window.scrollY)).toBe(0)
    const box = await banner.boundingBox()
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height)

    const heading = home.getByRole('heading', { name: 'Pack Battle', exact: true, level: 2 })
    expect(await onScreen(heading)).toBe(false)
    await banner.tap()
    await home.waitForFunction(() => document.activeElement?.id === 'battle-panel-title')
    expect(await onScreen(heading)).toBe(true)
    // product.md 9 and decision 043: whole euros as '€ 10,-', the sign and a no-break space as every price.
    expect(await home.getByRole('region', { name: 'Pack Battle' }).innerText()).toContain('€\u00a010,-')

    await home.evaluate(() => window.scrollTo(0, 0))
    await home.getByRole('button', { name: 'Menu openen' }).tap()
    const menu = home.getByRole('dialog')
    const menuLink = menu.getByRole('link', { name: /Pack Battle/ })
    expect(await menuLink.innerText()).toContain('Nog 4 plekken vrij')
    await menuLink.tap()
    await menu.waitFor({ state: 'hidden' })
    await home.waitForFunction(() => document.activeElement?.id === 'battle-panel-title')
    expect(await onScreen(heading)).toBe(true)
    await expectNoSidewaysScroll(home, 'home, at the battle')
    await expectNoAxeViolations(home)
  })

  test('a collection without products is offered neither on home nor in the menu, and its page says it is empty', async () => {
    screenshotOnFailure(() => [page])
    const home = await phonePage()
    await home.goto(`${shop.baseUrl}/`)
    await appReady(home)
    const grid = home.getByRole('region', { name: 'Collecties' })
    await grid.getByRole('link', { name: 'Booster Packs' }).waitFor()
    // The demo catalogue has products in four of the ten collections; Vintage has none.
    expect(await grid.getByRole('link').allInnerTexts()).toEqual(['Booster Packs', 'Booster Boxen', 'Elite Trainer Box', 'Mystery'])
    await home.getByRole('button', { name: 'Menu openen' }).tap()
    const menu = home.getByRole('dialog')
    await menu.getByRole('button', { name: 'Collecties' }).tap()
    await menu.getByRole('link', { name: 'Mystery' }).waitFor()
    expect(await menu.getByRole('link', { name: 'Vintage' }).count()).toBe(0)

    // A direct link still answers, honestly.
    await home.goto(`${shop.baseUrl}/collections/vintage`)
    await appReady(home)
    await home.getByRole('heading', { name: 'Vintage', level: 1 }).waitFor()
    await home.getByText('Geen producten gevonden in deze collectie.').waitFor()
  })

  test('the success page says the payment is being processed while it is, then that it is in, with the place in the queue', async () => {
    screenshotOnFailure(() => [page])
    const started = await checkoutWithOrderPage(buyerApi, shop.baseUrl, { tiktokUsername: 'geduldige_koper', productId: NACHTVLAM })
    const success = await phonePage({ [`order-page-link:${started.paymentId}`]: started.orderPageToken })
    await success.goto(`${shop.baseUrl}/payment/success?payment=${started.paymentId}`)
    await success.getByRole('heading', { name: 'Bestelling ontvangen!' }).waitFor()
    const said = success.getByRole('status').filter({ hasText: 'Bedankt voor je bestelling' })
    await said.getByText(/Je betaling wordt verwerkt/).waitFor()
    expect(await success.getByText('Je plek in de wachtrij').count()).toBe(0)

    // The provider confirms: the page hears it, no reload.
    const navigations: string[] = []
    success.on('framenavigated', (frame) => navigations.push(frame.url()))
    await settleDemoPayment(shop.app, started.paymentId)
    await said.getByText(/Je betaling is binnen/).waitFor()
    expect(await said.innerText()).not.toContain('wordt verwerkt')
    const place = success.getByRole('region', { name: 'Je plek in de wachtrij' })
    await place.getByText(`Nog ${LONG_NAMES.length} kopers voor je`).waitFor()
    await success.getByRole('link', { name: 'Bekijk je bestelling' }).waitFor()
    expect(navigations).toEqual([])
    await expectNoSidewaysScroll(success, '/payment/success')
  })

  test('a spot: the demo page has no shipping line, the success page a title of its own with the spot, the order page no shipping', async () => {
    screenshotOnFailure(() => [page])
    const viewer = await phonePage()
    await viewer.goto(`${shop.baseUrl}/`)
    await appReady(viewer)
    const panel = viewer.getByRole('region', { name: 'Pack Battle' })
    await panel.getByRole('button', { name: 'Kies plek 2' }).tap()
    const dialog = viewer.getByRole('dialog', { name: 'Plek 2 kiezen' })
    expect(await dialog.getByText(/^Plek 2 voor €/).innerText()).toBe('Plek 2 voor €\u00a010,-')
    await dialog.getByLabel('TikTok gebruikersnaam').fill('eerlijke_speler')
    await dialog.getByLabel('E-mailadres').fill('eerlijke_speler@example.nl')
    await dialog.getByRole('button', { name: 'Betalen' }).tap()

    await viewer.waitForURL(/\/payment\/demo\//)
    const lines = viewer.getByRole('table', { name: 'Pack Battle-plek' })
    await lines.getByRole('cell', { name: `Pack Battle "${BATTLE}", plek 2` }).waitFor()
    expect(await lines.locator('tbody tr').count()).toBe(1)
    const demo = await viewer.getByRole('main').innerText()
    expect(demo).not.toContain('Verzending')
    expect(demo).not.toContain('Live opening')
    await viewer.getByRole('button', { name: 'Betaald', exact: true }).tap()

    await viewer.waitForURL(/\/payment\/success/)
    await viewer.getByRole('heading', { name: 'Je plek is betaald!' }).waitFor()
    expect(await viewer.getByRole('heading', { name: 'Bestelling ontvangen!' }).count()).toBe(0)
    await viewer.getByRole('region', { name: 'Je plek in de Pack Battle' }).getByText(`Pack Battle "${BATTLE}", plek 2`).waitFor()
    await viewer.getByText(/Je betaling is binnen/).waitFor()
    await expectNoSidewaysScroll(viewer, 'the success page of a spot')
    await expectNoAxeViolations(viewer)

    await viewer.getByRole('link', { name: 'Bekijk je bestelling' }).tap()
    await viewer.getByRole('heading', { name: 'Je bestelling', level: 1 }).waitFor()
    await viewer.getByText('Je plek is betaald').waitFor()
    const order = await viewer.getByRole('main').innerText()
    expect(order).not.toContain('Verzending')
    expect(order).not.toContain('Live opening')
    expect(order).not.toContain('wachtrij')
  })

  test('a parcel paid before its pack is opened waits for the opening; once opened, it is packed', async () => {
    screenshotOnFailure(() => [page])
    const started = await checkoutWithOrderPage(buyerApi, shop.baseUrl, { tiktokUsername: 'vroege_verzender', productId: NACHTVLAM })
    await settleDemoPayment(shop.app, started.paymentId)
    const orderIds = ((await (await buyerApi.get(`${shop.baseUrl}/api/order-page/${started.orderPageToken}`)).json()) as { orders: { id: number }[] }).orders.map(
      (order) => order.id,
    )
    const request = await buyerApi.post(`${shop.baseUrl}/api/shipping-requests`, {
      data: { token: started.orderPageToken, orderIds, address: parcelAddress() },
    })
    expect(request.ok()).toBe(true)
    await settleDemoPayment(shop.app, ((await request.json()) as { id: string }).id)

    const order = await phonePage()
    await order.goto(`${shop.baseUrl}/bestelling/${started.orderPageToken}`)
    await order.getByRole('region', { name: 'Je plek in de wachtrij' }).getByText(/kopers? voor je/).waitFor()
    const shipments = order.getByRole('region', { name: 'Je verzendingen' })
    await shipments.getByText('Wacht op de live opening').waitFor()
    expect(await shipments.innerText()).toContain('We openen eerst je packs live')
    expect(await shipments.getByText('Wordt ingepakt').count()).toBe(0)
    await expectNoAxeViolations(order)

    // The seller opens the pack on stream: the parcel is being packed now, no reload.
    await completeQueuedOrders(seller, shop, 'vroege_verzender')
    await shipments.getByText('Wordt ingepakt').waitFor()
    expect(await shipments.getByText('Wacht op de live opening').count()).toBe(0)
  })

  test('/contact sends the buyer to /verzending for shipping, which they do themselves', async () => {
    screenshotOnFailure(() => [page])
    const contact = await phonePage()
    await contact.goto(`${shop.baseUrl}/contact`)
    const link = contact.getByRole('main').getByRole('link', { name: 'Verzending aanvragen' }).first()
    expect(await link.getAttribute('href')).toBe('/verzending')
    expect(await contact.getByRole('main').innerText()).toContain('Daarvoor hoef je niet te mailen')
    await link.tap()
    await contact.waitForURL(`${shop.baseUrl}/verzending`)
  })

  test('a path that is no page answers 404 with the shop’s not-found card; pages and the API keep their answers', async () => {
    screenshotOnFailure(() => [page])
    const nope = await buyerApi.get(`${shop.baseUrl}/nope`)
    expect(nope.status()).toBe(404)
    expect(nope.headers()['content-type']).toMatch(/^text\/html/)
    expect(await nope.text()).toContain('<title>Packstroom Test – live pack openings</title>')
    for (const path of ['/admin/live', '/bestelling/onbekend']) {
      expect((await buyerApi.get(`${shop.baseUrl}${path}`)).status(), path).toBe(200)
    }
    // A collection is rendered with its data on the server (decision 044): one that does not exist is a 404.
    const collection = await buyerApi.get(`${shop.baseUrl}/collections/x`)
    expect(collection.status()).toBe(404)
    expect(await collection.text()).toContain('Collectie niet gevonden')
    const api = await buyerApi.get(`${shop.baseUrl}/api/nope`)
    expect(api.status()).toBe(404)
    expect(await api.json()).toEqual({ message: expect.any(String) })

    const card = await phonePage()
    const response = await card.goto(`${shop.baseUrl}/deze/pagina/bestaat/niet`)
    expect(response?.status()).toBe(404)
    await card.getByRole('heading', { name: 'Page Not Found' }).waitFor()
    await card.getByRole('link', { name: 'Terug naar home' }).tap()
    await card.waitForURL(`${shop.baseUrl}/`)
  })

  test('at 390 px a name that fits a line is never broken inside a word; a 60-character one does not widen the page', async () => {
    screenshotOnFailure(() => [page])
    await shop.database.db.insert(leaderboardEntries).values({ tiktokUsername: UNBROKEN, points: 5 })
    shop.app.answers.invalidateAll()
    const home = await phonePage()
    await home.goto(`${shop.baseUrl}/`)
    await appReady(home)
    const leaderboard = home.getByRole('region', { name: 'Leaderboard' })
    for (const name of LONG_NAMES) await leaderboard.getByText(name).waitFor()
    await leaderboard.getByText(UNBROKEN).waitFor()
    const queue = home.getByRole('region', { name: 'Live wachtrij' })
    await queue.getByText(LONG_NAMES[0] ?? '').waitFor()
    const fitting = (region: Locator) => region.getByRole('listitem').filter({ hasNotText: UNBROKEN })
    expect(await wordsBrokenInTwo(fitting(leaderboard))).toEqual([])
    expect(await wordsBrokenInTwo(queue.getByRole('heading', { level: 3 }))).toEqual([])
    expect(await wordsBrokenInTwo(home.getByRole('list', { name: 'Plekken' }))).toEqual([])
    await expectNoSidewaysScroll(home, 'home with a 60-character name on the leaderboard')

    // The seed's product names beside their stock badge on a collection page, two cards a row.
    await home.goto(`${shop.baseUrl}/collections/booster-packs`)
    await appReady(home)
    const cards = home.getByRole('article')
    await cards.first().waitFor()
    expect(await wordsBrokenInTwo(cards.getByRole('heading'))).toEqual([])
    await expectNoSidewaysScroll(home, '/collections/booster-packs')
  })
})
