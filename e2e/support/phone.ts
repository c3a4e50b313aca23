import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { expect, onTestFailed } from 'vitest'

/** An iPhone-sized touch screen: 390 × 844 CSS pixels. */
export const PHONE = { width: 390, height: 844 } as const

/** A browser context that behaves like a phone: touch, mobile viewport meta, a dense screen. */
export async function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
    locale: 'nl-NL',
  })
  context.setDefaultTimeout(10_000)
  return context
}

/**
 * A page on a phone of its own (newPhoneContext); `page.context()` is the phone, to close or to open
 * more tabs in. `clock: true` installs the phone's clock first: the page's timers run as they would
 * until the test moves the clock on.
 */
export async function newPhonePage(browser: Browser, options: { clock?: boolean } = {}): Promise<Page> {
  const context = await newPhoneContext(browser)
  if (options.clock) await context.clock.install()
  return context.newPage()
}

/**
 * The page scrolls up and down only: it is no wider than the screen, and nothing reaches past the
 * screen's right edge (an overlay page clips what sticks out rather than scroll, so the width alone
 * would miss it). What lies inside a box that scrolls or clips on its own, such as a wide table in
 * an overflow-x-auto container, counts through that box. Compared with the screen's width rather
 * than innerWidth: a mobile browser zooms out to fit a page that is too wide, and innerWidth grows.
 */
export async function expectNoSidewaysScroll(page: Page, where: string, width: number = PHONE.width): Promise<void> {
  const { scrollWidth, innerWidth, sticksOut } = await page.evaluate((screenWidth) => {
    const insideClippingBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true
      }
      return false
    }
    const sticksOut = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > screenWidth + 0.5 && !insideClippingBox(element))
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${element.textContent?.slice(0, 40)}`)
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, sticksOut }
  }, width)
  expect(scrollWidth, `${where}: the page is ${scrollWidth} px wide on a ${width} px screen`).toBeLessThanOrEqual(width)
  expect(sticksOut, `${where}: reaches past the screen's right edge`).toEqual([])
  expect(innerWidth, `${where}: the browser zoomed out to ${innerWidth} px`).toBe(width)
}

/**
 * A dialog, drawer or card lies within the screen's width, and nothing in it scrolls sideways (a
 * drawer scrolls up and down on its own, so the page's width alone would not show that).
 */
export async function expectWithinScreen(locator: Locator, where: string, width: number = PHONE.width): Promise<void> {
  const box = await locator.boundingBox()
  expect(box, `${where}: not on screen`).not.toBeNull()
  if (!box) return
  expect(box.x, `${where}: starts left of the screen`).toBeGreaterThanOrEqual(0)
  const right = box.x + box.width
  expect(right, `${where}: ends ${right - width} px right of the screen`).toBeLessThanOrEqual(width)
  const scrollsSideways = await locator.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`),
  )
  expect(scrollsSideways, `${where}: scrolls sideways inside`).toEqual([])
}

/** Where failure screenshots go: test-results/ of the repository, which git ignores. */
const ARTEFACTS_DIR = join(import.meta.dirname, '..', '..', 'test-results')

/**
 * Call inside a test: when it fails, a full-page screenshot of each page that is still open is kept
 * under test-results/, and its path printed.
 */
export function screenshotOnFailure(pages: () => Array<Page | undefined>): void {
  onTestFailed(async ({ task }) => {
    await mkdir(ARTEFACTS_DIR, { recursive: true })
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 80)
    let index = 0
    for (const page of pages()) {
      if (!page || page.isClosed()) continue
      index += 1
      const path = join(ARTEFACTS_DIR, `${name}-${Date.now()}-${index}.png`)
      try {
        await page.screenshot({ path, fullPage: true, timeout: 15_000 })
        console.error(`Screenshot of the failed test '${task.name}' (${page.url()}): ${path}`)
      } catch (error) {
        console.error(`No screenshot of ${page.url()}:`, error)
      }
    }
  })
}
