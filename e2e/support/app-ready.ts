import type { Page } from 'playwright-core'

/**
 * Waits until the app has rendered in the place of the server's markup, which is inert until then
 * (decision 044): a page's text is there before any script runs, its buttons and live updates only now.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#root > [inert]') === null)
}
