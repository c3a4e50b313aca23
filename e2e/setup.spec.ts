import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { loggedInPhoneContext } from './support/admin-page'
import { expectNoAxeViolations } from './support/axe'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, newPhoneContext } from './support/phone'
import { startShop, type ShopServer } from './support/shop-server'

/**
 * Decision 037, on a phone: a shop taking Mollie payments, started with ALLOW_INCOMPLETE_SETUP=true
 * while it still links to localhost and has no mail server, says so above every admin page; the
 * 'Instellingen' page lists what is left; the privacy page names Mollie B.V. and no mail company.
 * A demo shop has the page but no banner.
 */
describe.skipIf(skipBrowserReason)('the settings check and the privacy page', () => {
  let demoShop: ShopServer
  let mollieShop: ShopServer
  let browser: Browser
  const contexts: BrowserContext[] = []

  browserTest.beforeAll(async ({ shop, browser: fileBrowser }) => {
    demoShop = shop
    browser = fileBrowser
    // Its expiry and reconciliation jobs off: with no Mollie of the test's own they would ask the real
    // api.mollie.com, from a test run, with a key that is no one's.
    mollieShop = await startShop(
      { PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz', ALLOW_INCOMPLETE_SETUP: 'true' },
      { expiryIntervalMs: 0 },
    )
  })
  afterAll(async () => {
    for (const context of contexts) await context.close()
    await mollieShop?.close()
  })

  /** A phone logged in as the seller of `shop`. */
  async function sellerPhone(shop: ShopServer): Promise<Page> {
    const context = await loggedInPhoneContext(browser, shop)
    contexts.push(context)
    return context.newPage()
  }

  test('every admin page of the unready shop says so and links to the settings, which list what is left', async () => {
    const page = await sellerPhone(mollieShop)
    await page.goto(`${mollieShop.baseUrl}/admin/orders`)
    const banner = page.getByRole('region', { name: 'Winkel niet klaar' })
    await banner.getByText('Nog te regelen: Webadres van de winkel en Mailserver.').waitFor()
    await banner.getByRole('link', { name: 'Bekijk de instellingen' }).click()

    await page.getByRole('heading', { name: 'Instellingen', level: 1 }).waitFor()
    await page.getByText('Deze winkel is nog niet klaar voor echte kopers.').first().waitFor()
    const toDo = page.getByRole('region', { name: 'Nog te doen (2)' })
    const address = toDo.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Webadres van de winkel' }) })
    await address.getByText('Voorbeeldwaarde').waitFor()
    await address.getByText('PUBLIC_URL').waitFor()
    const mailServer = toDo.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Mailserver', exact: true }) })
    await mailServer.getByText('Ontbreekt').waitFor()
    const others = page.getByRole('region', { name: 'Overige instellingen' })
    const key = others.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Mollie-sleutel' }) })
    await key.getByText('Testmodus').waitFor()
    expect(await page.content()).not.toContain('test_abcdefghijklmnopqrstuvwxyz')

    await expectNoSidewaysScroll(page, '/admin/setup')
    await expectNoAxeViolations(page)
  })

  test('the privacy page names Mollie B.V., says no e-mail is sent yet, and passes axe', async () => {
    const context = await newPhoneContext(browser)
    contexts.push(context)
    const page = await context.newPage()
    await page.goto(`${mollieShop.baseUrl}/privacy`)
    await page.getByRole('heading', { name: 'Privacybeleid', level: 1 }).waitFor()
    await page.getByText('Je betaalt via Mollie B.V.').waitFor()
    // No mail server yet: nothing goes to a mail company.
    await page.getByText('Deze winkel verstuurt nu geen e-mails').waitFor()
    await page.getByText('Deze winkel heeft geen contactformulier en geen nieuwsbrief.').waitFor()

    await expectNoSidewaysScroll(page, '/privacy')
    await expectNoAxeViolations(page)
  })

  test('a demo shop has the settings page in the admin menu and shows no banner', async () => {
    const page = await sellerPhone(demoShop)
    await page.goto(`${demoShop.baseUrl}/admin/orders`)
    await page.getByRole('heading', { name: 'Bestellingen', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Beheermenu' }).click()
    await page.getByRole('menuitem', { name: 'Instellingen' }).click()
    await page.getByRole('heading', { name: 'Instellingen', level: 1 }).waitFor()
    await page.getByText(/^Dit is een testwinkel/).waitFor()
    expect(await page.getByRole('region', { name: 'Winkel niet klaar' }).count()).toBe(0)
  })
})
