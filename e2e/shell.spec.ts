import type { Browser, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { E2E_ACCESS_CODE, type ShopServer } from './support/shop-server'
import { appReady } from './support/app-ready'

describe.skipIf(skipBrowserReason)('the shop shell in a browser', () => {
  let shop: ShopServer
  let browser: Browser

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
  })

  async function openPage(path: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
    const context = await browser.newContext({ viewport, locale: 'nl-NL' })
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    await page.goto(`${shop.baseUrl}${path}`)
    await appReady(page)
    return page
  }

  async function openLoginDialog(page: Page) {
    await page.getByRole('button', { name: 'Administrator login' }).click()
    const dialog = page.getByRole('dialog', { name: 'Administrator Login' })
    await dialog.waitFor()
    return dialog
  }

  test('a wrong access code keeps the dialog open and shows "Login mislukt"', async () => {
    const page = await openPage('/')
    const dialog = await openLoginDialog(page)
    const field = dialog.getByLabel('Toegangscode')
    expect(await field.getAttribute('placeholder')).toBe('Voer je toegangscode in')
    expect(await field.getAttribute('type')).toBe('password')
    await field.fill('verkeerde-code')
    await dialog.getByRole('button', { name: 'Inloggen' }).click()

    // The open modal dialog marks the rest of the page aria-hidden, toasts included; screen readers
    // still hear the toast through Radix's announcement region.
    const toast = page.getByRole('alert', { includeHidden: true }).filter({ hasText: 'Login mislukt' })
    await toast.getByText('Ongeldige toegangscode.', { exact: true }).waitFor()
    expect(await dialog.isVisible()).toBe(true)
    expect(page.url()).toBe(`${shop.baseUrl}/`)
    await page.context().close()
  })

  test('an empty access code is not sent and says what is missing', async () => {
    const page = await openPage('/')
    const dialog = await openLoginDialog(page)
    await dialog.getByRole('button', { name: 'Inloggen' }).click()
    await page.getByRole('alert', { includeHidden: true }).filter({ hasText: 'Formulier validatie fout' }).waitFor()
    expect(await dialog.getByText('Toegangscode is verplicht').count()).toBeGreaterThan(0)
    await page.context().close()
  })

  test('the right access code opens the inventory page and the admin menu', async () => {
    const page = await openPage('/')
    const dialog = await openLoginDialog(page)
    await dialog.getByLabel('Toegangscode').fill(E2E_ACCESS_CODE)
    await dialog.getByRole('button', { name: 'Inloggen' }).click()

    await page.waitForURL(`${shop.baseUrl}/admin/inventory`)
    await page.getByRole('heading', { name: 'Voorraad beheer', level: 1 }).waitFor()
    await page.getByRole('status').filter({ hasText: 'Ingelogd' }).first().waitFor()
    expect(await dialog.isVisible()).toBe(false)
    const stored = await page.evaluate(() => localStorage.getItem('auth-storage'))
    expect(JSON.parse(stored ?? '{}').state.isAuthenticated).toBe(true)

    await page.getByRole('button', { name: 'Beheermenu' }).click()
    const menu = page.getByRole('menu')
    for (const name of ['Voorraad beheer', 'Bestellingen', 'Pack Battles']) {
      expect(await menu.getByRole('menuitem', { name }).isVisible()).toBe(true)
    }
    await menu.getByRole('menuitem', { name: 'Bestellingen' }).click()
    await page.getByRole('heading', { name: 'Bestellingen', level: 1 }).waitFor()
    await page.context().close()
  })

  test('an admin page sends a visitor without a session back to home, even with a stale flag', async () => {
    const context = await browser.newContext()
    await context.addInitScript(() =>
      localStorage.setItem('auth-storage', JSON.stringify({ state: { isAuthenticated: true }, version: 0 })),
    )
    const page = await context.newPage()
    await page.goto(`${shop.baseUrl}/admin/orders`)
    await page.waitForURL(`${shop.baseUrl}/`)
    await page.getByRole('button', { name: 'Administrator login' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Bestellingen' }).count()).toBe(0)
    await context.close()
  })

  test('an unknown path shows the "Page Not Found" card', async () => {
    const page = await openPage('/deze-pagina-bestaat-niet')
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()
    await page.getByRole('link', { name: 'Terug naar home' }).click()
    await page.waitForURL(`${shop.baseUrl}/`)
    await page.context().close()
  })

  test('a static page opens from the footer and shows the configured contact details', async () => {
    const page = await openPage('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Retourbeleid' }).click()
    await page.waitForURL(`${shop.baseUrl}/refund`)
    // The page loads on demand: wait for its own heading, not the one home had.
    await page.getByRole('heading', { name: 'Retourbeleid', level: 1 }).waitFor()
    const text = await page.getByRole('main').innerText()
    expect(text).toContain('5 werkdagen')
    expect(text).toContain('14 dagen')

    const footer = await page.getByRole('contentinfo').innerText()
    expect(footer).toContain('hallo@packstroom.test')
    expect(footer).toContain('87654321')
    await page.context().close()
  })

  test('the header lists the collections and changes once the page scrolls', async () => {
    const page = await openPage('/')
    const header = page.getByRole('banner')
    expect(await header.getAttribute('data-scrolled')).toBe('false')
    await header.getByRole('button', { name: 'Collecties' }).hover()
    await header.getByRole('link', { name: 'Elite Trainer Box' }).waitFor()
    expect(await header.getByRole('link', { name: 'Mystery' }).isVisible()).toBe(true)
    // Decision 043: a collection without products (the demo's Tins/Blisters) is no destination.
    expect(await header.getByRole('link', { name: 'Tins/Blisters' }).count()).toBe(0)

    await page.evaluate(() => window.scrollTo(0, 400))
    await page.waitForFunction(() => document.querySelector('header')?.dataset.scrolled === 'true')
    await page.context().close()
  })

  test('home’s first screen shows before any script runs, with its data (decision 044)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${shop.baseUrl}/`)
    expect(await page.locator('h1').innerText()).toBe('Packstroom Test')
    const text = await page.locator('#root').innerText()
    expect(text).toContain('Kies je packs, betaal veilig en kijk live mee op TikTok')
    expect(text).toContain('Live wachtrij')
    expect(text).toContain('Geen bestellingen in de wachtrij')
    expect(text).toContain('Booster Boxen')
    expect(text).not.toContain('laden...')
    await context.close()
  })

  test('a new page opens at the top, and Back returns to where home was left', async () => {
    const page = await openPage('/')
    const tile = page.getByRole('main').getByRole('link', { name: 'Booster Boxen' })
    await tile.waitFor()
    await page.evaluate(() => window.scrollTo(0, 300))
    await page.waitForFunction(() => window.scrollY === 300)
    await tile.click()
    await page.getByRole('heading', { name: 'Booster Boxen', level: 1 }).waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await page.goBack()
    await page.getByRole('heading', { name: 'Collecties' }).waitFor()
    await page.waitForFunction(() => window.scrollY === 300)
    await page.context().close()
  })

  test('the mobile menu is full screen with Collecties as an expandable list', async () => {
    const page = await openPage('/', { width: 390, height: 844 })
    await page.getByRole('button', { name: 'Menu openen' }).click()
    const menu = page.getByRole('dialog')
    await menu.getByRole('button', { name: 'Collecties' }).click()
    await menu.getByRole('link', { name: 'Elite Trainer Box' }).click()
    await page.waitForURL(`${shop.baseUrl}/collections/elite-trainer-box`)
    expect(await menu.isVisible()).toBe(false)
    await page.context().close()
  })
})
