import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { settleDemoPayment } from '#server/testing/factories'
import { checkout } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { loggedInPhoneContext } from './support/admin-page'
import { browserTest } from './support/fixtures'
import { PHONE, screenshotOnFailure } from './support/phone'
import { completeQueuedOrders, sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'

/** The demo catalogue's first product: Booster Pack – Nachtvlam. */
const BOOSTER = 1

type Order = { id: number; tiktokUsername: string; status: string }

/**
 * Decision 057 on a 390 × 844 phone: the back office says what is so. The cancelled tab tells the
 * seller's cancellations apart from payments that never went through, the shipping desk says when
 * the 45 days start as the code counts them, a link card says whether its link is on, 'Stop Stream'
 * asks first, and 'Reset Data' stands where no thumb lands by accident.
 */
describe.skipIf(skipBrowserReason)('the back office says what is so, at 390 × 844 (decision 057)', () => {
  let shop: ShopServer
  let browser: Browser
  let seller: APIRequestContext
  let page: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    seller = await sellerApi(browser, shop)
    const buyer = (await browser.newContext()).request
    const buy = async (tiktokUsername: string) => checkout(buyer, shop.baseUrl, { tiktokUsername, productId: BOOSTER })
    // Two checkouts whose payment never went through, and one paid order the seller cancels.
    await settleDemoPayment(shop.app, await buy('faal_fenna'), 'failed')
    await settleDemoPayment(shop.app, await buy('verloop_victor'), 'expired')
    await settleDemoPayment(shop.app, await buy('annuleer_anna'))
    // Two live orders held for shipping: one opened on stream, one still in the queue.
    await settleDemoPayment(shop.app, await buy('geopend_gijs'))
    await completeQueuedOrders(seller, shop, 'geopend_gijs')
    await settleDemoPayment(shop.app, await buy('wacht_wim'))
    const orders = (await (await seller.get(`${shop.baseUrl}/api/orders`)).json()) as Order[]
    const anna = orders.find((order) => order.tiktokUsername === 'annuleer_anna')
    const cancelled = await seller.post(`${shop.baseUrl}/api/orders/${anna?.id ?? 0}/cancel`)
    expect(cancelled.ok(), await cancelled.text()).toBe(true)
  })

  async function phoneAdminPage(): Promise<Page> {
    const context = await loggedInPhoneContext(browser, shop)
    return context.newPage()
  }

  const isLive = async () => ((await (await seller.get(`${shop.baseUrl}/api/live-status`)).json()) as { isLive: boolean }).isLive
  const setLive = async (live: boolean) => {
    const answer = await seller.post(`${shop.baseUrl}/api/live-status`, { data: { isLive: live } })
    expect(answer.ok()).toBe(true)
  }

  test("'Geannuleerde Orders' counts both, as product.md 4 says, and shows the shop's cancellations apart from failed payments", async () => {
    screenshotOnFailure(() => [page])
    page = await phoneAdminPage()
    await page.goto(`${shop.baseUrl}/admin/orders`)
    const tab = page.getByRole('tab', { name: /^Geannuleerde Orders/ })
    await expect.poll(() => tab.innerText()).toMatch(/Geannuleerde Orders\s*3$/)
    await tab.tap()
    const panel = page.getByRole('tabpanel', { name: /^Geannuleerde Orders/ })
    const byShop = panel.getByRole('region', { name: 'Geannuleerd door de winkel' })
    const failed = panel.getByRole('region', { name: 'Betaling niet voltooid' })
    await byShop.waitFor()
    expect(await byShop.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('annuleer_anna')])
    const failedItems = await failed.getByRole('listitem').allInnerTexts()
    expect(failedItems).toHaveLength(2)
    expect(failedItems.join('\n')).toContain('faal_fenna')
    expect(failedItems.join('\n')).toContain('verloop_victor')
    expect(failedItems.join('\n')).not.toContain('annuleer_anna')
    // Neither a payment that never went through nor a cancelled order earned points: none are shown.
    expect([...failedItems, ...(await byShop.getByRole('listitem').allInnerTexts())].join('\n')).not.toMatch(/\bpunt(en)?\b/)
    // Each part says what it holds and how many, in words a screen reader reads too.
    await expect.poll(() => byShop.innerText()).toContain('1 bestelling die jij hebt geannuleerd')
    await expect.poll(() => failed.innerText()).toContain('2 bestellingen waarvan de betaling mislukte, werd afgebroken of verliep.')
    await page.context().close()
  })

  test('the shipping desk says the 45 days run from the payment, or from the opening when the pack was opened later', async () => {
    screenshotOnFailure(() => [page])
    page = await phoneAdminPage()
    await page.goto(`${shop.baseUrl}/admin/shipments`)
    const held = page.getByRole('region', { name: 'Bewaard', exact: true })
    await held.getByText('wacht_wim').waitFor()
    expect(await held.innerText()).toContain(
      'We bewaren de kaarten van live bestellingen 45 dagen na de betaling, of na het openen als de pack later open ging.',
    )
    expect(await held.innerText()).not.toContain('bewaard tot 45 dagen na betaling')
    const waiting = held.getByRole('listitem').filter({ hasText: 'wacht_wim' })
    expect(await waiting.innerText()).toContain('Bewaard tot 45 dagen na het openen')
    const opened = held.getByRole('listitem').filter({ hasText: 'geopend_gijs' })
    expect(await opened.innerText()).toMatch(/Bewaard tot \d+ \w+ \d{4}/)
    await page.context().close()
  })

  test("a link card says 'Aan, maar nog geen link ingevuld' while switched on without a link, and 'Aan' once its link is saved", async () => {
    screenshotOnFailure(() => [page])
    page = await phoneAdminPage()
    await page.goto(`${shop.baseUrl}/admin/inventory`)
    for (const title of ['Tikkie betaallink', 'WhatsApp community']) {
      const card = page.getByRole('region', { name: title })
      await card.getByRole('switch', { name: 'Actief' }).waitFor()
      expect(await card.getByRole('switch', { name: 'Actief' }).isChecked()).toBe(true)
      await expect.poll(() => card.getByRole('status', { name: 'Status' }).innerText()).toBe('Aan, maar nog geen link ingevuld')
      expect(await card.innerText()).not.toContain('Niet ingesteld')
    }
    const tikkie = page.getByRole('region', { name: 'Tikkie betaallink' })
    // Switched off before a link is saved: it says so.
    await tikkie.getByRole('switch', { name: 'Actief' }).tap()
    await expect.poll(() => tikkie.getByRole('status', { name: 'Status' }).innerText()).toBe('Uit, nog geen link ingevuld')
    await tikkie.getByRole('switch', { name: 'Actief' }).tap()
    await tikkie.getByRole('textbox', { name: 'URL' }).fill('https://tikkie.me/pay/packstroom/abc')
    await tikkie.getByRole('button', { name: 'Opslaan' }).tap()
    await expect.poll(() => tikkie.getByRole('status', { name: 'Status' }).innerText()).toBe('Aan: staat op de homepage')
    await tikkie.getByRole('switch', { name: 'Actief' }).tap()
    await tikkie.getByRole('button', { name: 'Opslaan' }).tap()
    await expect.poll(() => tikkie.getByRole('status', { name: 'Status' }).innerText()).toBe('Uit: niet op de homepage')
    await page.context().close()
  })

  test("'Stop Stream' asks first, by touch and by keyboard; 'Live blijven' keeps the stream live", async () => {
    screenshotOnFailure(() => [page])
    await setLive(true)
    page = await phoneAdminPage()
    await page.goto(`${shop.baseUrl}/admin/live`)
    const stop = page.getByRole('button', { name: 'Stop Stream' })
    await stop.tap()
    const dialog = page.getByRole('alertdialog', { name: 'Stream stoppen?' })
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain('Kopers zien dan meteen op de site dat je offline bent.')
    // Focus starts on the button that keeps the stream going.
    await expect.poll(() => page?.evaluate(() => document.activeElement?.textContent)).toBe('Live blijven')
    await dialog.getByRole('button', { name: 'Live blijven' }).tap()
    await dialog.waitFor({ state: 'detached' })
    expect(await isLive()).toBe(true)
    // The keyboard: Enter opens it, Escape closes it and focus is back on 'Stop Stream'.
    await stop.focus()
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => stop.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(await isLive()).toBe(true)
    // The dashboard's card asks the same; confirming stops the stream.
    await page.goto(`${shop.baseUrl}/admin/inventory`)
    await page.getByRole('region', { name: 'Live stream' }).getByRole('button', { name: 'Stop Stream' }).tap()
    await dialog.getByRole('button', { name: 'Stream stoppen' }).tap()
    await page.getByText('Stream beëindigd').first().waitFor()
    expect(await isLive()).toBe(false)
    // Starting is not asked.
    await page.getByRole('region', { name: 'Live stream' }).getByRole('button', { name: 'Start Stream' }).tap()
    await expect.poll(isLive).toBe(true)
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    await setLive(false)
    await page.context().close()
  })

  test("'Reset Data' stands at the top of the phone's screen, far from the bottom bar, and asks first what it deletes", async () => {
    screenshotOnFailure(() => [page])
    page = await phoneAdminPage()
    await page.goto(`${shop.baseUrl}/admin/inventory`)
    const reset = page.getByRole('button', { name: 'Reset Data' })
    await reset.waitFor()
    const box = await reset.boundingBox()
    const bar = await page.getByRole('navigation', { name: 'Beheer' }).boundingBox()
    expect(box).not.toBeNull()
    expect(bar).not.toBeNull()
    if (!box || !bar) return
    // Beside the page's title, above the live stream card (a notice of held e-mails may stand above
    // the title): in the upper part of the screen, which a thumb holding the phone reaches last.
    const live = await page.getByRole('region', { name: 'Live stream' }).boundingBox()
    expect(box.y + box.height, 'Reset Data ends above the live stream card').toBeLessThanOrEqual(live?.y ?? 0)
    expect(box.y + box.height, 'Reset Data ends in the upper part of the screen').toBeLessThanOrEqual(PHONE.height * 0.45)
    expect(bar.y - (box.y + box.height), 'far above the bottom bar').toBeGreaterThan(PHONE.height / 2)
    // Not beside the panels the seller opens during a live.
    for (const name of ['Categorieën', 'Product toevoegen']) {
      const other = await page.getByRole('button', { name }).boundingBox()
      expect(other ? Math.abs(other.y - box.y) : 0, `Reset Data is not in the row of ${name}`).toBeGreaterThan(box.height)
    }
    await reset.tap()
    const dialog = page.getByRole('alertdialog', { name: 'Weet je zeker dat je alle verkoop data en punten wilt resetten?' })
    await dialog.waitFor()
    // It names what goes, and its confirm button is not where the finger just was.
    await expect.poll(() => dialog.innerText()).toMatch(/Dit wordt verwijderd: /)
    const confirm = await dialog.getByRole('button', { name: 'Resetten' }).boundingBox()
    expect(confirm).not.toBeNull()
    if (confirm) expect(confirm.y > box.y + box.height || confirm.y + confirm.height < box.y, 'the confirm button lies elsewhere').toBe(true)
    await dialog.getByRole('button', { name: 'Annuleren' }).tap()
    await dialog.waitFor({ state: 'detached' })
    await page.context().close()
  })
})
