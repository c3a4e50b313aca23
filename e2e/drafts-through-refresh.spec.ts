import type { APIRequestContext, Browser, Page, Route } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { appReady } from './support/app-ready'
import { skipBrowserReason } from './support/chromium'
import { loggedInPhoneContext } from './support/admin-page'
import { browserTest } from './support/fixtures'
import { newPhoneContext, screenshotOnFailure } from './support/phone'
import { sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'

/**
 * What the seller (or a buyer) types survives the save it follows and the refresh that save waits
 * for, and the refresh an event from elsewhere brings (decision 059): a form starts again from the
 * server's answer only in the fields nobody typed in since it was sent.
 */
describe.skipIf(skipBrowserReason)('a draft through a save and a refresh, on a 390 px phone', () => {
  let shop: ShopServer
  let browser: Browser
  let seller: APIRequestContext
  let page: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    seller = await sellerApi(browser, shop)
  })

  async function phoneAdminPage(path: string): Promise<Page> {
    const context = await loggedInPhoneContext(browser, shop)
    const opened = await context.newPage()
    await opened.goto(`${shop.baseUrl}${path}`)
    return opened
  }

  /** Holds the answers to `method` requests of `path` (once `when()` says so) until `release`. */
  async function holdAnswers(on: Page, path: string, method: string, when: () => boolean = () => true) {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let seen = () => {}
    const asked = new Promise<void>((resolve) => (seen = resolve))
    await on.route(`**${path}`, async (route: Route) => {
      if (route.request().method() !== method || !when()) return route.continue()
      seen()
      await held
      return route.continue()
    })
    return { asked, release }
  }

  test('the collection form keeps the next name typed while the last one was saved, and what is typed while another tab adds one', async () => {
    screenshotOnFailure(() => [page])
    page = await phoneAdminPage('/admin/inventory')
    const form = page.getByRole('form', { name: 'Nieuwe collectie' })
    const name = form.getByLabel('Naam')
    await name.fill('Eerste nieuwe reeks')
    const save = await holdAnswers(page, '/api/collections', 'POST')
    await form.getByRole('button', { name: 'Toevoegen' }).click()
    await save.asked
    await name.fill('Tweede nieuwe reeks')
    save.release()
    await page.getByRole('listitem').filter({ hasText: 'Eerste nieuwe reeks' }).first().waitFor()
    await page.waitForTimeout(300)
    expect(await name.inputValue()).toBe('Tweede nieuwe reeks')
    expect(await form.getByLabel('Slug').inputValue()).toBe('tweede-nieuwe-reeks')

    // Another tab adds a collection: the list is read again, the draft stays.
    await name.fill('Derde nieuwe reeks')
    const created = await seller.post(`${shop.baseUrl}/api/collections`, { data: { name: 'Van elders', slug: 'van-elders', displayOrder: 90 } })
    expect(created.ok(), await created.text()).toBe(true)
    await page.getByRole('listitem').filter({ hasText: 'Van elders' }).first().waitFor()
    expect(await name.inputValue()).toBe('Derde nieuwe reeks')
    await page.context().close()
  })

  test('the product panel stays open with the next product begun while the last one was saved and the list read again', async () => {
    screenshotOnFailure(() => [page])
    page = await phoneAdminPage('/admin/inventory')
    let saved = false
    const refresh = await holdAnswers(page, '/api/products', 'GET', () => saved)
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/products') saved = true
    })
    await page.getByRole('button', { name: 'Product toevoegen' }).first().click()
    const panel = page.getByRole('dialog', { name: 'Product toevoegen' })
    await panel.getByLabel('Titel').fill('Booster Pack – Eerste proef')
    await panel.getByLabel('Categorie').selectOption({ index: 1 })
    await panel.getByLabel('Afbeelding URL').fill('/demo/booster-box.svg')
    await panel.getByLabel('Prijs (€)').fill('4,95')
    await panel.getByLabel('Voorraad').fill('3')
    await panel.getByRole('button', { name: 'Product toevoegen' }).click()
    await refresh.asked
    await panel.getByLabel('Titel').fill('Booster Pack – Tweede proef')
    refresh.release()
    await page.getByText('Product toegevoegd').first().waitFor()
    await page.waitForTimeout(300)
    expect(await panel.isVisible()).toBe(true)
    expect(await panel.getByLabel('Titel').inputValue()).toBe('Booster Pack – Tweede proef')
    // What was not typed again starts afresh.
    expect(await panel.getByLabel('Prijs (€)').inputValue()).toBe('')
    await page.context().close()
  })

  test('the Tikkie link keeps a label changed while the url was saved, still to be saved', async () => {
    screenshotOnFailure(() => [page])
    page = await phoneAdminPage('/admin/inventory')
    const card = page.getByRole('region', { name: 'Tikkie betaallink' })
    await card.getByLabel('URL').fill('https://tikkie.me/pay/proef')
    const save = await holdAnswers(page, '/api/tikkie-link', 'POST')
    await card.getByRole('button', { name: 'Opslaan' }).click()
    await save.asked
    await card.getByLabel('Label').fill('Betaal hier je spots')
    save.release()
    await page.getByText('Tikkie link bijgewerkt').first().waitFor()
    await page.waitForTimeout(300)
    expect(await card.getByLabel('Label').inputValue()).toBe('Betaal hier je spots')
    expect(await card.getByLabel('URL').inputValue()).toBe('https://tikkie.me/pay/proef')
    // Still to be saved: the form says it has changes.
    expect(await card.getByRole('button', { name: 'Annuleren' }).isVisible()).toBe(true)
    await page.context().close()
  })

  test("'Stuur mij mijn bestellinks' keeps an address typed again while the first was sent", async () => {
    screenshotOnFailure(() => [page])
    const context = await newPhoneContext(browser)
    page = await context.newPage()
    await page.goto(`${shop.baseUrl}/shipping-policy`)
    await appReady(page)
    const email = page.getByLabel('E-mailadres')
    await email.fill('eerste@voorbeeld.nl')
    const send = await holdAnswers(page, '/api/order-links', 'POST')
    await page.getByRole('button', { name: 'Stuur mij mijn bestellinks' }).click()
    await send.asked
    await email.fill('tweede@voorbeeld.nl')
    send.release()
    await page.getByRole('status').filter({ hasText: /e-mail/i }).first().waitFor()
    await page.waitForTimeout(300)
    expect(await email.inputValue()).toBe('tweede@voorbeeld.nl')
    await context.close()
  })
})
