import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { settleDemoPayment } from '#server/testing/factories'
import { createBattle } from './support/battles'
import { checkout } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { nextSocketSubscribed } from './support/realtime-socket'
import { sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'
import { transparencyOf } from './support/transparency'

/** The demo catalogue's first product (stock 40). */
const NACHTVLAM = 1

describe.skipIf(skipBrowserReason)('the OBS overlays', () => {
  let shop: ShopServer
  let browser: Browser
  let adminApi: APIRequestContext
  let buyerApi: APIRequestContext

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    adminApi = await sellerApi(browser, shop)
    buyerApi = (await browser.newContext()).request
  })

  /** An overlay as OBS opens it: a 600 × 800 browser source. */
  async function openOverlay(path: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 600, height: 800 } })
    context.setDefaultTimeout(10_000)
    // The overlay's timers run as they would, until a test moves the clock on.
    await context.clock.install()
    const page = await context.newPage()
    await page.goto(`${shop.baseUrl}${path}`)
    return page
  }

  /** Records, in the page, every alert that comes on screen (its order id), in order. */
  async function recordAlerts(page: Page): Promise<() => Promise<number[]>> {
    await page.locator('[aria-label="Bestelmeldingen"]').waitFor({ state: 'attached' })
    await page.evaluate(() => {
      const shown: number[] = []
      Object.assign(window, { shownAlerts: shown })
      new MutationObserver((changes) => {
        for (const change of changes) {
          for (const node of change.addedNodes) {
            if (node instanceof HTMLElement && node.dataset.orderAlert !== undefined) shown.push(Number(node.dataset.orderId))
          }
        }
      }).observe(document.body, { childList: true, subtree: true })
    })
    return () => page.evaluate(() => (window as unknown as { shownAlerts: number[] }).shownAlerts)
  }

  async function buy(tiktokUsername: string): Promise<string> {
    return checkout(buyerApi, shop.baseUrl, { tiktokUsername, productId: NACHTVLAM })
  }

  /** The order ids of the payments, in the order the server recorded them as paid. */
  async function paidOrderIds(): Promise<number[]> {
    const answer = await buyerApi.get(`${shop.baseUrl}/api/queue/paid`)
    return ((await answer.json()) as { orders: { id: number }[] }).orders.map((order) => order.id)
  }

  test('a demo payment marked Betaald shows its alert: who bought what, how many', async () => {
    const overlay = await openOverlay('/obs/order-notification')
    await recordAlerts(overlay)
    const buyer = await (await browser.newContext()).newPage()
    const paymentId = await checkout(buyer.request, shop.baseUrl, { tiktokUsername: '@Sanne_Opent', productId: NACHTVLAM, quantity: 3 })
    await buyer.goto(`${shop.baseUrl}/payment/demo/${paymentId}`)
    await buyer.getByRole('button', { name: 'Betaald', exact: true }).click()

    const alert = overlay.locator('[data-order-alert]')
    await alert.waitFor()
    expect(await alert.textContent()).toMatch(/^Nieuwe bestelling!\s*sanne_opent\s*3× Booster Pack – Nachtvlam$/)
    await overlay.context().close()
    await buyer.context().close()
  })

  test("the admin's test notification shows up like a real order", async () => {
    const overlay = await openOverlay('/obs/order-notification?duration=1')
    await recordAlerts(overlay)
    const created = await adminApi.post(`${shop.baseUrl}/api/orders`, {
      data: { productId: 2, quantity: 1, tiktokUsername: 'test_user', status: 'pending' },
    })
    expect(created.status()).toBe(201)
    await overlay.locator('[data-order-alert]', { hasText: 'test_user' }).waitFor()
    await overlay.context().close()
  })

  test('two orders paid together show both, in the order they were paid, each once', async () => {
    const overlay = await openOverlay('/obs/order-notification?duration=1')
    const shownAlerts = await recordAlerts(overlay)
    const before = new Set(await paidOrderIds())
    const payments = await Promise.all([buy('eerste'), buy('tweede')])
    await Promise.all(payments.map((id) => settleDemoPayment(shop.app, id)))
    const expected = (await paidOrderIds()).filter((id) => !before.has(id))
    expect(expected).toHaveLength(2)

    await expect.poll(shownAlerts, { timeout: 10_000 }).toEqual(expected)
    // Both have come and gone; nothing comes back.
    await overlay.locator('[data-order-alert]').waitFor({ state: 'detached' })
    await overlay.clock.runFor(2_500)
    expect(await shownAlerts()).toEqual(expected)
    await overlay.context().close()
  })

  test('after a server restart the open overlay reconnects by itself and shows the next order', async () => {
    const overlay = await openOverlay('/obs/order-notification?duration=1')
    const shownAlerts = await recordAlerts(overlay)
    const resubscribed = nextSocketSubscribed(overlay)
    await shop.restart()
    // The overlay is not touched: it reconnects one second after the close, then hears of the next
    // payment live.
    await resubscribed
    await settleDemoPayment(shop.app, await buy('na_herstart'))
    await overlay.locator('[data-order-alert]', { hasText: 'na_herstart' }).waitFor()
    expect(await shownAlerts()).toHaveLength(1)
    await overlay.context().close()
  })

  test('an order paid while the overlay was cut off is shown once it is back', async () => {
    const overlay = await openOverlay('/obs/order-notification?duration=1')
    const shownAlerts = await recordAlerts(overlay)
    const paymentId = await buy('tijdens_storing')
    await shop.stop()
    // Paid while the overlay has no connection: no realtime event can reach it.
    const { applyPaymentStatus } = await import('#server/modules/sales/payment-status.service')
    await applyPaymentStatus(shop.database.db, async () => {}, shop.app.salesHooks, paymentId, 'paid')
    await shop.start()
    await overlay.locator('[data-order-alert]', { hasText: 'tijdens_storing' }).waitFor({ timeout: 15_000 })
    await overlay.locator('[data-order-alert]').waitFor({ state: 'detached' })
    expect(await shownAlerts()).toHaveLength(1)
    await overlay.context().close()
  })

  test("the admin's refresh widgets reloads an open overlay, which does not repeat its alerts", async () => {
    const overlay = await openOverlay('/obs/order-notification?duration=1')
    await recordAlerts(overlay)
    await settleDemoPayment(shop.app, await buy('voor_verversen'))
    await overlay.locator('[data-order-alert]', { hasText: 'voor_verversen' }).waitFor()
    await overlay.locator('[data-order-alert]').waitFor({ state: 'detached' })

    const reloaded = overlay.waitForEvent('load')
    const refresh = await adminApi.get(`${shop.baseUrl}/api/admin/refresh-widgets`)
    expect(refresh.status()).toBe(204)
    await reloaded
    const shownAlerts = await recordAlerts(overlay)
    await settleDemoPayment(shop.app, await buy('na_verversen'))
    await overlay.locator('[data-order-alert]', { hasText: 'na_verversen' }).waitFor()
    expect(await shownAlerts()).toHaveLength(1)
    await overlay.context().close()
  })

  test('with ?sound=1 each alert chimes; without it the overlay stays silent', async () => {
    const chimesIn = async (path: string, tiktokUsername: string) => {
      const context = await browser.newContext({ viewport: { width: 600, height: 800 } })
      // Counts the tones the page starts through the Web Audio API.
      await context.addInitScript(() => {
        const tones = { started: 0 }
        Object.assign(window, { tones })
        const start = OscillatorNode.prototype.start
        OscillatorNode.prototype.start = function (...args: Parameters<OscillatorNode['start']>) {
          tones.started++
          return start.apply(this, args)
        }
      })
      const page = await context.newPage()
      await page.goto(`${shop.baseUrl}${path}`)
      await recordAlerts(page)
      await settleDemoPayment(shop.app, await buy(tiktokUsername))
      await page.locator('[data-order-alert]', { hasText: tiktokUsername }).waitFor()
      const started = await page.evaluate(() => (window as unknown as { tones: { started: number } }).tones.started)
      await context.close()
      return started
    }
    expect(await chimesIn('/obs/order-notification?sound=1&duration=1', 'met_geluid')).toBeGreaterThan(0)
    expect(await chimesIn('/obs/order-notification?duration=1', 'zonder_geluid')).toBe(0)
  })

  describe('each overlay is transparent outside its content', () => {
    test('/obs/order-notification with an alert on screen', async () => {
      const overlay = await openOverlay('/obs/order-notification?duration=10')
      await recordAlerts(overlay)
      await settleDemoPayment(shop.app, await buy('transparant'))
      const alert = overlay.locator('[data-order-alert][data-state="showing"]')
      await alert.waitFor()
      // The entrance animation has ended.
      await alert.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)))
      const pixels = await transparencyOf(overlay, '[data-order-alert]')
      expect(pixels).toMatchObject({ boxes: 1, visibleOutside: 0, width: 600, height: 800 })
      expect(pixels.opaqueInside).toBeGreaterThan(10_000)
      await overlay.context().close()
    })

    test('/obs/queue-widget, following the queue live, at most ten buyers', async () => {
      // An empty queue first (Reset Data), so exactly these buyers are in it.
      expect((await adminApi.post(`${shop.baseUrl}/api/reset`)).status()).toBe(204)
      const overlay = await openOverlay('/obs/queue-widget')
      await overlay.getByText('Geen bestellingen in de wachtrij').waitFor()
      const queue = overlay.getByRole('list', { name: 'Wachtrij per koper' })
      for (let i = 1; i <= 11; i++) {
        const created = await adminApi.post(`${shop.baseUrl}/api/orders`, {
          data: { productId: 3, quantity: 1, tiktokUsername: `kijker${String(i).padStart(2, '0')}`, status: 'pending' },
        })
        expect(created.status()).toBe(201)
      }
      await queue.getByText('kijker10').waitFor()
      expect(await queue.locator(':scope > li').count()).toBe(10)
      expect(await overlay.getByText('kijker11').count()).toBe(0)
      await overlay.getByText('+ 1 more').waitFor()
      expect(await queue.locator(':scope > li').first().innerText()).toContain('Nu aan de beurt')
      const pixels = await transparencyOf(overlay, '.overlay-panel')
      expect(pixels).toMatchObject({ boxes: 1, visibleOutside: 0 })
      expect(pixels.opaqueInside).toBeGreaterThan(10_000)
      await overlay.context().close()
    })

    test('/obs/pack-battle-widget, following the battle live', async () => {
      const overlay = await openOverlay('/obs/pack-battle-widget')
      await overlay.getByText('Er is momenteel geen actieve Pack Battle').waitFor({ state: 'attached' })
      expect((await transparencyOf(overlay, '.overlay-panel')).visibleOutside).toBe(0)

      const battleId = await createBattle(adminApi, shop, {
        title: 'Zaterdagavond Battle',
        description: 'Tien plekken, één winnaar.',
        productName: 'Booster Box – Stormkust',
        maxSpots: 6,
      })
      await overlay.getByRole('heading', { name: 'Zaterdagavond Battle' }).waitFor()
      const joined = await adminApi.post(`${shop.baseUrl}/api/pack-battles/${battleId}/participants`, {
        data: { name: 'Kaartenkoning', spotNumber: 2, isPaid: true },
      })
      expect(joined.status()).toBe(201)
      await overlay.getByText('kaartenkoning').waitFor()
      await overlay.getByText('1 / 6 plekken bezet').waitFor()
      const pixels = await transparencyOf(overlay, '.overlay-panel')
      expect(pixels).toMatchObject({ boxes: 1, visibleOutside: 0 })
      expect(pixels.opaqueInside).toBeGreaterThan(10_000)
      await overlay.context().close()
    })
  })
})
