import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

const DEFAULT_PATH = '/usr/bin/chromium'

/** Chromium from CHROMIUM_PATH or Debian's package; undefined when neither is there. */
export function findChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH points at ${configured}, which does not exist`)
    return configured
  }
  return existsSync(DEFAULT_PATH) ? DEFAULT_PATH : undefined
}

export const chromiumPath = findChromium()

if (!chromiumPath && process.env.CI === 'true') {
  throw new Error('Browser tests need Chromium in CI: install it with `apt-get install -y chromium` or set CHROMIUM_PATH.')
}

/** When false, the browser suites skip themselves with this message (never in CI, see above). */
export const skipBrowserReason = chromiumPath
  ? undefined
  : 'Chromium not found: browser tests skipped. Install it with `sudo apt-get install -y chromium` or set CHROMIUM_PATH.'

if (skipBrowserReason) console.warn(skipBrowserReason)

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Chromium 156's headless mode loads the address bar's popup as a web page (some 400 chrome://
      // files, seconds of CPU) for every new context's window: on a two-core machine that is
      // time taken from the page under test.
      '--disable-features=OmniboxPopupWebUIBaseContent',
    ],
  })
}
