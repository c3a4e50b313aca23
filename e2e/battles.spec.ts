import type { Browser, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { loggedInAdminPage } from './support/admin-page'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import type { ShopServer } from './support/shop-server'
import { appReady } from './support/app-ready'

const TITLE = 'Zondag Battle'

describe.skipIf(skipBrowserReason)('a Pack Battle from the back office to home', () => {
  let shop: ShopServer
  let browser: Browser
  let admin: Page
  let home: Page

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    admin = await loggedInAdminPage(browser, shop)
    await admin.goto(`${shop.baseUrl}/admin/pack-battles`)
    await admin.getByRole('heading', { name: 'Pack Battles', level: 1 }).waitFor()

    const homeContext = await browser.newContext({ viewport: { width: 1280, height: 1000 } })
    homeContext.setDefaultTimeout(10_000)
    home = await homeContext.newPage()
    await home.goto(`${shop.baseUrl}/`)
    await appReady(home)
    await home.getByText('Er is momenteel geen actieve Pack Battle').waitFor()
    await home.getByText('Nog geen Pack Battle winnaars').waitFor()
  })

  const battleCard = () => admin.getByRole('article', { name: TITLE })
  const homePanel = () => home.getByRole('region', { name: 'Pack Battle' })

  async function addParticipant(name: string, spot: string, paid: boolean) {
    const card = battleCard()
    await card.getByLabel('TikTok naam').fill(name)
    await card.getByLabel('Plek').selectOption(spot)
    if (paid) await card.getByLabel('Betaald').check()
    await card.getByRole('button', { name: 'Toevoegen' }).click()
    await admin.getByRole('status').filter({ hasText: 'Deelnemer toegevoegd' }).first().waitFor()
  }

  test('the admin creates an active battle and home shows it live', async () => {
    await admin.getByRole('button', { name: 'Nieuwe Pack Battle' }).click()
    const form = admin.getByRole('dialog', { name: 'Nieuwe Pack Battle' })
    await form.getByLabel('Titel').fill(TITLE)
    await form.getByLabel('Beschrijving').fill('Vier spelers, één winnaar: alle kaarten.')
    await form.getByLabel('Product naam').fill('Booster Box – Nachtvlam')
    await form.getByLabel('Afbeelding URL').fill('/demo/booster-box.svg')
    await form.getByLabel('Aantal plekken (1–10)').fill('4')
    await form.getByLabel('Prijs per plek').fill('15,00')
    await form.getByLabel('Tikkie URL').fill('https://tikkie.me/pay/zondag')
    await form.getByRole('switch', { name: 'Actief' }).click()
    await form.getByRole('button', { name: 'Aanmaken' }).click()
    await admin.getByRole('status').filter({ hasText: 'Pack Battle aangemaakt' }).first().waitFor()

    await homePanel().getByText(TITLE).waitFor()
    // product.md 9 in the one form of every price (decision 043): the sign, a no-break space, '15,-'.
    expect(await homePanel().innerText()).toContain('€\u00a015,-')
    await homePanel().getByText('0 / 4 plekken bezet').waitFor()
  })

  test('three participants, two paid: home shows the slots and the progress without a reload', async () => {
    // The seller types the next name while the list still refreshes after an add: it is kept.
    let release = () => {}
    const refreshHeld = new Promise<void>((resolve) => (release = resolve))
    await admin.route('**/api/pack-battles', async (route) => {
      await refreshHeld
      await route.continue()
    })
    await addParticipant('@Anna', '1', true)
    await battleCard().getByLabel('TikTok naam').fill('bram')
    release()
    await battleCard().getByRole('button', { name: 'Toevoegen', exact: true }).waitFor()
    await admin.unroute('**/api/pack-battles')
    expect(await battleCard().getByLabel('TikTok naam').inputValue()).toBe('bram')

    await addParticipant('bram', '2', false)
    await addParticipant('Cas', '3', false)
    // The badge is the paid switch (product.md 2.12).
    const cas = battleCard().getByRole('listitem').filter({ hasText: 'cas' })
    await cas.getByRole('button', { name: 'Wachtend' }).click()
    await admin.getByRole('status').filter({ hasText: 'Deelnemer bijgewerkt' }).first().waitFor()

    await homePanel().getByText('3 / 4 plekken bezet').waitFor()
    const slots = homePanel().getByRole('list', { name: 'Plekken' })
    await slots.getByRole('listitem').filter({ hasText: 'cas' }).getByText('Betaald').waitFor()
    expect(await slots.getByRole('listitem').filter({ hasText: 'anna' }).innerText()).toContain('Betaald')
    expect(await slots.getByRole('listitem').filter({ hasText: 'bram' }).innerText()).toContain('Wachtend')
    expect(await slots.getByRole('listitem').filter({ hasText: 'Vrij' }).count()).toBe(1)
  })

  test('completing with a paid winner puts them first under Recente Winnaars', async () => {
    await battleCard().getByRole('button', { name: 'Voltooien' }).click()
    const dialog = admin.getByRole('dialog')
    const confirm = dialog.getByRole('button', { name: 'Voltooien' })
    expect(await confirm.isDisabled()).toBe(true)
    // Only paid participants can win.
    expect(await dialog.getByRole('radio').count()).toBe(2)
    await dialog.getByRole('radio', { name: 'cas' }).check()
    await confirm.click()
    await admin.getByRole('status').filter({ hasText: 'Pack Battle voltooid' }).first().waitFor()

    const winners = home.getByRole('region', { name: 'Recente Winnaars' })
    await winners.getByText('RECENTE WINNAAR', { exact: true }).waitFor()
    expect(await winners.getByRole('listitem').first().innerText()).toContain('cas')
    await home.getByText('Er is momenteel geen actieve Pack Battle').waitFor()
  })
})
