import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { settleDemoPayment } from '#server/testing/factories'
import { loggedInPhoneContext } from './support/admin-page'
import { checkout } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, PHONE, screenshotOnFailure } from './support/phone'
import { pasteReplay, sellerApi, setLive, tapAfronden } from './support/seller-api'
import type { ShopServer } from './support/shop-server'
import { expectThumbSized } from './support/tap-targets'

/** The demo catalogue's first product: Booster Pack – Nachtvlam. */
const BOOSTER = 1
const REPLAY = 'https://www.youtube.com/watch?v=dossier123'

/** Screenshots for a person to look at, only when SHOTS_DIR names a folder (never in a normal run). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true })
  await page.emulateMedia({ media: 'print' })
  await page.screenshot({ path: `${dir}/${name}-print.png`, fullPage: true })
  await page.emulateMedia({ media: 'screen' })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true })
  await page.setViewportSize(PHONE)
}

/**
 * Decision 063 on a 390 × 844 phone: a buyer's order opened during a live whose replay the seller pasted;
 * the seller opens its evidence pack from the orders page, reads the moments and the replay link, prints
 * only the pack, and downloads the PDF to attach to a dispute.
 */
describe.skipIf(skipBrowserReason)('the evidence pack for a dispute at 390 × 844 (decision 063)', () => {
  let shop: ShopServer
  let browser: Browser
  let seller: APIRequestContext
  let page: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    seller = await sellerApi(browser, shop)
    const buyer = (await browser.newContext()).request
    await settleDemoPayment(shop.app, await checkout(buyer, shop.baseUrl, { tiktokUsername: 'dossier_daan', productId: BOOSTER }))
    await setLive(seller, shop, true)
    await tapAfronden(seller, shop, 'dossier_daan')
    await setLive(seller, shop, false)
    await pasteReplay(seller, shop, REPLAY)
  })

  test("the seller opens an order's evidence pack from the orders page, sees its moments and replay, prints it alone and downloads the PDF", async () => {
    screenshotOnFailure(() => [page])
    page = await (await loggedInPhoneContext(browser, shop)).newPage()
    await page.goto(`${shop.baseUrl}/admin/orders`)
    await page.getByRole('tab', { name: /^Afgeronde Bestellingen/ }).tap()
    const card = page.getByRole('tabpanel', { name: /^Afgeronde Bestellingen/ }).getByRole('listitem').filter({ hasText: 'dossier_daan' })
    await card.getByRole('button', { name: 'Details' }).tap()
    const packLink = card.getByRole('link', { name: 'Bewijsdossier voor een geschil' })
    await packLink.waitFor()
    await shot(page, 'orders-card-details')
    await packLink.tap()

    const heading = page.getByRole('heading', { level: 1, name: /^Bewijsdossier bestelling [0-9A-F]{8}$/ })
    await heading.waitFor()
    const opening = page.getByRole('region', { name: 'Opening op stream' })
    const text = await opening.innerText()
    expect(text).toMatch(/Live gestart om\s+\d+ \w+\.? \d{4}, \d\d:\d\d:\d\d/)
    expect(text).toMatch(/'Nu aan de beurt' om\s+\d+ \w+\.? \d{4}, \d\d:\d\d:\d\d/)
    expect(text).toMatch(/'Afronden' getikt om\s+\d+ \w+\.? \d{4}, \d\d:\d\d:\d\d/)
    const replay = opening.getByRole('link', { name: /^Bekijk de opname vanaf \d\d:\d\d$/ })
    expect(await replay.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=dossier123&t=\d+s$/)
    expect(await page.getByRole('region', { name: 'Producten en bedragen' }).innerText()).toContain('1× Booster Pack – Nachtvlam')
    expect(await page.getByRole('region', { name: 'Verzending' }).innerText()).toMatch(/^Verzending\s+Geen verzending\. De kaarten worden voor de koper bewaard tot \d+ \w+ \d{4}; de koper kan verzending aanvragen\.$/)
    expect(await page.getByRole('region', { name: 'Koper' }).innerText()).toContain('E-mail')
    await expectThumbSized(page.getByRole('main'), 'the evidence pack')
    await expectNoSidewaysScroll(page, 'the evidence pack')
    await shot(page, 'dispute-pack')

    // On paper only the pack: no menu, no buttons, black on white.
    await page.emulateMedia({ media: 'print' })
    expect(await heading.isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Afdrukken of bewaren als PDF' }).isVisible()).toBe(false)
    expect(await page.getByRole('navigation', { name: 'Beheer' }).isVisible()).toBe(false)
    expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)')
    await page.emulateMedia({ media: 'screen' })

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download bestand' }).tap()
    const file = await download
    const number = (await heading.innerText()).split(' ').pop()
    expect(file.suggestedFilename()).toMatch(new RegExp(`^bewijsdossier-${number}-\\d+\\.pdf$`))
    const bytes = await readFile(await file.path())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    await page.context().close()
  })
})
