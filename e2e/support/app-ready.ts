import type { Page } from 'playwright-core'
import { SERVER_MARKUP_ATTRIBUTE } from '#shared/contracts/page-render'

/**
 * Waits until the app has rendered in the place of the server's markup (decision 044), whose controls
 * other than its text fields are inert until then (decision 059): a page's text is there before any
 * script runs, its buttons and live updates only now.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction((attribute) => document.querySelector(`#root > [${attribute}]`) === null, SERVER_MARKUP_ATTRIBUTE)
}
