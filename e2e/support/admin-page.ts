import type { Browser, Page } from 'playwright-core'
import { E2E_ACCESS_CODE, type ShopServer } from './shop-server'

/** A page of a new browser context that is logged in as the seller, on a wide back-office screen. */
export async function loggedInAdminPage(browser: Browser, shop: ShopServer): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } })
  context.setDefaultTimeout(10_000)
  const login = await context.request.post(`${shop.baseUrl}/api/auth/login`, { data: { accessCode: E2E_ACCESS_CODE } })
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`)
  return context.newPage()
}
