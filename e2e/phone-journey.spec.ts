import type { Browser, Page } from 'playwright-core'
import { describe, test } from 'vitest'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, expectWithinScreen, newPhonePage, screenshotOnFailure } from './support/phone'
import type { ShopServer } from './support/shop-server'
import { appReady } from './support/app-ready'

const NACHTVLAM = 'Booster Pack – Nachtvlam'

describe.skipIf(skipBrowserReason)('a buyer’s journey on a 390 × 844 touch screen', () => {
  let shop: ShopServer
  let browser: Browser
  let page: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
  })

  test('home, the mobile menu, a collection, the cart, the checkout form, the demo payment and the success page', async () => {
    screenshotOnFailure(() => [page])
    page = await newPhonePage(browser)
    await page.goto(`${shop.baseUrl}/`)
    await appReady(page)
    await page.getByRole('heading', { name: 'Live wachtrij' }).waitFor()
    await expectNoSidewaysScroll(page, 'home')

    // The menu button opens the full-screen menu; Collecties unfolds the collections.
    await page.getByRole('button', { name: 'Menu openen' }).tap()
    const menu = page.getByRole('dialog')
    await menu.getByRole('navigation', { name: 'Mobiel menu' }).waitFor()
    await menu.getByRole('button', { name: 'Collecties' }).tap()
    await menu.getByRole('link', { name: 'Booster Packs' }).waitFor()
    await expectWithinScreen(menu, 'mobile menu')
    await expectNoSidewaysScroll(page, 'mobile menu')
    await menu.getByRole('link', { name: 'Booster Packs' }).tap()

    await page.getByRole('heading', { name: 'Booster Packs', level: 1 }).waitFor()
    await menu.waitFor({ state: 'hidden' })
    await expectNoSidewaysScroll(page, '/collections/booster-packs')
    const card = page.getByRole('article', { name: NACHTVLAM })
    await card.getByRole('button', { name: 'In winkelwagen' }).tap()
    // The product enters the cart 0.6 s after the tap; the toast says so.
    await page.getByRole('status').filter({ hasText: 'Toegevoegd aan winkelwagen' }).first().waitFor()
    await expectNoSidewaysScroll(page, 'collection with the toast')

    await page.getByRole('button', { name: 'Winkelwagen openen' }).tap()
    const drawer = page.getByRole('dialog', { name: 'Winkelwagen' })
    await drawer.getByRole('listitem').filter({ hasText: NACHTVLAM }).waitFor()
    await expectWithinScreen(drawer, 'cart drawer')
    await expectNoSidewaysScroll(page, 'cart drawer')

    await drawer.getByRole('button', { name: 'Afrekenen' }).tap()
    const details = page.getByRole('dialog', { name: 'Aflevergegevens' })
    await details.getByLabel('TikTok gebruikersnaam').waitFor()
    await details.getByLabel('TikTok gebruikersnaam').fill('@telefoonkoper')
    await details.getByLabel('Voornaam').fill('Sanne')
    await details.getByLabel('Achternaam').fill('de Jong')
    await details.getByLabel('E-mailadres').fill('sanne@example.nl')
    await details.getByLabel('Straat').fill('Kerkstraat')
    await details.getByLabel('Huisnummer').fill('12')
    await details.getByLabel('Postcode').fill('1234 AB')
    await details.getByLabel('Stad').fill('Utrecht')
    await expectWithinScreen(details, 'checkout form')
    await expectNoSidewaysScroll(page, 'checkout form')
    await details.getByRole('button', { name: 'Betalen' }).tap()

    await page.waitForURL(/\/payment\/demo\//)
    await page.getByRole('heading', { name: 'Testbetaling' }).waitFor()
    await expectNoSidewaysScroll(page, 'demo payment page')
    await page.getByRole('button', { name: 'Betaald', exact: true }).tap()

    await page.waitForURL(/\/payment\/success/)
    await page.getByRole('heading', { name: 'Bestelling ontvangen!' }).waitFor()
    await expectNoSidewaysScroll(page, '/payment/success')
    await page.context().close()
  })
})
