import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { newPhoneContext } from './phone'
import { E2E_ACCESS_CODE, type ShopServer } from './shop-server'

/** The back office's pages with their headings, in the admin menu's order (decision 041). */
export const ADMIN_MENU_PAGES = [
  ['/admin/live', 'Live'],
  ['/admin/inventory', 'Voorraad beheer'],
  ['/admin/orders', 'Bestellingen'],
  ['/admin/refunds', 'Terugbetalingen'],
  ['/admin/withdrawals', 'Herroepingen'],
  ['/admin/pack-battles', 'Pack Battles'],
  ['/admin/shipments', 'Verzendingen'],
  ['/admin/emails', 'E-mails'],
  ['/admin/live-sessions', 'Live sessies'],
  ['/admin/setup', 'Instellingen'],
] as const

/** A page of a new browser context that is logged in as the seller, on a wide back-office screen. */
export async function loggedInAdminPage(browser: Browser, shop: ShopServer): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } })
  context.setDefaultTimeout(10_000)
  await logInAsSeller(context, shop)
  return context.newPage()
}

/** Logs a browser context in as the seller: the session comes from the API, as the login dialog gets it. */
export async function logInAsSeller(context: BrowserContext, shop: ShopServer): Promise<void> {
  const login = await context.request.post(`${shop.baseUrl}/api/auth/login`, { data: { accessCode: E2E_ACCESS_CODE } })
  expect(login.ok(), `admin login: ${login.status()}`).toBe(true)
}

/** A phone (newPhoneContext) logged in as the seller, as the login dialog leaves it. */
export async function loggedInPhoneContext(browser: Browser, shop: ShopServer): Promise<BrowserContext> {
  const context = await newPhoneContext(browser)
  await logInAsSeller(context, shop)
  return context
}

/**
 * Opens a page of the admin menu as the seller does, without loading the app again: on a phone through
 * the bottom bar or its 'Meer' sheet, on a wider screen through 'Beheermenu'. The page must show the
 * back office already.
 */
export async function openFromAdminMenu(page: Page, shop: ShopServer, [path, title]: (typeof ADMIN_MENU_PAGES)[number]): Promise<void> {
  const narrow = (page.viewportSize()?.width ?? 0) < 600
  if (narrow) {
    const bar = page.getByRole('navigation', { name: 'Beheer' })
    // The bar's 'Live' may carry more in its name (the stream's state); 'Live sessies' is under 'Meer'.
    const inBar = bar.getByRole('link', { name: title })
    await bar.getByRole('button', { name: 'Meer' }).waitFor()
    if ((await inBar.count()) > 0) await inBar.tap()
    else {
      await bar.getByRole('button', { name: 'Meer' }).tap()
      await page.getByRole('dialog', { name: 'Meer' }).getByRole('link', { name: title, exact: true }).tap()
    }
  } else {
    await page.getByRole('button', { name: 'Beheermenu' }).click()
    await page.getByRole('menu').getByRole('menuitem', { name: title, exact: true }).click()
  }
  await page.waitForURL(`${shop.baseUrl}${path}`)
  await page.getByRole('heading', { name: title, level: 1 }).waitFor()
}
