import type { Page, Request } from 'playwright-core'

/** How long the page may keep asking before quiet() gives up. */
const QUIET_TIMEOUT_MS = 15_000

export type QuietNetwork = {
  /**
   * Resolves once none of the page's requests is in flight (its data, a picture, a route's code) and
   * none has started over two rounds of two animation frames: the page has drawn what its answers
   * brought, and asked for nothing after them.
   */
  quiet(): Promise<void>
}

/**
 * Follows a page's requests from now on, for a test that must measure a page only once it holds all
 * it asks for. In place of Playwright's 'networkidle', which waits a fixed 500 ms after the last
 * request on every page; here the page's own frames are the clock. Call before the page navigates.
 */
export function followRequests(page: Page): QuietNetwork {
  const inFlight = new Set<Request>()
  let started = 0
  page.on('request', (request) => {
    inFlight.add(request)
    started += 1
  })
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => inFlight.delete(request))

  const twoFrames = () =>
    page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))

  return {
    async quiet() {
      const deadline = Date.now() + QUIET_TIMEOUT_MS
      let quietRounds = 0
      while (quietRounds < 2) {
        if (Date.now() > deadline) {
          throw new Error(`the page still asks after ${QUIET_TIMEOUT_MS} ms: ${[...inFlight].map((request) => request.url()).join(', ')}`)
        }
        const before = started
        await twoFrames()
        quietRounds = inFlight.size === 0 && started === before ? quietRounds + 1 : 0
      }
    },
  }
}
