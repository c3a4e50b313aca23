import ExcelJS from 'exceljs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { logInAsSeller } from './support/admin-page'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import type { ShopServer } from './support/shop-server'
import { appReady } from './support/app-ready'

const NEW_PRODUCT = 'Elite Trainer Box – Zonnegloed'

describe.skipIf(skipBrowserReason)('the seller runs the shop from the back office', () => {
  let shop: ShopServer
  let browser: Browser
  let adminContext: BrowserContext
  let admin: Page

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    adminContext = await browser.newContext({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true })
    adminContext.setDefaultTimeout(10_000)
    // The login dialog has its own test; here the session comes from the API, as the dialog gets it.
    await logInAsSeller(adminContext, shop)
    admin = await adminContext.newPage()
    await admin.goto(`${shop.baseUrl}/admin/inventory`)
    await admin.getByRole('heading', { name: 'Voorraad beheer', level: 1 }).waitFor()
  })

  async function visitorPage(path: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    await page.goto(`${shop.baseUrl}${path}`)
    await appReady(page)
    return page
  }

  function productRow(name: string) {
    return admin.getByRole('row').filter({ has: admin.getByText(name, { exact: true }) })
  }

  test('a product added in a collection appears on that collection page in another browser, live', async () => {
    const visitor = await visitorPage('/collections/elite-trainer-box')
    await visitor.getByRole('heading', { name: 'Elite Trainer Box', level: 1 }).waitFor()
    expect(await visitor.getByRole('article', { name: NEW_PRODUCT }).count()).toBe(0)

    await admin.getByRole('button', { name: 'Product toevoegen' }).click()
    const form = admin.getByRole('dialog', { name: 'Product toevoegen' })
    await form.getByLabel('Titel').fill(NEW_PRODUCT)
    await form.getByLabel('Collectie').selectOption({ label: 'Elite Trainer Box' })
    expect(await form.getByLabel('Categorie').inputValue()).toBe('Elite Trainer Box')
    await form.getByLabel('Afbeelding URL').fill('/demo/elite-trainer-box.svg')
    await form.getByLabel('Prijs (€)').fill('59,95')
    await form.getByLabel('Voorraad').fill('6')
    await form.getByRole('button', { name: 'Product toevoegen' }).click()
    await admin.getByRole('status').filter({ hasText: 'Product toegevoegd' }).first().waitFor()

    const card = visitor.getByRole('article', { name: NEW_PRODUCT })
    await card.waitFor()
    expect(await card.innerText()).toContain('59,95')
    await visitor.context().close()
  })

  test('inline edit of price and stock, then delete with its toast', async () => {
    const row = productRow(NEW_PRODUCT)
    await row.getByRole('button', { name: 'Bewerken' }).click()
    await row.getByLabel('Prijs (€)').fill('64,50')
    await row.getByLabel('Voorraad').fill('-4')
    await row.getByRole('button', { name: 'Opslaan' }).click()
    await admin.getByRole('status').filter({ hasText: 'Product bijgewerkt' }).first().waitFor()
    await row.getByText('Uitverkocht').waitFor()
    // The row leaves edit mode once the saved product is read back; read the price it shows then.
    await row.getByText('64,50').waitFor()
    expect(await row.innerText()).toContain('64,50')

    await row.getByRole('button', { name: 'Verwijderen' }).click()
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click()
    await admin.getByRole('status').filter({ hasText: 'Product verwijderd' }).first().waitFor()
    await productRow(NEW_PRODUCT).waitFor({ state: 'detached' })
  })

  test('Start Stream switches home to live without a reload', async () => {
    const home = await visitorPage('/')
    await home.getByText('Momenteel offline').waitFor()
    await admin.getByRole('button', { name: 'Start Stream' }).click()
    await admin.getByRole('status').filter({ hasText: 'Stream gestart' }).first().waitFor()
    await home.getByText('Live op TikTok').waitFor()
    await admin.getByRole('button', { name: 'Stop Stream' }).click()
    // Stopping asks first (decision 057).
    await admin.getByRole('alertdialog', { name: 'Stream stoppen?' }).getByRole('button', { name: 'Stream stoppen' }).click()
    await home.getByText('Momenteel offline').waitFor()
    await home.context().close()
  })

  test('completing an order takes it out of home’s queue live, and the export holds it', async () => {
    const home = await visitorPage('/')
    await admin.goto(`${shop.baseUrl}/admin/orders`)
    await admin.getByRole('button', { name: 'Test notificatie' }).click()
    await admin.getByRole('status').filter({ hasText: 'Test notificatie verzonden!' }).first().waitFor()
    const queue = home.getByRole('region', { name: 'Live wachtrij' })
    await queue.getByText('test_user').waitFor()

    const download = admin.waitForEvent('download')
    await admin.getByRole('button', { name: 'Excel export' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('bestellingen.xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(await file.path())
    const sheet = workbook.worksheets[0]
    expect(sheet?.getRow(1).getCell(3).value).toBe('TikTok gebruikersnaam')
    expect(sheet?.getRow(2).getCell(3).value).toBe('test_user')
    await admin.getByRole('status').filter({ hasText: 'Excel geëxporteerd' }).first().waitFor()

    await admin.getByRole('tabpanel').getByRole('button', { name: 'Afronden' }).first().click()
    await admin.getByRole('status').filter({ hasText: 'Bestelling afgerond' }).first().waitFor()
    await home.getByText('Geen bestellingen in de wachtrij').waitFor()
    await home.context().close()
  })
})
