import { mailSiteOf } from '#server/app'
import { writeMissingOrderConfirmations } from '#server/modules/mail-content/mail-content.public'
import type { TestApp } from './test-app'

/**
 * The confirmations' sweep (decision 066), run once as if the clock read `now` (tests turn its timer
 * off with the checkout expiry's): writes the 'Bestelbevestiging' of every payment paid between a day
 * and a minute before `now` that has none. Returns how many it wrote.
 */
export function sweepConfirmations(shop: TestApp, now: Date): Promise<number> {
  return writeMissingOrderConfirmations({ db: shop.database.db, site: mailSiteOf(shop.config), log: shop.app.log }, now)
}
