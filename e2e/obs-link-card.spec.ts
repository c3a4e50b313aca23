import type { Browser, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { loggedInPhoneContext } from './support/admin-page'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, screenshotOnFailure } from './support/phone'
import type { ShopServer } from './support/shop-server'
import { expectThumbSized } from './support/tap-targets'

const OBS_PASSWORD = 'mijn-obs-wachtwoord'

/**
 * Decision 062 on a 390 × 844 phone: under 'Instellingen' the seller makes the OBS opening overlay's
 * link (OBS's password only in the link, never sent to the shop), sees its key listed, and revokes it.
 */
describe.skipIf(skipBrowserReason)("the OBS link card under 'Instellingen' (decision 062)", () => {
  let shop: ShopServer
  let browser: Browser
  let page: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
  })
  afterAll(async () => {
    await page?.context().close()
  })

  async function shot(name: string): Promise<void> {
    const dir = process.env.SHOTS_DIR
    if (!dir || !page) return
    await card().screenshot({ path: `${dir}/${name}-390.png` })
    await page.setViewportSize({ width: 1280, height: 900 })
    await card().screenshot({ path: `${dir}/${name}-1280.png` })
    await page.setViewportSize({ width: 390, height: 844 })
  }
  const card = () => page!.getByRole('region', { name: 'OBS-koppeling: bestelnummer en tijdcodes' })
  const head = (key: string) => page!.request.get(`${shop.baseUrl}/api/overlay/head`, { headers: { authorization: `Bearer ${key}` } })

  test('the seller makes a link with OBS in its fragment, the key works, and once revoked it no longer does', async () => {
    screenshotOnFailure(() => [page])
    page = await (await loggedInPhoneContext(browser, shop)).newPage()
    const sent: string[] = []
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`))
    await page.goto(`${shop.baseUrl}/admin/setup`)
    await card().waitFor()
    await card().getByText('Nog geen overlay-sleutels gemaakt.').waitFor()

    await card().getByLabel('Adres van OBS').fill('ws://192.168.1.5:4455')
    await card().getByRole('button', { name: 'Maak een overlay-link' }).click()
    await card().getByText('De overlay praat alleen met OBS op dezelfde computer', { exact: false }).waitFor()

    await card().getByLabel('Adres van OBS').fill('ws://127.0.0.1:4455')
    await card().getByLabel('Wachtwoord van OBS').fill(OBS_PASSWORD)
    await card().getByRole('button', { name: 'Maak een overlay-link' }).click()
    const field = card().getByLabel('Link (OBS-koppeling)', { exact: true })
    await field.waitFor()
    const link = new URL(await field.inputValue())
    expect(link.origin + link.pathname).toBe(`${shop.baseUrl}/obs/opening`)
    const fragment = new URLSearchParams(link.hash.slice(1))
    expect(fragment.get('obs')).toBe('ws://127.0.0.1:4455')
    expect(fragment.get('password')).toBe(OBS_PASSWORD)
    const key = fragment.get('key') ?? ''
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // OBS's password never went to the shop.
    expect(sent.filter((request) => request.includes(OBS_PASSWORD))).toEqual([])
    expect(await card().getByLabel('Wachtwoord van OBS').inputValue()).toBe('')

    await card().getByText('Werkt · nog niet gebruikt').waitFor()
    expect((await head(key)).status()).toBe(200)
    await expectThumbSized(card(), 'the OBS link card')
    await expectNoSidewaysScroll(page, 'the settings page')
    await shot('obs-link-card')

    await card().getByRole('button', { name: /^Intrekken/ }).click()
    await card().getByText(/^Ingetrokken op /).waitFor()
    expect(await card().getByRole('button', { name: /^Intrekken/ }).count()).toBe(0)
    // The revoked key's link goes from the screen.
    await field.waitFor({ state: 'detached' })
    const refused = await head(key)
    expect(refused.status()).toBe(401)
    expect(((await refused.json()) as { message: string }).message).toContain('werkt niet (meer)')
    await shot('obs-link-card-revoked')
  })
})
