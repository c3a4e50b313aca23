import type { Browser } from 'playwright-core'

/**
 * Headless Chromium from Debian's package (or CHROMIUM_PATH): the full browser that buyers use, not
 * the headless shell that the browser tests take (decision 035). Loaded only by the benchmarks that
 * need a browser; without Chromium they stop with what to install.
 */
export async function launchBenchBrowser(): Promise<Browser> {
  const { findChromium, launchChromium } = await import('../../e2e/support/chromium')
  if (!findChromium('full')) {
    throw new Error('this benchmark needs Chromium: install it with `sudo apt-get install -y chromium`, or set CHROMIUM_PATH')
  }
  return launchChromium('full')
}
