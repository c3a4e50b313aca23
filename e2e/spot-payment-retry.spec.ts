import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { appReady } from './support/app-ready'
import { createBattle } from './support/battles'
import { addToCartOnCollection } from './support/cart'
import { expectNoAxeViolations } from './support/axe'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, newPhonePage, screenshotOnFailure } from './support/phone'
import { sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'
import { expectThumbSized } from './support/tap-targets'

const TITLE = 'Donderdag Battle'
const VIEWER = 'tweedekans'

/**
 * Decision 054: a Pack Battle spot whose payment did not go through leads back to the spot, not to
 * the cart. /payment/error speaks of the spot, and 'Opnieuw proberen' offers that spot again with what
 * the viewer typed; once the spot is taken meanwhile, the page says so and leads to the battle.
 */
describe.skipIf(skipBrowserReason)('a failed spot payment on a 390 × 844 phone', () => {
  let shop: ShopServer
  let browser: Browser
  let seller: APIRequestContext
  let battleId: number
  let page: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    seller = await sellerApi(browser, shop)
    battleId = await createBattle(seller, shop, { title: TITLE })
  })
  afterAll(async () => {
    await page?.context().close()
  })

  /** Chooses the spot on home, types the viewer's details, pays and lets the payment fail. */
  async function failSpot(spotNumber: number): Promise<void> {
    await page!.goto(`${shop.baseUrl}/`)
    await appReady(page!)
    const panel = page!.getByRole('region', { name: 'Pack Battle' })
    await panel.getByText(TITLE).waitFor()
    await panel.getByRole('button', { name: `Kies plek ${spotNumber}` }).tap()
    const dialog = page!.getByRole('dialog', { name: `Plek ${spotNumber} kiezen` })
    await dialog.getByLabel('TikTok gebruikersnaam').fill(VIEWER)
    await dialog.getByLabel('E-mailadres').fill(`${VIEWER}@example.nl`)
    await dialog.getByRole('button', { name: 'Betalen' }).tap()
    await page!.waitForURL(/\/payment\/demo\//)
    await page!.getByRole('button', { name: 'Mislukt', exact: true }).tap()
    await page!.waitForURL(/\/payment\/error/)
    await page!.getByRole('heading', { name: 'Betaling mislukt' }).waitFor()
  }

  test("the error page speaks of the spot, and 'Opnieuw proberen' offers spot 2 again with what was typed", async () => {
    screenshotOnFailure(() => [page])
    page = await newPhonePage(browser)
    // Something in the cart: the way back must not be the cart.
    await addToCartOnCollection(page, shop)

    await failSpot(2)
    const notice = page.getByRole('alert').filter({ hasText: 'Je betaling is niet voltooid' })
    expect(await notice.innerText()).toContain('plek 2 is niet van jou')
    expect(await notice.innerText()).not.toMatch(/winkelwagen|producten/i)
    await expectThumbSized(page.getByRole('main'), '/payment/error after a spot')
    await expectNoSidewaysScroll(page, '/payment/error after a spot')
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Opnieuw proberen' }).tap()
    const dialog = page.getByRole('dialog', { name: 'Plek 2 kiezen' })
    await dialog.getByText('Plek 2 voor € 12,50').waitFor()
    expect(await page.getByRole('dialog', { name: 'Winkelwagen' }).count()).toBe(0)
    expect(await dialog.getByLabel('TikTok gebruikersnaam').inputValue()).toBe(VIEWER)
    expect(await dialog.getByLabel('E-mailadres').inputValue()).toBe(`${VIEWER}@example.nl`)
    await expectThumbSized(dialog, 'the spot choice on /payment/error')
    await expectNoAxeViolations(page)

    // Paying again works, and takes spot 2.
    await dialog.getByRole('button', { name: 'Betalen' }).tap()
    await page.waitForURL(/\/payment\/demo\//)
    await page.getByText('€ 12,50').first().waitFor()
    await page.getByRole('button', { name: 'Betaald', exact: true }).tap()
    await page.waitForURL(/\/payment\/success/)
    await page.getByRole('heading', { name: 'Je plek is betaald!' }).waitFor()
    const battle = (await (await seller.get(`${shop.baseUrl}/api/pack-battles/active`)).json()) as {
      participants: { name: string; spotNumber: number }[]
    }
    expect(battle.participants.find((participant) => participant.spotNumber === 2)?.name).toBe(VIEWER)
  })

  test('a spot taken meanwhile: the page says so and leads to the battle', async () => {
    screenshotOnFailure(() => [page])
    await failSpot(3)
    await page!.getByRole('button', { name: 'Opnieuw proberen' }).waitFor()

    // Someone else takes spot 3 while the viewer reads the page.
    const other = await browser.newContext()
    const taken = await other.request.post(`${shop.baseUrl}/api/pack-battles/${battleId}/spots`, {
      data: { spotNumber: 3, tiktokUsername: 'snellejelle', email: 'jelle@example.nl' },
    })
    expect(taken.ok()).toBe(true)
    await page!.getByRole('status').filter({ hasText: 'Plek 3 is inmiddels bezet' }).waitFor()
    expect(await page!.getByRole('button', { name: 'Opnieuw proberen' }).count()).toBe(0)
    await page!.getByRole('link', { name: 'Naar de Pack Battle' }).tap()
    await page!.waitForURL((url) => url.pathname === '/' && url.hash === '#pack-battle')
    await page!.getByRole('region', { name: 'Pack Battle' }).getByRole('button', { name: 'Kies plek 4' }).waitFor()
    await other.close()
  })
})
