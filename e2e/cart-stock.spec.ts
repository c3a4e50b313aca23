import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { expectNoAxeViolations } from './support/axe'
import { addToCartOnCollection } from './support/cart'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectWithinScreen, newPhonePage, screenshotOnFailure } from './support/phone'
import { sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'
import { expectThumbSized, TOAST } from './support/tap-targets'

const NACHTVLAM = 'Booster Pack – Nachtvlam'

/**
 * Decision 054: too little stock is no failed payment. The cart follows the live stock and shows a
 * line the stock cannot fill, with what is left one tap away, before the buyer pays; and when the
 * server refuses a checkout for stock, the buyer is back in the cart with that line marked, not on
 * 'Betaling mislukt'.
 */
describe.skipIf(skipBrowserReason)('too little stock in the cart on a 390 × 844 phone', () => {
  let shop: ShopServer
  let browser: Browser
  let seller: APIRequestContext
  let productId: number
  let page: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    seller = await sellerApi(browser, shop)
    const products = (await (await seller.get(`${shop.baseUrl}/api/products`)).json()) as { id: number; name: string }[]
    productId = products.find((product) => product.name === NACHTVLAM)!.id
  })
  afterAll(async () => {
    await page?.context().close()
  })

  const setStock = async (stock: number) => {
    const answer = await seller.patch(`${shop.baseUrl}/api/products/${productId}`, { data: { stock } })
    expect(answer.ok(), await answer.text()).toBe(true)
  }
  const drawer = () => page!.getByRole('dialog', { name: 'Winkelwagen' })
  const line = () => drawer().getByRole('listitem').filter({ hasText: NACHTVLAM })

  test('two in the cart, the stock drops to one: the line says so while the cart is open, and takes what is left', async () => {
    screenshotOnFailure(() => [page])
    page = await newPhonePage(browser)
    await addToCartOnCollection(page, shop, NACHTVLAM)
    await page.evaluate(() => window.scrollTo(0, 200))
    await page.getByRole('button', { name: 'Winkelwagen openen' }).tap()
    await line().waitFor()
    await line().getByLabel('Aantal').fill('2')
    await line().getByLabel('Aantal').blur()
    expect(await line().getByText(/Niet genoeg voorraad/).count()).toBe(0)

    await setStock(1)
    await line().getByText('Niet genoeg voorraad: er is nog 1 beschikbaar.').waitFor()
    await drawer().getByRole('alert').filter({ hasText: 'Niet alles in je winkelwagen is nog op voorraad' }).waitFor()
    await expectWithinScreen(drawer(), 'the cart with a short line')
    await expectThumbSized(drawer(), 'the cart with a short line')
    await expectNoAxeViolations(page)

    await line().getByRole('button', { name: 'Zet op 1' }).tap()
    expect(await line().getByLabel('Aantal').inputValue()).toBe('1')
    await line().getByText(/Niet genoeg voorraad/).waitFor({ state: 'detached' })
    expect(await drawer().getByRole('alert').count()).toBe(0)
  })

  test('the server refuses the checkout for stock: back in the cart with the line marked, no failed payment', async () => {
    screenshotOnFailure(() => [page])
    await drawer().getByRole('button', { name: 'Afrekenen' }).tap()
    const details = page!.getByRole('dialog', { name: 'Aflevergegevens' })
    await details.getByLabel('TikTok gebruikersnaam').fill('@voorraadkoper')
    await details.getByLabel('Voornaam').fill('Iris')
    await details.getByLabel('Achternaam').fill('Bakker')
    await details.getByLabel('E-mailadres').fill('iris@example.nl')
    await details.getByLabel('Straat').fill('Dorpsstraat')
    await details.getByLabel('Huisnummer').fill('3')
    await details.getByLabel('Postcode').fill('1234 AB')
    await details.getByLabel('Stad').fill('Utrecht')
    // Sold out while the buyer typed: only the server can tell now.
    await setStock(0)
    await details.getByRole('button', { name: 'Betalen' }).tap()

    await line().getByText('Uitverkocht: dit product is niet meer op voorraad.').waitFor()
    expect(new URL(page!.url()).pathname).toBe('/collections/booster-packs')
    expect(await page!.locator(TOAST).filter({ hasText: 'Betaling mislukt' }).count()).toBe(0)
    await expectNoAxeViolations(page!)

    await line().getByRole('button', { name: 'Uit winkelwagen halen' }).tap()
    await drawer().getByText('Je winkelwagen is leeg').waitFor()
  })
})
