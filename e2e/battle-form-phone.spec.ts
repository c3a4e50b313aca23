import { deflateSync } from 'node:zlib'
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { settleDemoPayment } from '#server/testing/factories'
import { loggedInPhoneContext } from './support/admin-page'
import { appReady } from './support/app-ready'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { newPhoneContext } from './support/phone'
import { sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'
import { expectThumbSized } from './support/tap-targets'

/** A real PNG of 8 × 8 red pixels, made here: the photo a seller picks from the camera roll. */
function redSquarePng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const check = Buffer.alloc(4)
    check.writeUInt32BE(crc(body))
    return Buffer.concat([length, body, check])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(8, 0)
  header.writeUInt32BE(8, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 8 }, () => [255, 0, 0]).flat())])
  const pixels = Buffer.concat(Array.from({ length: 8 }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Screenshots for a person to look at, only when SHOTS_DIR names a folder (never in a normal run). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true })
  // The same screen on a laptop, then back to the phone for the rest of the test.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
}

/**
 * The Pack Battle form and list on a 390 × 844 phone: a battle made without the fields it does not
 * need, messages that say what is missing, a photo from the phone (decision 056), a spot paid in the
 * shop shown as paid rather than as a switch, and every control a 44 px target (decision 042).
 */
describe.skipIf(skipBrowserReason)('Pack Battles from the seller\'s phone', () => {
  let shop: ShopServer
  let browser: Browser
  let seller: APIRequestContext
  let phone: BrowserContext
  let page: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    seller = await sellerApi(browser, shop)
    phone = await loggedInPhoneContext(browser, shop)
  })

  async function openBattles(): Promise<Page> {
    page = await phone.newPage()
    await page.goto(`${shop.baseUrl}/admin/pack-battles`)
    await page.getByRole('heading', { name: 'Pack Battles', level: 1 }).waitFor()
    return page
  }

  async function openNewBattleForm(admin: Page) {
    await admin.getByRole('button', { name: 'Nieuwe Pack Battle' }).click()
    return admin.getByRole('dialog', { name: 'Nieuwe Pack Battle' })
  }

  async function deleteEveryBattle() {
    const battles = (await (await seller.get(`${shop.baseUrl}/api/pack-battles`)).json()) as { id: number }[]
    for (const battle of battles) expect((await seller.delete(`${shop.baseUrl}/api/pack-battles/${battle.id}`)).ok()).toBe(true)
  }

  test('with shop payments on, a battle is made without a picture and without a Tikkie link', async () => {
    await deleteEveryBattle()
    const admin = await openBattles()
    const form = await openNewBattleForm(admin)
    expect(await form.getByRole('switch', { name: 'Betalen in de winkel' }).getAttribute('aria-checked')).toBe('true')
    await form.getByLabel('Titel').fill('Telefoon Battle')
    await form.getByLabel('Beschrijving').fill('Gemaakt tussen twee packs door.')
    await form.getByLabel('Product naam').fill('Booster Box – Nachtvlam')
    await form.getByLabel('Prijs per plek').fill('12,50')
    await form.getByRole('button', { name: 'Aanmaken' }).click()
    await admin.getByRole('status').filter({ hasText: 'Pack Battle aangemaakt' }).first().waitFor()
    await admin.getByRole('article', { name: 'Telefoon Battle' }).waitFor()
    await admin.close()
  })

  test("an empty form says what is missing; the price example is a placeholder, not a value", async () => {
    const admin = await openBattles()
    const form = await openNewBattleForm(admin)
    const price = form.getByLabel('Prijs per plek')
    expect(await price.inputValue()).toBe('')
    expect(await price.getAttribute('placeholder')).toBe('bijv. 15,00')
    // The placeholder is drawn slanted, so it cannot pass for a typed price.
    expect(await price.evaluate((input) => getComputedStyle(input, '::placeholder').fontStyle)).toBe('italic')

    await form.getByRole('switch', { name: 'Betalen in de winkel' }).click()
    await form.getByRole('button', { name: 'Aanmaken' }).click()
    for (const message of [
      'Titel is verplicht',
      'Beschrijving is verplicht',
      'Product naam is verplicht',
      'Prijs per plek is verplicht',
      'Vul de Tikkie URL in: zonder betalen in de winkel betalen kijkers hun plek via Tikkie',
    ]) {
      await form.getByText(message, { exact: true }).waitFor()
    }
    // The picture is not needed: no message under it.
    expect(await form.getByText('Ongeldige afbeelding URL').count()).toBe(0)
    await shot(admin, 'battle-form-errors')
    await admin.close()
  })

  test('a photo chosen on the phone is uploaded and shows on the public battle', async () => {
    await deleteEveryBattle()
    const admin = await openBattles()
    const form = await openNewBattleForm(admin)
    await form.getByLabel('Titel').fill('Foto Battle')
    await form.getByLabel('Beschrijving').fill('Met een foto van de box.')
    await form.getByLabel('Product naam').fill('Elite Trainer Box – Stormkust')
    await form.getByLabel('Prijs per plek').fill('9,95')
    await form.getByLabel('Foto kiezen').setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: redSquarePng() })
    const url = form.getByLabel('Afbeelding URL')
    await expect.poll(() => url.inputValue()).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/)
    const uploaded = await url.inputValue()
    await shot(admin, 'battle-form-photo')
    await form.getByRole('switch', { name: 'Actief' }).click()
    await form.getByRole('button', { name: 'Aanmaken' }).click()
    await admin.getByRole('status').filter({ hasText: 'Pack Battle aangemaakt' }).first().waitFor()
    await admin.close()

    const home = await (await newPhoneContext(browser)).newPage()
    page = home
    await home.goto(`${shop.baseUrl}/`)
    await appReady(home)
    const picture = home.getByRole('region', { name: 'Pack Battle' }).getByRole('img', { name: 'Elite Trainer Box – Stormkust' })
    await picture.scrollIntoViewIfNeeded()
    expect(await picture.getAttribute('src')).toBe(uploaded)
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8)
    // No Tikkie link was given: no Tikkie button that leads nowhere.
    expect(await home.getByRole('link', { name: 'Betaal je plek via Tikkie' }).count()).toBe(0)
    await shot(home, 'home-battle-photo')
  })

  test('a spot paid in the shop shows as paid, not as a switch; a Tikkie spot keeps its switch', async () => {
    const battles = (await (await seller.get(`${shop.baseUrl}/api/pack-battles`)).json()) as { id: number; isActive: boolean }[]
    const battle = battles.find((b) => b.isActive)
    if (!battle) throw new Error('the previous test left no active battle')
    const buyer = (await browser.newContext()).request
    const bought = await buyer.post(`${shop.baseUrl}/api/pack-battles/${battle.id}/spots`, {
      data: { spotNumber: 2, tiktokUsername: 'winkel_koper', email: 'koper@example.nl' },
    })
    expect(bought.ok(), await bought.text()).toBe(true)
    await settleDemoPayment(shop.app, ((await bought.json()) as { paymentId: string }).paymentId)
    const added = await seller.post(`${shop.baseUrl}/api/pack-battles/${battle.id}/participants`, {
      data: { name: 'tikkie_kijker', spotNumber: 3, isPaid: false },
    })
    expect(added.ok()).toBe(true)

    const admin = await openBattles()
    const card = admin.getByRole('article', { name: 'Foto Battle' })
    const shopSpot = card.getByRole('listitem').filter({ hasText: 'winkel_koper' })
    await shopSpot.getByText('Betaald', { exact: true }).waitFor()
    expect(await shopSpot.getByRole('button', { name: 'Betaald' }).count()).toBe(0)
    const tikkieSpot = card.getByRole('listitem').filter({ hasText: 'tikkie_kijker' })
    await tikkieSpot.getByRole('button', { name: 'Wachtend' }).waitFor()
    await shot(admin, 'battle-spots')
    await admin.close()
  })

  test('every control of the battle page, its forms and the winner choice is at least 44 × 44 px', async () => {
    const admin = await openBattles()
    await expectThumbSized(admin.locator('main'), 'the battle page')
    const form = await openNewBattleForm(admin)
    await expectThumbSized(form, 'the new battle form')
    await admin.keyboard.press('Escape')
    const card = admin.getByRole('article', { name: 'Foto Battle' })
    await card.getByRole('button', { name: 'Voltooien' }).click()
    const dialog = admin.getByRole('dialog')
    await dialog.getByRole('radio').first().waitFor()
    await expectThumbSized(dialog, 'the winner choice')
    await shot(admin, 'battle-winner-choice')
    await admin.close()
  })
})
