import type { Browser, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { followRequests } from './support/quiet-network'
import { nextSocketSubscribed } from './support/realtime-socket'
import type { ShopServer } from './support/shop-server'

/**
 * Browser-side defences (docs/reliability.md): the Content-Security-Policy must not break the OBS browser sources. Only a browser can
 * tell whether a policy blocks a script, a style or a socket the overlay needs, so each overlay is
 * opened as OBS opens it and every CSP violation and console error is collected.
 */
const OVERLAYS = ['/obs/order-notification', '/obs/queue-widget', '/obs/pack-battle-widget', '/obs/leaderboard']

type Watched = { page: Page; problems: string[] }

describe.skipIf(skipBrowserReason)('the overlays under the Content-Security-Policy', () => {
  let shop: ShopServer
  let browser: Browser

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
  })

  /** Opens a page as an OBS browser source and records what the browser refused or complained about. */
  async function watch(path: string): Promise<Watched> {
    const context = await browser.newContext({ viewport: { width: 600, height: 800 } })
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    const problems: string[] = []
    let toldOfProblem = () => {}
    const refused = new Promise<void>((resolve) => (toldOfProblem = resolve))
    const record = (problem: string) => {
      problems.push(problem)
      toldOfProblem()
    }
    page.on('console', (message) => {
      if (message.type() === 'error') record(`console error: ${message.text()}`)
    })
    page.on('pageerror', (error) => record(`page error: ${error.message}`))
    await page.exposeFunction('reportCspViolation', record)
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
        void report(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`)
      })
    })
    const network = followRequests(page)
    const subscribed = nextSocketSubscribed(page)
    const response = await page.goto(`${shop.baseUrl}${path}`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-security-policy']).toContain("object-src 'none'")
    // The overlay rendered: React mounted something into the page.
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0)
    // Its late work is done, or was refused: the realtime socket has subscribed (the policy let it
    // connect) and the page asks for nothing more (its lazy chunks are in).
    await Promise.race([subscribed, refused])
    await network.quiet()
    return { page, problems }
  }

  for (const path of OVERLAYS) {
    test(`${path} loads with no CSP violation and no console error`, async () => {
      const { page, problems } = await watch(path)
      expect(problems).toEqual([])
      await page.context().close()
    })
  }

  test('the policy is enforced: an injected inline script does not run and is reported', async () => {
    const { page, problems } = await watch('/obs/leaderboard')
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.injectedScriptRan = true'
      document.body.append(script)
      await new Promise((resolve) => setTimeout(resolve, 200))
      return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => problems.some((text) => text.startsWith('CSP violation: script-src'))).toBe(true)
    await page.context().close()
  })
})
