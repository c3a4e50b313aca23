import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { loggedInAdminPage } from './support/admin-page'
import { createBattle } from './support/battles'
import { addToCartOnCollection } from './support/cart'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, newPhonePage, screenshotOnFailure } from './support/phone'
import { sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'
import { appReady } from './support/app-ready'

const TITLE = 'Woensdag Battle'
const VIEWER = 'spotjager'

/**
 * Decision 023: a viewer picks a spot on home, pays in the demo, and the spot shows 'Betaald' with
 * their name on home, /battle-widget and the OBS overlay without a reload (and 'Gereserveerd', without
 * their name, while they pay); the seller completes the battle with that viewer as winner.
 */
describe.skipIf(skipBrowserReason)('a Pack Battle spot bought in the shop', () => {
  let shop: ShopServer
  let browser: Browser
  let seller: APIRequestContext
  let viewer: Page | undefined
  let home: Page
  let widget: Page
  let overlay: Page

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    seller = await sellerApi(browser, shop)
    await createBattle(seller, shop, { title: TITLE, description: 'Vier plekken, één winnaar: alle kaarten.' })
    const watchers = await browser.newContext({ viewport: { width: 1280, height: 1000 } })
    watchers.setDefaultTimeout(10_000)
    ;[home, widget, overlay] = await Promise.all([watchers.newPage(), watchers.newPage(), watchers.newPage()])
    await home.goto(`${shop.baseUrl}/`)
    await appReady(home)
    await widget.goto(`${shop.baseUrl}/battle-widget`)
    await overlay.goto(`${shop.baseUrl}/obs/pack-battle-widget`)
    for (const page of [home, widget, overlay]) await page.getByText(TITLE).first().waitFor()
  })
  afterAll(async () => {
    await viewer?.context().close()
  })

  const homeSlot = () =>
    home.getByRole('region', { name: 'Pack Battle' }).getByRole('list', { name: 'Plekken' }).getByRole('listitem').nth(1)

  test('the viewer picks spot 2 on a phone and pays; every page follows without a reload', async () => {
    screenshotOnFailure(() => [viewer, home, widget, overlay])
    viewer = await newPhonePage(browser)
    // Something in the cart already: paying for a spot leaves it there.
    await addToCartOnCollection(viewer, shop)
    await viewer.getByRole('button', { name: 'Winkelwagen openen' }).tap()
    await viewer.getByRole('dialog', { name: 'Winkelwagen' }).getByRole('listitem').filter({ hasText: 'Nachtvlam' }).waitFor()
    await viewer.goto(`${shop.baseUrl}/`)
    await appReady(viewer)
    const panel = viewer.getByRole('region', { name: 'Pack Battle' })
    await panel.getByText(TITLE).waitFor()
    await panel.getByRole('button', { name: 'Kies plek 2' }).tap()

    const dialog = viewer.getByRole('dialog', { name: 'Plek 2 kiezen' })
    await dialog.getByText('Plek 2 voor € 12,50').waitFor()
    // product.md 2.7: the refund rule, before the viewer pays.
    expect(await dialog.innerText()).toMatch(/terug.*battle/i)
    await expectNoSidewaysScroll(viewer, 'the spot dialog')
    await dialog.getByLabel('TikTok gebruikersnaam').fill(VIEWER)
    await dialog.getByLabel('E-mailadres').fill(`${VIEWER}@example.nl`)
    await dialog.getByRole('button', { name: 'Betalen' }).tap()

    // On the demo payment page for the battle's price, the spot is held for the viewer.
    await viewer.waitForURL(/\/payment\/demo\//)
    await viewer.getByText('€ 12,50').first().waitFor()
    await homeSlot().getByText('Gereserveerd').waitFor()
    expect(await homeSlot().innerText()).not.toContain(VIEWER)
    await overlay.getByText('Gereserveerd').waitFor()
    await widget.getByText('Gereserveerd').waitFor()

    await viewer.getByRole('button', { name: 'Betaald' }).tap()
    await viewer.waitForURL(/\/payment\/success/)
    await viewer.getByRole('link', { name: 'Bekijk je bestelling' }).waitFor()
    // Decision 043: a spot's own title, the payment in, and the spot it got.
    await viewer.getByRole('heading', { name: 'Je plek is betaald!' }).waitFor()
    await viewer.getByText(/Je betaling is binnen: je naam staat op je plek in de Pack Battle/).waitFor()
    await viewer.getByRole('region', { name: 'Je plek in de Pack Battle' }).getByText(`Pack Battle "${TITLE}", plek 2`).waitFor()
    // The cart is left as it was (the success page has no cart button, decision 042: read it in storage).
    const storedCart = await viewer.evaluate(() => localStorage.getItem('cart-storage'))
    expect(JSON.stringify(JSON.parse(storedCart ?? '{}').state?.lines ?? [])).toContain('Nachtvlam')

    // Paid: the viewer's name and 'Betaald' on home, the pop-out and the overlay, no reload.
    await homeSlot().getByText(VIEWER).waitFor()
    expect(await homeSlot().innerText()).toContain('Betaald')
    await home.getByText('1 / 4 plekken bezet').waitFor()
    await widget.getByText(VIEWER).first().waitFor()
    await overlay.getByText(VIEWER).first().waitFor()
    expect(await overlay.getByText('Gereserveerd').count()).toBe(0)

    // The order page shows the battle and the spot.
    await viewer.getByRole('link', { name: 'Bekijk je bestelling' }).tap()
    await viewer.getByText(/Pack Battle .*plek 2/).first().waitFor()
  })

  test('the seller sees the spot was paid in the shop and completes the battle with the viewer as winner', async () => {
    const admin = await loggedInAdminPage(browser, shop)
    await admin.goto(`${shop.baseUrl}/admin/pack-battles`)
    const card = admin.getByRole('article', { name: TITLE })
    const row = card.getByRole('listitem').filter({ hasText: VIEWER })
    await row.waitFor()
    expect(await row.innerText()).toContain('Winkel')

    await card.getByRole('button', { name: 'Voltooien' }).click()
    const dialog = admin.getByRole('dialog')
    await dialog.getByRole('radio', { name: VIEWER }).check()
    await dialog.getByRole('button', { name: 'Voltooien' }).click()
    await admin.getByRole('status').filter({ hasText: 'Pack Battle voltooid' }).first().waitFor()

    const winners = home.getByRole('region', { name: 'Recente Winnaars' })
    await winners.getByText('RECENTE WINNAAR', { exact: true }).waitFor()
    expect(await winners.getByRole('listitem').first().innerText()).toContain(VIEWER)
  })
})
