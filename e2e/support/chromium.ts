import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

/**
 * Debian's two builds of Chromium 156, from the same sources (decision 035):
 * - `chromium-headless-shell` runs Blink and V8 without the browser's own window. The browser tests
 *   take it when it is installed: headless `chromium` loads its address bar's popup (a chrome://
 *   page of its own, about a second of CPU) for every browser context a test opens.
 * - `chromium` is the browser buyers use; the benchmarks measure in it, and the tests fall back on it.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const FULL_CHROMIUM = '/usr/bin/chromium'

export type ChromiumBuild = 'headless-shell' | 'full'

/** Chromium from CHROMIUM_PATH or Debian's packages; undefined when none is there. */
export function findChromium(build: ChromiumBuild = 'headless-shell'): string | undefined {
  const configured = process.env.CHROMIUM_PATH
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH points at ${configured}, which does not exist`)
    return configured
  }
  const candidates = build === 'headless-shell' ? [HEADLESS_SHELL, FULL_CHROMIUM] : [FULL_CHROMIUM]
  return candidates.find((path) => existsSync(path))
}

export const chromiumPath = findChromium()

if (!chromiumPath && process.env.CI === 'true') {
  throw new Error(
    'Browser tests need Chromium in CI: install it with `apt-get install -y chromium chromium-headless-shell` or set CHROMIUM_PATH.',
  )
}

/** When false, the browser suites skip themselves with this message (never in CI, see above). */
export const skipBrowserReason = chromiumPath
  ? undefined
  : 'Chromium not found: browser tests skipped. Install it with `sudo apt-get install -y chromium-headless-shell` or set CHROMIUM_PATH.'

if (skipBrowserReason) console.warn(skipBrowserReason)

export function launchChromium(build: ChromiumBuild = 'headless-shell'): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(build),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Full Chromium 156's headless mode loads the address bar's popup as a web page (some 400
      // chrome:// files, seconds of CPU) for every new context's window: on a two-core machine that
      // is time taken from the page under test. (The headless shell has no address bar.)
      '--disable-features=OmniboxPopupWebUIBaseContent',
    ],
  })
}
