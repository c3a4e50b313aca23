import { eq } from 'drizzle-orm'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describe, test } from 'vitest'
import { collections, leaderboardEntries, packBattles, weeklyPrize } from '#server/db/schema'
import {
  getCollection,
  insertBattle,
  insertParticipant,
  insertPayment,
  insertProduct,
  setShopLink,
} from '#server/testing/factories'
import { loggedInPhoneContext } from './support/admin-page'
import { checkout } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, expectWithinScreen, newPhoneContext, screenshotOnFailure } from './support/phone'
import type { ShopServer } from './support/shop-server'
import { appReady } from './support/app-ready'

/** 60 characters without a space or hyphen: a string the browser cannot break between words. */
const unbroken = (start: string) => start.padEnd(60, 'abcdefghijklmnopqrstuvwxyz')

// What buyers and the seller type can be one long unbroken string (rows from before the
// username rule, names the seller chooses). None of it may widen a page.
const USERNAME = unbroken('koper')
const PRODUCT = unbroken('Boosterpack')
const CATEGORY = unbroken('Categorie')
const COLLECTION = unbroken('Collectie')
const BATTLE = unbroken('Vrijdagbattle')
const PARTICIPANT = unbroken('deelnemer')
const WINNER = unbroken('winnaar')
const PAST_BATTLE = unbroken('Donderdagbattle')
const TIKKIE_LABEL = unbroken('Tikkie')

