import type { Browser, BrowserContext, Page } from 'playwright-core'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { products } from '#server/db/schema'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'
import { appReady } from './support/app-ready'

const NACHTVLAM = 'Booster Pack – Nachtvlam'
const STORMKUST = 'Booster Pack – Stormkust'

describe.skipIf(skipBrowserReason)('a buyer’s journey from home to the live queue', () => {
  let shop: ShopServer
  let browser: Browser

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    // During a live: the queue says who is up only while the stream is live.
    const seller = await sellerApi(browser, shop)
    expect((await seller.post(`${shop.baseUrl}/api/live-status`, { data: { isLive: true } })).ok()).toBe(true)
  })

  async function newContext(): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' })
    context.setDefaultTimeout(10_000)
    return context
  }

  async function stockOf(name: string): Promise<number> {
    const [row] = await shop.database.db.select({ stock: products.stock }).from(products).where(eq(products.name, name))
    return row?.stock ?? Number.NaN
  }

  async function fillCartFromBoosterPacks(page: Page, tiktokUsername: string) {
    await page.goto(`${shop.baseUrl}/`)
    await appReady(page)
    await page.getByRole('main').getByRole('link', { name: 'Booster Packs' }).click()
    await page.getByRole('heading', { name: 'Booster Packs', level: 1 }).waitFor()
    for (const name of [NACHTVLAM, STORMKUST]) {
      await page.getByRole('article', { name }).getByRole('button', { name: 'In winkelwagen' }).click()
    }
    // Each product enters the cart 0.6 s after the press.
    await page.getByRole('button', { name: 'Winkelwagen openen' }).click()
    const drawer = page.getByRole('dialog', { name: 'Winkelwagen' })
    await drawer.getByRole('listitem').filter({ hasText: STORMKUST }).waitFor()
    expect(await drawer.getByRole('listitem').count()).toBe(2)

    await drawer.getByRole('button', { name: 'Afrekenen' }).click()
    const details = page.getByRole('dialog', { name: 'Aflevergegevens' })
    await details.getByLabel('TikTok gebruikersnaam').waitFor()

    // First an invalid e-mail address: the form says so and sends nothing.
    await details.getByLabel('TikTok gebruikersnaam').fill(tiktokUsername)
    await details.getByLabel('Voornaam').fill('Pieter')
    await details.getByLabel('Achternaam').fill('de Vries')
    await details.getByLabel('E-mailadres').fill('geen-e-mail')
    await details.getByLabel('Straat').fill('Kerkstraat')
    await details.getByLabel('Huisnummer').fill('12')
    await details.getByLabel('Postcode').fill('1234 AB')
    await details.getByLabel('Stad').fill('Utrecht')
    await details.getByRole('button', { name: 'Betalen' }).click()
    await page.getByRole('alert', { includeHidden: true }).filter({ hasText: 'Formulier validatie fout' }).waitFor()
    expect(await details.getByText('Ongeldig e-mailadres').count()).toBeGreaterThan(0)
    expect(page.url()).toContain('/collections/booster-packs')

    await details.getByLabel('E-mailadres').fill('pieter@example.nl')
    await details.getByRole('button', { name: 'Betalen' }).click()
    await page.waitForURL(/\/payment\/demo\//)
    await page.getByRole('heading', { name: 'Testbetaling' }).waitFor()
  }

  test('paid: success page, empty cart, and the queue shows the buyer live in another browser', async () => {
    const watcherContext = await newContext()
    const watcher = await watcherContext.newPage()
    await watcher.goto(`${shop.baseUrl}/`)
    await appReady(watcher)
    await watcher.getByText('Geen bestellingen in de wachtrij').waitFor()

    const buyerContext = await newContext()
    // The buyer's timers run as they would, until the test moves the clock on (below).
    await buyerContext.clock.install()
    const buyer = await buyerContext.newPage()
    await fillCartFromBoosterPacks(buyer, '@PieterOpent')
    expect(await stockOf(NACHTVLAM)).toBe(39)

    await buyer.getByRole('button', { name: 'Betaald', exact: true }).click()
    await buyer.waitForURL(/\/payment\/success/)
    await buyer.getByRole('heading', { name: 'Bestelling ontvangen!' }).waitFor()
    // Decision 043: the demo's 'Betaald' confirmed the payment, so the page says it is in, and where the buyer stands.
    await buyer.getByText(/Je betaling is binnen/).waitFor()
    await buyer.getByRole('region', { name: 'Je plek in de wachtrij' }).getByText('Jij bent nu aan de beurt').waitFor()
    expect(await buyer.getByText(/wordt verwerkt/).count()).toBe(0)
    const storedCart = await buyer.evaluate(() => localStorage.getItem('cart-storage'))
    expect(JSON.parse(storedCart ?? '{}').state?.lines ?? []).toEqual([])

    // The watcher never reloaded: the queue updates through the realtime channel.
    const queue = watcher.getByRole('region', { name: 'Live wachtrij' })
    await queue.getByText('pieteropent').waitFor()
    await queue.getByText('Nu aan de beurt').waitFor()
    expect(await stockOf(NACHTVLAM)).toBe(39)

    // Decision 021: the checkout in this tab left the link to the order page, so the page stays
    // rather than go home after three seconds.
    await buyer.getByRole('link', { name: 'Bekijk je bestelling' }).waitFor()
    await buyer.clock.runFor(3_500)
    expect(await buyer.evaluate(() => location.pathname)).toBe('/payment/success')
    await watcherContext.close()
    await buyerContext.close()
  })

  test('failed: error page, the cart keeps the products, and the stock is back', async () => {
    const context = await newContext()
    const page = await context.newPage()
    const before = await stockOf(STORMKUST)
    await fillCartFromBoosterPacks(page, 'mislukt_maar')
    expect(await stockOf(STORMKUST)).toBe(before - 1)

    await page.getByRole('button', { name: 'Mislukt', exact: true }).click()
    await page.waitForURL(/\/payment\/error/)
    await page.getByRole('heading', { name: 'Betaling mislukt' }).waitFor()
    expect(await stockOf(STORMKUST)).toBe(before)

    // Decision 042: 'Opnieuw proberen' opens the details as typed; back shows the cart as it was.
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click()
    const details = page.getByRole('dialog', { name: 'Aflevergegevens' })
    expect(await details.getByLabel('TikTok gebruikersnaam').inputValue()).toBe('mislukt_maar')
    await details.getByRole('button', { name: 'Terug naar winkelwagen' }).click()
    const drawer = page.getByRole('dialog', { name: 'Winkelwagen' })
    await drawer.getByRole('listitem').filter({ hasText: STORMKUST }).waitFor()
    expect(await drawer.getByRole('listitem').count()).toBe(2)
    await context.close()
  })
})
