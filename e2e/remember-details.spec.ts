import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { appReady } from './support/app-ready'
import { expectNoAxeViolations } from './support/axe'
import { createBattle } from './support/battles'
import { addToCartOnCollection } from './support/cart'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { newPhoneContext, screenshotOnFailure } from './support/phone'
import { sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'
import { expectThumbSized } from './support/tap-targets'

const NACHTVLAM = 'Booster Pack – Nachtvlam'
const KEY = 'remembered-buyer'

/** Every field of the checkout as this buyer types it, with the autocomplete the browser fills it by. */
const fields = [
  { label: 'TikTok gebruikersnaam', value: '@vaste_koper', autocomplete: 'nickname' },
  { label: 'Voornaam', value: 'Fleur', autocomplete: 'given-name' },
  { label: 'Achternaam', value: 'de Wit', autocomplete: 'family-name' },
  { label: 'E-mailadres', value: 'fleur@example.nl', autocomplete: 'email' },
  { label: 'Straat', value: 'Kanaalweg', autocomplete: 'address-line1' },
  { label: 'Huisnummer', value: '21', autocomplete: null },
  { label: 'Postcode', value: '3526 KL', autocomplete: 'postal-code' },
  { label: 'Stad', value: 'Utrecht', autocomplete: 'address-level2' },
] as const

/**
 * Decision 054: 'Onthoud mijn gegevens', off by default, keeps the buyer's details in this browser
 * (localStorage, nothing on the server) and fills the checkout and the spot choice next time;
 * 'Vergeet mijn gegevens' wipes them in one tap. Every field a browser can fill says what it is.
 */
describe.skipIf(skipBrowserReason)('a repeat buyer on a 390 × 844 phone', () => {
  let shop: ShopServer
  let browser: Browser
  let seller: APIRequestContext
  let context: BrowserContext | undefined
  let page: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    seller = await sellerApi(browser, shop)
    await createBattle(seller, shop, { title: 'Vrijdag Battle' })
  })
  afterAll(async () => {
    await context?.close()
  })

  /** A new tab of the same browser (sessionStorage starts empty): a pack in the cart and the checkout open. */
  async function checkoutInNewTab(): Promise<Locator> {
    await page?.close()
    page = await context!.newPage()
    await addToCartOnCollection(page, shop, NACHTVLAM)
    await page.getByRole('button', { name: 'Winkelwagen openen' }).tap()
    await page.getByRole('dialog', { name: 'Winkelwagen' }).getByRole('button', { name: 'Afrekenen' }).tap()
    const details = page.getByRole('dialog', { name: 'Aflevergegevens' })
    await details.getByLabel('TikTok gebruikersnaam').waitFor()
    return details
  }

  const stored = () => page!.evaluate((key) => localStorage.getItem(key), KEY)

  test('off by default; ticked, the details are kept in this browser when the buyer pays', async () => {
    screenshotOnFailure(() => [page])
    context = await newPhoneContext(browser)
    const details = await checkoutInNewTab()
    for (const { label, value, autocomplete } of fields) {
      const field = details.getByLabel(label, { exact: true })
      expect(await field.getAttribute('autocomplete'), label).toBe(autocomplete)
      await field.fill(value)
    }
    await details.getByText('België', { exact: true }).tap()
    const remember = details.getByRole('checkbox', { name: 'Onthoud mijn gegevens' })
    expect(await remember.isChecked()).toBe(false)
    expect(await details.getByRole('button', { name: 'Vergeet mijn gegevens' }).count()).toBe(0)
    expect(await stored()).toBeNull()
    await expectThumbSized(details, 'the checkout with Onthoud mijn gegevens')
    await expectNoAxeViolations(page!)

    // By keyboard, as by thumb.
    await remember.focus()
    await page!.keyboard.press('Space')
    expect(await remember.isChecked()).toBe(true)
    // Nothing is kept before the buyer pays.
    expect(await stored()).toBeNull()
    await details.getByRole('button', { name: 'Betalen' }).tap()
    await page!.waitForURL(/\/payment\/demo\//)
    const kept = JSON.parse((await stored()) ?? '{}') as { details?: Record<string, string> }
    expect(kept.details).toMatchObject({ firstName: 'Fleur', city: 'Utrecht', country: 'belgie' })
    expect(kept.details).not.toHaveProperty('shippingMethod')
    await page!.getByRole('button', { name: 'Betaald', exact: true }).tap()
    await page!.waitForURL(/\/payment\/success/)
  })

  test('next time, in a new tab, the checkout and the spot choice are filled in', async () => {
    screenshotOnFailure(() => [page])
    const details = await checkoutInNewTab()
    for (const { label, value } of fields) expect(await details.getByLabel(label, { exact: true }).inputValue(), label).toBe(value)
    expect(await details.getByRole('radio', { name: 'België' }).isChecked()).toBe(true)
    expect(await details.getByRole('checkbox', { name: 'Onthoud mijn gegevens' }).isChecked()).toBe(true)
    await details.getByRole('button', { name: 'Vergeet mijn gegevens' }).waitFor()
    await expectThumbSized(details, 'the checkout, filled in')
    await expectNoAxeViolations(page!)

    await page!.keyboard.press('Escape')
    await page!.goto(`${shop.baseUrl}/`)
    await appReady(page!)
    await page!.getByRole('region', { name: 'Pack Battle' }).getByRole('button', { name: 'Kies plek 1' }).tap()
    const spot = page!.getByRole('dialog', { name: 'Plek 1 kiezen' })
    expect(await spot.getByLabel('TikTok gebruikersnaam').inputValue()).toBe('@vaste_koper')
    expect(await spot.getByLabel('E-mailadres').inputValue()).toBe('fleur@example.nl')
    expect(await spot.getByRole('checkbox', { name: 'Onthoud mijn gegevens' }).isChecked()).toBe(true)
    await expectThumbSized(spot, 'the spot choice, filled in')
    await expectNoAxeViolations(page!)
  })

  test("'Vergeet mijn gegevens' wipes them in one tap, and the next checkout starts empty", async () => {
    screenshotOnFailure(() => [page])
    const spot = page!.getByRole('dialog', { name: 'Plek 1 kiezen' })
    await spot.getByRole('button', { name: 'Vergeet mijn gegevens' }).tap()
    await spot.getByRole('status').filter({ hasText: 'Je gegevens zijn van dit apparaat gewist.' }).waitFor()
    expect(await stored()).toBeNull()
    expect(await spot.getByLabel('TikTok gebruikersnaam').inputValue()).toBe('')
    expect(await spot.getByLabel('E-mailadres').inputValue()).toBe('')
    const remember = spot.getByRole('checkbox', { name: 'Onthoud mijn gegevens' })
    expect(await remember.isChecked()).toBe(false)
    // The button went with what it forgot; focus stays in the dialog, on the box.
    expect(await remember.evaluate((box) => box === document.activeElement)).toBe(true)

    const details = await checkoutInNewTab()
    for (const { label } of fields) expect(await details.getByLabel(label, { exact: true }).inputValue(), label).toBe('')
    expect(await details.getByRole('checkbox', { name: 'Onthoud mijn gegevens' }).isChecked()).toBe(false)
  })
})
