import type { Browser, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { orders } from '#server/db/schema'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { loggedInAdminPage } from './support/admin-page'
import type { ShopServer } from './support/shop-server'

describe.skipIf(skipBrowserReason)("the seller wipes old personal data under 'Instellingen' (decision 041)", () => {
  let shop: ShopServer
  let browser: Browser
  let admin: Page

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    admin = await loggedInAdminPage(browser, shop)
  })

  test('after confirming, the card says how many payments were wiped and the old order loses its address', async () => {
    await admin.goto(`${shop.baseUrl}/admin/orders`)
    await admin.getByRole('button', { name: 'Test notificatie' }).click()
    await admin.getByRole('status').filter({ hasText: 'Test notificatie verzonden!' }).first().waitFor()
    await admin.getByRole('tabpanel').getByRole('button', { name: 'Afronden' }).first().click()
    await admin.getByRole('status').filter({ hasText: 'Bestelling afgerond' }).first().waitFor()
    // The server completes it once 'Ongedaan maken' has had its seconds (decision 040).
    await expect
      .poll(async () => (await shop.database.db.select({ status: orders.status }).from(orders)).map((o) => o.status), { timeout: 10_000 })
      .toEqual(['completed'])
    // As if it had been paid and completed 200 days ago: written straight to the order, as the API
    // pays and completes now.
    const longAgo = new Date(Date.now() - 200 * 24 * 60 * 60 * 1000)
    await shop.database.db.update(orders).set({ paidAt: longAgo, completedAt: longAgo })

    // The address is under the order's 'Details' (decision 041).
    const completedOrder = async () => {
      await admin.getByRole('tab', { name: /Afgeronde Bestellingen/ }).click()
      const completed = admin.getByRole('tabpanel')
      await completed.getByText('test_user').first().waitFor()
      await completed.getByRole('button', { name: 'Details' }).first().click()
      return completed
    }
    await (await completedOrder()).getByText('Verzendgegevens').waitFor()

    await admin.goto(`${shop.baseUrl}/admin/setup`)
    const card = admin.getByRole('region', { name: 'Bewaartermijn persoonsgegevens' })
    await card.getByRole('button', { name: 'Oude persoonsgegevens wissen' }).click()
    const dialog = admin.getByRole('alertdialog', { name: 'Oude persoonsgegevens wissen?' })
    await dialog.getByRole('button', { name: 'Wissen' }).click()

    await card
      .getByRole('status')
      .filter({ hasText: 'Van 1 betaling zijn de persoonsgegevens gewist (afgerond langer dan 180 dagen geleden).' })
      .waitFor()
    await admin.goto(`${shop.baseUrl}/admin/orders`)
    const completed = await completedOrder()
    await completed.getByText('Besteld op', { exact: false }).waitFor()
    expect(await completed.getByText('Verzendgegevens').count()).toBe(0)
  })
})
