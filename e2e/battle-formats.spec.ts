import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { loggedInPhoneContext } from './support/admin-page'
import { appReady } from './support/app-ready'
import { createBattle } from './support/battles'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, newPhonePage, screenshotOnFailure } from './support/phone'
import { sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'
import { smallTargets } from './support/tap-targets'

/** Screenshots for a person to look at, only when SHOTS_DIR names a folder (never in a normal run). */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  const size = page.viewportSize()
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage })
  if (size) await page.setViewportSize(size)
}

const OWN_PACKS = 'Iedereen houdt zijn eigen pack'
const WINNER_TAKES_ALL = 'Winnaar neemt alles'
const RISK = /kansspel.*vergunning.*Wet op de kansspelen.*TikTok verbiedt/s

/**
 * Decision 064 on a 390 px phone: the seller chooses per battle between 'Iedereen houdt zijn eigen pack'
 * (the default) and 'Winnaar neemt alles', whose risk the form says plainly; the buyer reads the format
 * before paying for a spot, and again on the spot's order page; the stream's overlay shows it.
 */
describe.skipIf(skipBrowserReason)('the format of a Pack Battle', () => {
  let shop: ShopServer
  let browser: Browser
  let seller: APIRequestContext
  let phone: BrowserContext
  let admin: Page | undefined
  let buyer: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    seller = await sellerApi(browser, shop)
    phone = await loggedInPhoneContext(browser, shop)
  })
  afterAll(async () => {
    await buyer?.context().close()
  })

  test("the seller's form offers both formats, 'Iedereen houdt zijn eigen pack' first and chosen, and says what 'Winnaar neemt alles' risks", async () => {
    screenshotOnFailure(() => [admin])
    admin = await phone.newPage()
    await admin.goto(`${shop.baseUrl}/admin/pack-battles`)
    await admin.getByRole('heading', { name: 'Pack Battles', level: 1 }).waitFor()
    await admin.getByRole('button', { name: 'Nieuwe Pack Battle' }).click()
    const form = admin.getByRole('dialog', { name: 'Nieuwe Pack Battle' })

    const choice = form.getByRole('group', { name: 'Vorm van de battle' })
    const own = choice.getByRole('radio', { name: OWN_PACKS })
    const all = choice.getByRole('radio', { name: WINNER_TAKES_ALL })
    expect(await own.isChecked()).toBe(true)
    expect(await all.isChecked()).toBe(false)
    // The risk is said beside the choice, not behind a link, and read out with it.
    const risk = choice.getByText(RISK)
    expect(await risk.isVisible()).toBe(true)
    const describedBy = (await all.getAttribute('aria-describedby')) ?? ''
    expect(await admin.locator(`[id="${describedBy}"]`).innerText()).toMatch(RISK)
    expect(await choice.getByText(/De winnaar wint alleen de eer/).isVisible()).toBe(true)
    expect(await smallTargets(choice)).toEqual([])
    await expectNoSidewaysScroll(admin, 'the battle form')
    await risk.scrollIntoViewIfNeeded()
    await shot(admin, 'battle-format-form')

    // The seller chooses it knowingly: the battle says so in the list.
    await form.getByLabel('Titel').fill('Alles of niets')
    await form.getByLabel('Beschrijving').fill('De winnaar krijgt alles.')
    await form.getByLabel('Product naam').fill('Booster Box – Nachtvlam')
    await form.getByLabel('Prijs per plek').fill('12,50')
    await choice.getByText(WINNER_TAKES_ALL).tap()
    expect(await all.isChecked()).toBe(true)
    await form.getByRole('button', { name: 'Aanmaken' }).click()
    await admin.getByRole('status').filter({ hasText: 'Pack Battle aangemaakt' }).first().waitFor()
    const article = admin.getByRole('article', { name: 'Alles of niets' })
    await article.getByText(WINNER_TAKES_ALL).waitFor()
    await article.scrollIntoViewIfNeeded()
    await shot(admin, 'battle-format-admin-list', false)
    await admin.close()
  })

  test('the buyer reads the format on the spot form before paying, and on the order page of the spot; the overlay shows it', async () => {
    screenshotOnFailure(() => [buyer])
    const title = 'Eigen packs'
    await createBattle(seller, shop, { title, format: 'own_packs' })
    buyer = await newPhonePage(browser)
    await buyer.goto(`${shop.baseUrl}/`)
    await appReady(buyer)
    const panel = buyer.getByRole('region', { name: 'Pack Battle' })
    await panel.getByText(title).waitFor()
    await panel.getByText(OWN_PACKS).waitFor()
    await panel.getByText(OWN_PACKS).scrollIntoViewIfNeeded()
    await shot(buyer, 'battle-format-home', false)
    await panel.getByRole('button', { name: 'Kies plek 1' }).tap()

    const dialog = buyer.getByRole('dialog', { name: 'Plek 1 kiezen' })
    await dialog.getByText(`Vorm: ${OWN_PACKS}.`).waitFor()
    expect(await dialog.innerText()).toContain('Je krijgt de kaarten uit je eigen pack. De winnaar wint alleen de eer.')
    await expectNoSidewaysScroll(buyer, 'the spot form')
    await shot(buyer, 'battle-format-spot-form', false)
    await dialog.getByLabel('TikTok gebruikersnaam').fill('eigenpack')
    await dialog.getByLabel('E-mailadres').fill('eigenpack@example.nl')
    await dialog.getByRole('button', { name: 'Betalen' }).tap()
    await buyer.waitForURL(/\/payment\/demo\//)
    await buyer.getByRole('button', { name: 'Betaald' }).tap()
    await buyer.waitForURL(/\/payment\/success/)
    await buyer.getByRole('link', { name: 'Bekijk je bestelling' }).tap()
    await buyer.waitForURL(/\/bestelling\//)
    const line = buyer.getByRole('listitem').filter({ hasText: `Pack Battle "${title}", plek 1` })
    await line.getByText(`Vorm: ${OWN_PACKS}.`).waitFor()
    expect(await line.innerText()).toContain('De winnaar wint alleen de eer.')
    await expectNoSidewaysScroll(buyer, 'the order page')
    await shot(buyer, 'battle-format-order-page')

    // The stream's overlay says the format under the battle's title.
    const overlay = await browser.newPage({ viewport: { width: 600, height: 800 } })
    await overlay.goto(`${shop.baseUrl}/obs/pack-battle-widget`)
    await overlay.getByRole('heading', { name: title }).waitFor()
    await overlay.getByText(OWN_PACKS).waitFor()
    if (process.env.SHOTS_DIR) await overlay.screenshot({ path: `${process.env.SHOTS_DIR}/battle-format-overlay-600.png` })
    await overlay.close()
  })

  test("once completed, home's 'Recente Winnaars' says the win was for the honour", async () => {
    screenshotOnFailure(() => [buyer])
    const active = (await (await seller.get(`${shop.baseUrl}/api/pack-battles/active`)).json()) as {
      id: number
      participants: { id: number; name: string }[]
    }
    const winner = active.participants.find((participant) => participant.name === 'eigenpack')
    expect(winner, 'the buyer of spot 1').toBeDefined()
    const completed = await seller.post(`${shop.baseUrl}/api/pack-battles/${active.id}/complete`, { data: { winnerId: winner?.id } })
    expect(completed.status(), await completed.text()).toBe(200)

    const page = buyer ?? (await newPhonePage(browser))
    await page.goto(`${shop.baseUrl}/`)
    await appReady(page)
    const winners = page.getByRole('region', { name: 'Recente Winnaars' })
    const first = winners.getByRole('listitem').first()
    await first.getByText('RECENTE WINNAAR', { exact: true }).waitFor()
    await first.getByText('eigenpack').waitFor()
    await first.getByText('Winnaar, voor de eer').waitFor()
  })
})