describe.skipIf(skipBrowserReason)('long unbroken user text on a 390 px phone', () => {
  let shop: ShopServer
  let browser: Browser
  let productId: number
  let page: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    const { db } = shop.database
    const boosterPacks = await getCollection(db, 'booster-packs')
    const product = await insertProduct(db, {
      name: PRODUCT,
      category: CATEGORY,
      collectionId: boosterPacks.id,
      imageUrl: '/demo/booster-pack-teal.svg',
      stock: 10,
    })
    productId = product.id
    const [longCollection] = await db
      .insert(collections)
      .values({ name: COLLECTION, slug: 'lange-collectie', displayOrder: 99 })
      .returning()
    // With a product: the storefront offers no collection without one (decision 043).
    await insertProduct(db, { name: 'Booster Pack – Lang', collectionId: longCollection?.id ?? null, stock: 3 })
    // A buyer waiting in the queue, who also leads the week's leaderboard: written straight to the
    // tables, as the username rule refuses USERNAME at the checkout now.
    const paidAt = new Date(Date.now() - 60_000)
    await insertPayment(db, [{ productId, productName: PRODUCT, quantity: 2, status: 'pending', paidAt }], {
      status: 'paid',
      tiktokUsername: USERNAME,
    })
    await db.insert(leaderboardEntries).values({ tiktokUsername: USERNAME, points: 120 })
    const day = 24 * 60 * 60_000
    await db.insert(weeklyPrize).values({
      productId,
      valueCents: 4_999,
      startDate: new Date(Date.now() - day),
      endDate: new Date(Date.now() + 6 * day),
    })
    // The active battle, and a completed one with a winner.
    const battle = await insertBattle(db, {
      title: BATTLE,
      productName: PRODUCT,
      imageUrl: '/demo/booster-box.svg',
      isActive: true,
      spotsAvailable: 9,
    })
    await insertParticipant(db, battle.id, { name: PARTICIPANT, spotNumber: 1, isPaid: true })
    const past = await insertBattle(db, {
      title: PAST_BATTLE,
      productName: PRODUCT,
      imageUrl: '/demo/booster-box.svg',
      isCompleted: true,
    })
    const winner = await insertParticipant(db, past.id, { name: WINNER, spotNumber: 1, isPaid: true })
    await db.update(packBattles).set({ winnerId: winner.id }).where(eq(packBattles.id, past.id))
    await setShopLink(db, 'tikkie', { url: 'https://tikkie.me/pay/lang', label: TIKKIE_LABEL })
    // Rows written past the services: the cached public answers start afresh.
    shop.app.answers.invalidateAll()
  })

  /** A page in the given context, or on a phone of its own. */
  async function openPage(path: string, context?: BrowserContext): Promise<Page> {
    page = await (context ?? (await newPhoneContext(browser))).newPage()
    await page.goto(`${shop.baseUrl}${path}`)
    await appReady(page)
    return page
  }

  const adminContext = () => loggedInPhoneContext(browser, shop)

  /** Each text is on the page (whole, also when cut off on screen), and the page does not scroll sideways. */
  async function expectShownWithinWidth(current: Page, where: string, texts: string[], width?: number) {
    for (const text of texts) await current.getByText(text).first().waitFor()
    await expectNoSidewaysScroll(current, where, width)
  }

  test('home: the live queue, the collections, the leaderboard, the Pack Battle and the winners', async () => {
    screenshotOnFailure(() => [page])
    const home = await openPage('/')
    await expectShownWithinWidth(home, 'home, live queue', [USERNAME, PRODUCT, COLLECTION, TIKKIE_LABEL])
    // The panels below the fold load as they near the screen.
    await home.getByRole('heading', { name: 'Leaderboard' }).scrollIntoViewIfNeeded()
    await home.getByRole('region', { name: 'Leaderboard' }).getByText(USERNAME).waitFor()
    await home.getByRole('heading', { name: 'Pack Battle', exact: true }).scrollIntoViewIfNeeded()
    await expectShownWithinWidth(home, 'home, all panels', [BATTLE, PARTICIPANT, WINNER, PAST_BATTLE])
    await home.context().close()
  })

  test('the mobile menu lists a long collection name within the screen', async () => {
    screenshotOnFailure(() => [page])
    const home = await openPage('/')
    await home.getByRole('button', { name: 'Menu openen' }).tap()
    const menu = home.getByRole('dialog')
    await menu.getByRole('button', { name: 'Collecties' }).tap()
    await menu.getByRole('link', { name: COLLECTION }).waitFor()
    await expectWithinScreen(menu, 'mobile menu')
    await expectWithinScreen(menu.getByRole('link', { name: COLLECTION }), 'mobile menu, long collection')
    await expectNoSidewaysScroll(home, 'mobile menu')
    await home.context().close()
  })

  test('a collection page with a long collection name', async () => {
    screenshotOnFailure(() => [page])
    const collection = await openPage('/collections/lange-collectie')
    await collection.getByRole('heading', { name: COLLECTION, level: 1 }).waitFor()
    await expectNoSidewaysScroll(collection, '/collections/lange-collectie')
    await collection.context().close()
  })

  test('booster packs: the product card, its category and the cart drawer', async () => {
    screenshotOnFailure(() => [page])
    const collection = await openPage('/collections/booster-packs')
    await expectShownWithinWidth(collection, '/collections/booster-packs', [PRODUCT, CATEGORY])
    const card = collection.getByRole('article', { name: PRODUCT })
    await expectWithinScreen(card, 'the long product’s card')

    await card.getByRole('button', { name: 'In winkelwagen' }).tap()
    // The toast has a test of its own; closed here, so that the drawer is measured alone.
    await collection.getByRole('status').filter({ hasText: 'Toegevoegd aan winkelwagen' }).first().waitFor()
    await collection.getByRole('button', { name: 'Melding sluiten' }).tap()
    await collection.getByRole('button', { name: 'Winkelwagen openen' }).tap()
    const drawer = collection.getByRole('dialog', { name: 'Winkelwagen' })
    await drawer.getByRole('listitem').filter({ hasText: PRODUCT }).waitFor()
    await expectWithinScreen(drawer, 'cart drawer')
    await expectWithinScreen(drawer.getByText(PRODUCT), 'cart line')
    await expectNoSidewaysScroll(collection, 'cart drawer')
    await collection.context().close()
  })

  test('the toast that names the long product', async () => {
    screenshotOnFailure(() => [page])
    const collection = await openPage('/collections/booster-packs')
    await collection.getByRole('article', { name: PRODUCT }).getByRole('button', { name: 'In winkelwagen' }).tap()
    const toast = collection.getByRole('status').filter({ hasText: 'Toegevoegd aan winkelwagen' }).first()
    await toast.waitFor()
    await expectWithinScreen(toast, 'the toast')
    await expectNoSidewaysScroll(collection, 'with the toast of the long product')
    await collection.context().close()
  })

  test('the demo payment page lists the long product', async () => {
    screenshotOnFailure(() => [page])
    const context = await newPhoneContext(browser)
    const paymentId = await checkout(context.request, shop.baseUrl, { tiktokUsername: 'kort', productId })
    const payment = await openPage(`/payment/demo/${paymentId}`, context)
    await payment.getByRole('heading', { name: 'Testbetaling' }).waitFor()
    await expectShownWithinWidth(payment, 'demo payment page', [PRODUCT])
    await context.close()
  })

  test('the pop-out widgets /queue-widget and /battle-widget', async () => {
    screenshotOnFailure(() => [page])
    const queue = await openPage('/queue-widget')
    await expectShownWithinWidth(queue, '/queue-widget', [USERNAME, PRODUCT])
    await queue.context().close()
    const battle = await openPage('/battle-widget')
    await expectShownWithinWidth(battle, '/battle-widget', [BATTLE, PARTICIPANT, WINNER, PAST_BATTLE])
    await battle.context().close()
  })

  // product.md 14: an overlay is laid out for a 600 px browser source, and checked there too.
  for (const width of [390, 600]) {
    test(`the OBS overlays at ${width} px`, async () => {
      screenshotOnFailure(() => [page])
      const context = await browser.newContext({ viewport: { width, height: 800 } })
      context.setDefaultTimeout(10_000)
      const queue = await openPage('/obs/queue-widget', context)
      await expectShownWithinWidth(queue, '/obs/queue-widget', [USERNAME], width)
      const battle = await openPage('/obs/pack-battle-widget', context)
      await expectShownWithinWidth(battle, '/obs/pack-battle-widget', [BATTLE, PARTICIPANT], width)
      const leaderboard = await openPage('/obs/leaderboard', context)
      await expectShownWithinWidth(leaderboard, '/obs/leaderboard', [USERNAME, PRODUCT], width)
      await context.close()
    })
  }

  test('the order alert of /obs/order-notification', async () => {
    screenshotOnFailure(() => [page])
    const context = await browser.newContext({ viewport: { width: 600, height: 800 } })
    context.setDefaultTimeout(10_000)
    const overlay = await openPage('/obs/order-notification?duration=20', context)
    // The overlay's first read only marks what was paid before it opened; wait for it.
    await overlay.waitForResponse((response) => response.url().includes('/api/queue/paid'))
    // USERNAME's paid order and its event, written straight and sent by hand: the checkout refuses USERNAME now.
    const { orders } = await insertPayment(
      shop.database.db,
      [{ productId, productName: PRODUCT, quantity: 1, status: 'pending', paidAt: new Date() }],
      { status: 'paid', tiktokUsername: USERNAME },
    )
    const order = orders[0]
    if (!order?.paidAt) throw new Error('no paid order')
    await shop.app.realtime.publish({
      channel: 'orders',
      type: 'order_update',
      order: {
        id: order.id,
        tiktokUsername: USERNAME,
        quantity: 1,
        status: 'pending',
        createdAt: order.createdAt.toISOString(),
        paidAt: order.paidAt.toISOString(),
        product: { name: PRODUCT, imageUrl: '/demo/booster-pack-teal.svg' },
      },
    })
    const alert = overlay.locator('[data-order-alert]')
    await alert.waitFor()
    await expectShownWithinWidth(overlay, '/obs/order-notification', [USERNAME, PRODUCT], 600)
    await expectWithinScreen(alert, 'the order alert', 600)
    await context.close()
  })

  test('the back office: inventory, orders and Pack Battles', async () => {
    screenshotOnFailure(() => [page])
    const context = await adminContext()
    const inventory = await openPage('/admin/inventory', context)
    await inventory.getByRole('heading', { name: 'Voorraad beheer', level: 1 }).waitFor()
    await expectShownWithinWidth(inventory, '/admin/inventory', [PRODUCT])
    const orders = await openPage('/admin/orders', context)
    await expectShownWithinWidth(orders, '/admin/orders', [USERNAME, PRODUCT])
    const battles = await openPage('/admin/pack-battles', context)
    await expectShownWithinWidth(battles, '/admin/pack-battles', [BATTLE, PARTICIPANT, WINNER])
    await context.close()
  })
})
