import type { Browser, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { addToCartOnCollection } from './support/cart'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { newPhonePage, screenshotOnFailure } from './support/phone'
import type { ShopServer } from './support/shop-server'
import { buttonsUnderToasts, expectThumbSized, TOAST } from './support/tap-targets'

const NACHTVLAM = 'Booster Pack – Nachtvlam'

/** Every field of the checkout as this buyer types it (product.md 5). */
const typed = {
  'TikTok gebruikersnaam': '@opnieuw_koper',
  Voornaam: 'Noor',
  Achternaam: 'van Dijk',
  'E-mailadres': 'noor@example.nl',
  Straat: 'Lange Nieuwstraat',
  Huisnummer: '7b',
  Postcode: '2000',
  Stad: 'Antwerpen',
} as const

/**
 * Decision 042: a payment that fails costs the buyer nothing they typed. /payment/error stays until
 * the buyer moves on, and 'Opnieuw proberen' opens the checkout with the cart and every field as they
 * were. Toasts stand clear of the drawer's buttons, and a validation toast goes once its field is filled.
 */
describe.skipIf(skipBrowserReason)('trying a failed payment again on a 390 × 844 phone', () => {
  let shop: ShopServer
  let browser: Browser
  let page: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
  })
  afterAll(async () => {
    await page?.context().close()
  })

  test("the 'Toegevoegd' toast leaves the drawer's buttons free", async () => {
    screenshotOnFailure(() => [page])
    // The page's timers run as they would, until the test moves the clock on (below).
    page = await newPhonePage(browser, { clock: true })
    await addToCartOnCollection(page, shop, NACHTVLAM)
    // Straight to the cart while the toast still shows.
    await page.evaluate(() => window.scrollTo(0, 200))
    await page.getByRole('button', { name: 'Winkelwagen openen' }).tap()
    const drawer = page.getByRole('dialog', { name: 'Winkelwagen' })
    await drawer.getByRole('listitem').filter({ hasText: NACHTVLAM }).waitFor()
    expect(await buttonsUnderToasts(page, drawer)).toEqual([])
    // The drawer shows the line itself: the toast has said its piece and is gone.
    expect(await page.locator(TOAST).count()).toBe(0)
    expect(await drawer.getByRole('button', { name: 'Winkelwagen sluiten' }).isVisible()).toBe(true)
  })

  test('the validation toast stands clear of the drawer and goes once its field is filled', async () => {
    screenshotOnFailure(() => [page])
    await page!.getByRole('dialog', { name: 'Winkelwagen' }).getByRole('button', { name: 'Afrekenen' }).tap()
    const details = page!.getByRole('dialog', { name: 'Aflevergegevens' })
    await details.getByLabel('TikTok gebruikersnaam').waitFor()
    await details.getByRole('button', { name: 'Betalen' }).tap()
    const toast = page!.locator(TOAST).filter({ hasText: 'Formulier validatie fout' })
    await toast.getByText('TikTok gebruikersnaam is verplicht').waitFor()
    expect(await buttonsUnderToasts(page!, details)).toEqual([])

    await details.getByLabel('TikTok gebruikersnaam').fill(typed['TikTok gebruikersnaam'])
    await toast.waitFor({ state: 'detached', timeout: 2_000 })
    // The other fields' own messages still say what is missing.
    expect(await details.getByText('Voornaam is verplicht').count()).toBe(1)
  })

  test('a failed payment: /payment/error stays, and Opnieuw proberen brings back the cart and every field', async () => {
    screenshotOnFailure(() => [page])
    const details = page!.getByRole('dialog', { name: 'Aflevergegevens' })
    for (const [label, value] of Object.entries(typed)) await details.getByLabel(label, { exact: true }).fill(value)
    await details.getByText('België', { exact: true }).tap()
    await details.getByText('PostNL met track & trace', { exact: true }).tap()
    await details.getByRole('button', { name: 'Betalen' }).tap()

    await page!.waitForURL(/\/payment\/demo\//)
    await page!.getByRole('button', { name: 'Mislukt', exact: true }).tap()
    await page!.waitForURL(/\/payment\/error/)
    await page!.getByRole('heading', { name: 'Betaling mislukt' }).waitFor()
    await page!.clock.runFor(3_500)
    expect(await page!.evaluate(() => location.pathname)).toBe('/payment/error')
    expect(await page!.getByText(/doorgestuurd naar de homepagina/).count()).toBe(0)
    await page!.getByRole('link', { name: 'Terug naar home' }).waitFor()
    expect(await page!.getByRole('button', { name: 'Winkelwagen openen' }).count()).toBe(0)
    await expectThumbSized(page!.getByRole('main'), '/payment/error')

    await page!.getByRole('button', { name: 'Opnieuw proberen' }).tap()
    const again = page!.getByRole('dialog', { name: 'Aflevergegevens' })
    await again.getByLabel('TikTok gebruikersnaam').waitFor()
    for (const [label, value] of Object.entries(typed)) {
      expect(await again.getByLabel(label, { exact: true }).inputValue(), label).toBe(value)
    }
    expect(await again.getByRole('radio', { name: 'België' }).isChecked()).toBe(true)
    expect(await again.getByRole('radio', { name: 'PostNL met track & trace' }).isChecked()).toBe(true)
    await again.getByText('€ 9,95').first().waitFor()

    // The back button shows the cart, as it was.
    await again.getByRole('button', { name: 'Terug naar winkelwagen' }).tap()
    const cart = page!.getByRole('dialog', { name: 'Winkelwagen' })
    await cart.getByRole('listitem').filter({ hasText: NACHTVLAM }).waitFor()
    expect(await cart.getByRole('listitem').count()).toBe(1)

    // And paying again works.
    await cart.getByRole('button', { name: 'Afrekenen' }).tap()
    await page!.getByRole('dialog', { name: 'Aflevergegevens' }).getByRole('button', { name: 'Betalen' }).tap()
    await page!.waitForURL(/\/payment\/demo\//)
  })
})
