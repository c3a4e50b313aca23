import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { settleDemoPayment } from '#server/testing/factories'
import { logInAsSeller } from './support/admin-page'
import { checkout } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import type { ShopServer } from './support/shop-server'
import { transparencyOf } from './support/transparency'
import { appReady } from './support/app-ready'

/** The demo catalogue: a booster of 5,49 (stock 40) and a booster box of 149,95 (stock 4). */
const NACHTVLAM = 1
const BOOSTER_BOX = 4
const BOOSTER_BOX_NAME = 'Booster Box – Nachtvlam (36 packs)'

describe.skipIf(skipBrowserReason)('the weekly leaderboard, from a paid order to the seller’s card', () => {
  let shop: ShopServer
  let browser: Browser

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
  })

  async function newContext(): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' })
    context.setDefaultTimeout(10_000)
    return context
  }

  /** Home, with the leaderboard block loaded. */
  async function openHome(): Promise<Page> {
    const page = await (await newContext()).newPage()
    await page.goto(`${shop.baseUrl}/`)
    await appReady(page)
    await page.getByRole('region', { name: 'Leaderboard' }).getByRole('heading', { name: 'Top 10 van deze week' }).waitFor()
    return page
  }

  test('a paid demo order raises the buyer on home’s leaderboard live, and the success page says what it earned', async () => {
    const watcher = await openHome()
    const leaderboard = watcher.getByRole('region', { name: 'Leaderboard' })
    await leaderboard.getByText('Nog niemand heeft deze week punten').waitFor()

    const buyer = await (await newContext()).newPage()
    const paymentId = await checkout(buyer.request, shop.baseUrl, { tiktokUsername: '@KaartFan', productId: NACHTVLAM, quantity: 2 })
    await buyer.goto(`${shop.baseUrl}/payment/demo/${paymentId}`)
    await buyer.getByRole('button', { name: 'Betaald', exact: true }).click()
    await buyer.waitForURL(/\/payment\/success/)
    // 2 × 5,49 = 10,98: floor(10,98 × 10) = 109 points.
    await buyer.getByRole('status').filter({ hasText: 'Je hebt 109 punten verdiend' }).waitFor()

    // The watcher never reloaded: the leaderboard follows the realtime channel.
    const top = leaderboard.getByRole('list', { name: 'Top 10 van deze week' })
    await top.getByRole('listitem').filter({ hasText: 'kaartfan' }).waitFor()
    expect(await top.getByRole('listitem').allInnerTexts()).toEqual([expect.stringMatching(/Plek 1:\s*kaartfan\s*109 punten/)])

    await leaderboard.getByLabel('Jouw TikTok gebruikersnaam').fill(' @KAARTFAN')
    await leaderboard.getByRole('button', { name: 'Bekijk mijn punten' }).click()
    await leaderboard.getByRole('status').filter({ hasText: 'kaartfan staat op plek 1 met 109 punten.' }).waitFor()

    await watcher.context().close()
    await buyer.context().close()
  })

  test('the seller sets the weekly prize, sees the top, resets with confirmation and reads the past winner', async () => {
    const visitor = await openHome()
    const leaderboard = visitor.getByRole('region', { name: 'Leaderboard' })
    const buyerApi = (await newContext()).request
    await settleDemoPayment(shop.app, await checkout(buyerApi, shop.baseUrl, { tiktokUsername: 'Box_Koper', productId: BOOSTER_BOX }))

    const adminContext = await newContext()
    await logInAsSeller(adminContext, shop)
    const admin = await adminContext.newPage()
    await admin.goto(`${shop.baseUrl}/admin/inventory`)
    const card = admin.getByRole('region', { name: 'Leaderboard en weekprijs' })

    // The current top: the box buyer (1499 points) above the booster buyer of the first test.
    const currentTop = card.getByRole('list', { name: 'Huidige top 10' })
    await currentTop.getByRole('listitem').first().filter({ hasText: 'box_koper' }).waitFor()

    await card.getByLabel('Product').selectOption({ label: BOOSTER_BOX_NAME })
    await card.getByLabel('Waarde (€)').fill('149,95')
    await card.getByRole('button', { name: 'Weekprijs opslaan' }).click()
    await admin.getByRole('status').filter({ hasText: 'Weekprijs opgeslagen' }).first().waitFor()
    // On home, live: the prize with its name, value and image.
    await leaderboard.getByText(BOOSTER_BOX_NAME).waitFor()
    await leaderboard.getByText(/Waarde €\s149,95/).waitFor()
    expect(await leaderboard.locator('img[src="/demo/booster-box.svg"]').count()).toBe(1)

    await card.getByRole('button', { name: 'Leaderboard resetten' }).click()
    const confirm = admin.getByRole('alertdialog', { name: 'Weet je zeker dat je het leaderboard nu wilt resetten?' })
    await confirm.getByRole('button', { name: 'Leaderboard resetten' }).click()
    await admin.getByRole('status').filter({ hasText: 'Winnaar: box_koper met 1.499 punten.' }).first().waitFor()

    const winners = card.getByRole('list', { name: 'Vorige winnaars' })
    const lastWeek = winners.getByRole('listitem').first()
    await lastWeek.filter({ hasText: 'box_koper' }).waitFor()
    expect(await lastWeek.innerText()).toContain(`Prijs: ${BOOSTER_BOX_NAME}`)
    await card.getByText('Nog geen punten deze week').waitFor()
    // Home empties live too.
    await leaderboard.getByText('Nog niemand heeft deze week punten').waitFor()

    await adminContext.close()
    await visitor.context().close()
  })

  test('the OBS overlay /obs/leaderboard, linked on the stream overlays card, shows the top live on a transparent page', async () => {
    const adminContext = await newContext()
    await logInAsSeller(adminContext, shop)
    expect((await adminContext.request.post(`${shop.baseUrl}/api/leaderboard/reset`)).ok()).toBe(true)
    const admin = await adminContext.newPage()
    // The overlays' links are under 'Instellingen' (decision 041).
    await admin.goto(`${shop.baseUrl}/admin/setup`)
    const link = await admin.getByLabel('Link (Leaderboard overlay)', { exact: true }).inputValue()
    expect(link).toBe(`${shop.baseUrl}/obs/leaderboard`)

    // As OBS opens it: a 600 × 800 browser source.
    const overlayContext = await browser.newContext({ viewport: { width: 600, height: 800 } })
    overlayContext.setDefaultTimeout(10_000)
    const overlay = await overlayContext.newPage()
    await overlay.goto(link)
    await overlay.getByText('Nog geen punten deze week').waitFor()

    const buyerApi = (await newContext()).request
    for (const [tiktokUsername, quantity] of [['stream_kijker', 1], ['@Grote_Koper', 3]] as const) {
      await settleDemoPayment(shop.app, await checkout(buyerApi, shop.baseUrl, { tiktokUsername, productId: NACHTVLAM, quantity }))
    }

    const top = overlay.getByRole('list', { name: 'Top 10 van deze week' })
    await top.getByRole('listitem').filter({ hasText: 'stream_kijker' }).waitFor()
    expect(await top.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/Plek 1:\s*grote_koper\s*164 punten/),
      expect.stringMatching(/Plek 2:\s*stream_kijker\s*54 punten/),
    ])
    await overlay.getByText(`Weekprijs: ${BOOSTER_BOX_NAME}`, { exact: false }).waitFor()
    await overlay.getByRole('timer').waitFor()

    const pixels = await transparencyOf(overlay, '.overlay-panel')
    expect(pixels).toMatchObject({ boxes: 1, visibleOutside: 0, width: 600, height: 800 })
    expect(pixels.opaqueInside).toBeGreaterThan(10_000)

    await overlayContext.close()
    await adminContext.close()
  })
})
