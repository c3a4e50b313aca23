import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { logInAsSeller } from './support/admin-page'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import type { ShopServer } from './support/shop-server'

/** What the seller should find on the card: each label with the page its link points at. */
const LINKS = [
  ['Bestelmelding', '/obs/order-notification'],
  ['Wachtrij overlay', '/obs/queue-widget'],
  ['Pack Battle overlay', '/obs/pack-battle-widget'],
  ['Wachtrij pop-out', '/queue-widget'],
  ['Pack Battle pop-out', '/battle-widget'],
] as const

/**
 * The next page the context opens, with a promise that resolves once its socket is subscribed to
 * 'widgets', so a refresh cannot pass it by. Listened for from the page's first moment: a listener
 * added once the page is handed over can miss a socket that a fast page already opened.
 */
function nextPageSubscribedToWidgets(context: BrowserContext): Promise<{ page: Page; subscribed: Promise<void> }> {
  return new Promise((resolvePage) => {
    context.once('page', (page) => {
      const subscribed = new Promise<void>((resolve) => {
        page.on('websocket', (socket) =>
          socket.on('framereceived', ({ payload }) => {
            const message = JSON.parse(String(payload)) as { type?: string; channel?: string }
            if (message.type === 'subscribed' && message.channel === 'widgets') resolve()
          }),
        )
      })
      resolvePage({ page, subscribed })
    })
  })
}

describe.skipIf(skipBrowserReason)("the stream overlays card under 'Instellingen' (decision 041)", () => {
  let shop: ShopServer
  let browser: Browser
  let adminContext: BrowserContext
  let admin: Page

  async function loginAsAdmin(context: BrowserContext): Promise<Page> {
    context.setDefaultTimeout(10_000)
    await logInAsSeller(context, shop)
    const page = await context.newPage()
    await page.goto(`${shop.baseUrl}/admin/setup`)
    await page.getByRole('heading', { name: 'Stream overlays', level: 2 }).waitFor()
    return page
  }

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    adminContext = await browser.newContext({
      viewport: { width: 1400, height: 1000 },
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    admin = await loginAsAdmin(adminContext)
  })

  const linkField = (page: Page, label: string) => page.getByLabel(`Link (${label})`, { exact: true })
  const copyButton = (page: Page, label: string) => page.getByRole('button', { name: `Kopieer link (${label})`, exact: true })
  const popupButton = (label: string) => admin.getByRole('button', { name: `Open als pop-up (${label})`, exact: true })
  const clipboardText = () => admin.evaluate(() => navigator.clipboard.readText())

  test('lists the absolute link of every overlay and pop-out', async () => {
    for (const [label, path] of LINKS) {
      expect(await linkField(admin, label).inputValue(), label).toBe(`${shop.baseUrl}${path}`)
    }
  })

  test('copy puts the exact link on the clipboard, and a toast confirms it', async () => {
    await copyButton(admin, 'Wachtrij overlay').click()
    await admin.getByRole('status').filter({ hasText: 'Link gekopieerd' }).first().waitFor()
    await expect.poll(clipboardText).toBe(`${shop.baseUrl}/obs/queue-widget`)

    await copyButton(admin, 'Pack Battle pop-out').click()
    await expect.poll(clipboardText).toBe(`${shop.baseUrl}/battle-widget`)
  })

  test("'Met geluid' adds ?sound=1 to the order notification's link, and only there", async () => {
    const sound = admin.getByRole('switch', { name: 'Met geluid' })
    await sound.click()
    expect(await sound.getAttribute('aria-checked')).toBe('true')
    const withSound = `${shop.baseUrl}/obs/order-notification?sound=1`
    expect(await linkField(admin, 'Bestelmelding').inputValue()).toBe(withSound)
    expect(await linkField(admin, 'Wachtrij overlay').inputValue()).toBe(`${shop.baseUrl}/obs/queue-widget`)

    await copyButton(admin, 'Bestelmelding').click()
    await expect.poll(clipboardText).toBe(withSound)

    await sound.click()
    expect(await linkField(admin, 'Bestelmelding').inputValue()).toBe(`${shop.baseUrl}/obs/order-notification`)
  })

  test('when the browser refuses the clipboard, the link is selected and the seller is told to press Ctrl+C', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } })
    // A browser that blocks clipboard access rejects the write like this; Chromium allows it here.
    await context.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))
    })
    const page = await loginAsAdmin(context)
    await copyButton(page, 'Pack Battle overlay').click()
    await page.getByRole('status').filter({ hasText: 'Ctrl+C' }).first().waitFor()
    const selection = await linkField(page, 'Pack Battle overlay').evaluate((field: HTMLInputElement) => ({
      focused: document.activeElement === field,
      selected: field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0),
    }))
    expect(selection).toEqual({ focused: true, selected: `${shop.baseUrl}/obs/pack-battle-widget` })
    await context.close()
  })

  test('open as popup opens each pop-out at its own path and window size', async () => {
    for (const [label, path, width, height] of [
      ['Wachtrij pop-out', '/queue-widget', 600, 800],
      ['Pack Battle pop-out', '/battle-widget', 700, 800],
    ] as const) {
      const opened = adminContext.waitForEvent('page')
      await popupButton(label).click()
      const popup = await opened
      await popup.waitForLoadState()
      expect(popup.url()).toBe(`${shop.baseUrl}${path}`)
      expect(await popup.evaluate(() => ({ width: innerWidth, height: innerHeight }))).toEqual({ width, height })
      await popup.close()
    }
  })

  test("'Widgets verversen' on the orders page reloads an open /queue-widget, and a toast confirms it", async () => {
    const opened = nextPageSubscribedToWidgets(adminContext)
    await popupButton('Wachtrij pop-out').click()
    const { page: widget, subscribed } = await opened
    await subscribed
    // A mark on the page's window disappears when the page reloads.
    await widget.evaluate(() => Object.assign(window, { beforeRefresh: true }))
    const reloaded = widget.waitForEvent('load')

    // product.md 2.11: the control is on the orders page, among its tools, where the seller is during a live.
    await admin.goto(`${shop.baseUrl}/admin/orders`)
    await admin.getByRole('toolbar', { name: 'Acties voor bestellingen' }).getByRole('button', { name: 'Widgets verversen' }).click()
    await admin.getByRole('status').filter({ hasText: 'Widgets ververst' }).first().waitFor()
    await reloaded
    expect(await widget.evaluate(() => 'beforeRefresh' in window)).toBe(false)
    expect(new URL(widget.url()).pathname).toBe('/queue-widget')
    await widget.close()
  })
})
