import type { Page } from 'playwright-core'
import { appReady } from './app-ready'
import type { ShopServer } from './shop-server'

/** The demo pack most journeys put in the cart (src/server/db/seed.ts). */
export const NACHTVLAM_PACK = 'Booster Pack – Nachtvlam'

/**
 * The buyer opens a collection page and taps 'In winkelwagen' on a product's card; the product enters
 * the cart a moment after the tap, and the toast says so.
 */
export async function addToCartOnCollection(
  page: Page,
  shop: ShopServer,
  productName: string = NACHTVLAM_PACK,
  collection = 'booster-packs',
): Promise<void> {
  await page.goto(`${shop.baseUrl}/collections/${collection}`)
  await appReady(page)
  await page.getByRole('article', { name: productName }).getByRole('button', { name: 'In winkelwagen' }).tap()
  await page.getByRole('status').filter({ hasText: 'Toegevoegd aan winkelwagen' }).first().waitFor()
}
