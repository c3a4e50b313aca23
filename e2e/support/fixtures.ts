import type { Browser } from 'playwright-core'
import { test } from 'vitest'
import { launchChromium } from './chromium'
import { startShop, type ShopServer } from './shop-server'

/**
 * The browser journeys' test API (decision 034), vitest's `test` with fixtures that a file's
 * `browserTest.beforeAll` (or a test) asks for by name:
 * - `browser`: the worker's headless Chromium (`chromium`, launched once and shared by the files the
 *   worker runs); the contexts a file opens in it are closed when the file ends, so no cookie or
 *   storage passes from one file to the next.
 * - `shop`: the whole shop of the file's own, on a copy of the database global-setup.ts prepared
 *   (demo products, the e2e access code), closed after the file's last test. A file that needs
 *   other settings (an SMTP server of its own) calls startShop itself.
 */
export const browserTest = test
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
  .extend('chromium', { scope: 'worker' }, async ({}, { onCleanup }): Promise<Browser> => {
    const chromium = await launchChromium()
    onCleanup(() => chromium.close())
    return chromium
  })
  .extend('browser', { scope: 'file' }, ({ chromium }, { onCleanup }): Browser => {
    // A worker runs its files one after another: every context open at a file's end is that file's.
    onCleanup(async () => {
      for (const context of chromium.contexts()) await context.close()
    })
    return chromium
  })
  // eslint-disable-next-line no-empty-pattern -- as above
  .extend('shop', { scope: 'file' }, async ({}, { onCleanup }): Promise<ShopServer> => {
    const shop = await startShop()
    onCleanup(() => shop.close())
    return shop
  })
