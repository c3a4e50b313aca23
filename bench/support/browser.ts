import type { Browser } from 'playwright-core'

/**
 * Headless Chromium from Debian's package (or CHROMIUM_PATH), as the browser tests use it. Loaded
 * only by the benchmarks that need a browser; without Chromium they stop with what to install.
 */
export async function launchBenchBrowser(): Promise<Browser> {
  const { findChromium, launchChromium } = await import('../../e2e/support/chromium')
  if (!findChromium()) {
    throw new Error('this benchmark needs Chromium: install it with `sudo apt-get install -y chromium`, or set CHROMIUM_PATH')
  }
  return launchChromium()
}
