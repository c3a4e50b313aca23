import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { settleDemoPayment } from '#server/testing/factories'
import { appReady } from './support/app-ready'
import { expectNoAxeViolations } from './support/axe'
import { checkoutWithOrderPage } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, expectWithinScreen, newPhoneContext, screenshotOnFailure } from './support/phone'
import { sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'

/** The demo catalogue (src/server/db/seed.ts). */
const NACHTVLAM_ID = 1
const NACHTVLAM = 'Booster Pack – Nachtvlam'
const BATTLE = 'Zondagavond Battle'

/**
 * The width on screen between the last letter of the product's name and the '×' after it, in CSS
 * pixels: a space is about 4, a name run into its quantity 0.
 */
async function spaceBeforeTimes(locator: Locator): Promise<number> {
  return locator.evaluate((root) => {
    const texts: Text[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) texts.push(walker.currentNode as Text)
    const timesNode = texts.find((text) => text.data.includes('×'))
    // React writes the space between the name and its quantity as a text node of its own.
    const nameNode = texts.slice(0, timesNode ? texts.indexOf(timesNode) : 0).findLast((text) => text.data.trim() !== '')
    if (!timesNode || !nameNode) throw new Error('no name before a ×')
    const rectOf = (node: Text, start: number) => {
      const range = document.createRange()
      range.setStart(node, start)
      range.setEnd(node, start + 1)
      return range.getBoundingClientRect()
    }
    const lastLetter = nameNode.data.trimEnd().length - 1
    return rectOf(timesNode, timesNode.data.indexOf('×')).left - rectOf(nameNode, lastLetter).right
  })
}

const plain = (text: string | null | undefined) => (text ?? '').replaceAll('\u00a0', ' ').replace(/\s+/g, ' ').trim()

/**
 * Decision 058: what a buyer met walking the shop on a 390 × 844 touch phone. A quantity above 24 says
 * why it became 24; a product and its quantity never run together; a postal code comes back the way the
 * label shows it; the footer's withdrawal form reads '#FF3F8380' and its check step lists the products;
 * /verzending offers only cards that can be shipped.
 */
describe.skipIf(skipBrowserReason)('a buyer walking the shop on a 390 × 844 phone', () => {
  let shop: ShopServer
  let browser: Browser
  let buyerApi: APIRequestContext
  let seller: APIRequestContext
  let context: BrowserContext | undefined
  let page: Page | undefined

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    buyerApi = (await browser.newContext()).request
    seller = await sellerApi(browser, shop)
  })
  afterAll(async () => {
    await context?.close()
  })

  /** A fresh phone, so no cart, draft or order-page key passes from one test to the next. */
  async function newPhonePage(): Promise<Page> {
    await context?.close()
    context = await newPhoneContext(browser)
    page = await context.newPage()
    return page
  }

  /** A paid live opening of one Nachtvlam, checked out through the API with this postal code. */
  async function paidOrder(tiktokUsername: string, postalCode = '1234 AB') {
    const email = `${tiktokUsername}@example.nl`
    const response = await buyerApi.post(`${shop.baseUrl}/api/payments`, {
      data: {
        items: [{ productId: NACHTVLAM_ID, quantity: 1 }],
        userId: 1,
        shippingDetails: {
          tiktokUsername,
          firstName: 'Lisa',
          lastName: 'de Vries',
          email,
          street: 'Kerkstraat',
          houseNumber: '1',
          postalCode,
          city: 'Utrecht',
          country: 'nederland',
          shippingMethod: 'live',
        },
      },
    })
    const body = (await response.json()) as { paymentId: string; orderPageToken: string }
    expect(response.ok(), JSON.stringify(body)).toBe(true)
    await settleDemoPayment(shop.app, body.paymentId)
    return { ...body, email, orderNumber: body.paymentId.slice(0, 8).toUpperCase() }
  }

  test('99 typed in the cart becomes 24, and the line says under the field that 24 is the most', async () => {
    screenshotOnFailure(() => [page])
    const phone = await newPhonePage()
    await phone.goto(`${shop.baseUrl}/collections/booster-packs`)
    await appReady(phone)
    await phone.getByRole('article', { name: NACHTVLAM }).getByRole('button', { name: 'In winkelwagen' }).tap()
    await phone.getByRole('status').filter({ hasText: 'Toegevoegd aan winkelwagen' }).first().waitFor()
    await phone.evaluate(() => window.scrollTo(0, 200))
    await phone.getByRole('button', { name: 'Winkelwagen openen' }).tap()
    const line = phone.getByRole('dialog', { name: 'Winkelwagen' }).getByRole('listitem').filter({ hasText: NACHTVLAM })
    const quantity = line.getByLabel('Aantal')
    await quantity.fill('')
    await quantity.pressSequentially('99')

    expect(await quantity.inputValue()).toBe('24')
    const limit = line.getByText('Je kunt maximaal 24 stuks per bestelling kopen.')
    await limit.waitFor()
    // Next to the field, and read with it by a screen reader.
    expect(await quantity.evaluate((input) => (input as HTMLInputElement).getAttribute('aria-describedby'))).toContain(
      await limit.evaluate((element) => element.id),
    )
    const [fieldBox, limitBox] = [await quantity.boundingBox(), await limit.boundingBox()]
    expect(limitBox!.y - (fieldBox!.y + fieldBox!.height)).toBeLessThan(24)
    await quantity.blur()
    expect(await quantity.inputValue()).toBe('24')
    await expectWithinScreen(phone.getByRole('dialog', { name: 'Winkelwagen' }), 'the cart with the limit said')
    await expectNoAxeViolations(phone)

    // A quantity within the limit takes the sentence away.
    await quantity.fill('')
    await quantity.pressSequentially('3')
    await limit.waitFor({ state: 'detached' })
    await phone.getByRole('button', { name: 'Verwijderen' }).tap()
  })

  test("the order page: a held order's label reads 'Nachtvlam × 1', and the address comes back as 1234 AB", async () => {
    screenshotOnFailure(() => [page])
    const order = await paidOrder('lisa_postcode', '1234 ab')
    const phone = await newPhonePage()
    await phone.goto(`${shop.baseUrl}/bestelling/${order.orderPageToken}`)
    await appReady(phone)
    const held = phone.getByRole('checkbox', { name: new RegExp(NACHTVLAM) })
    await held.waitFor()
    const label = phone.locator(`label[for="${await held.getAttribute('id')}"]`)
    expect(plain(await label.innerText())).toBe(`${NACHTVLAM} × 1`)
    // What the eye reads: the text alone keeps its space, a flex label dropped it on screen.
    expect(await spaceBeforeTimes(label), `the space between '${NACHTVLAM}' and '× 1' on screen`).toBeGreaterThan(2)

    await phone.getByLabel('E-mailadres van je bestelling').fill(order.email)
    await phone.getByRole('button', { name: 'Adres invullen' }).tap()
    await expect.poll(() => phone.getByLabel('Postcode').inputValue()).toBe('1234 AB')
    await expectNoSidewaysScroll(phone, 'the order page')
  })

  test("the footer's withdrawal form takes '#' before the order number, and its check step lists the products", async () => {
    screenshotOnFailure(() => [page])
    const order = await paidOrder('lisa_herroept')
    const phone = await newPhonePage()
    await phone.goto(`${shop.baseUrl}/`)
    await appReady(phone)
    await phone.getByRole('contentinfo').getByRole('link', { name: 'Overeenkomst herroepen' }).tap()
    await phone.waitForURL(/\/herroepen$/)
    await phone.getByLabel('Bestelnummer').fill(`#${order.orderNumber}`)
    await phone.getByLabel('E-mailadres van je bestelling').fill(order.email)
    await phone.getByLabel('Naam').fill('Lisa de Vries')
    await phone.getByRole('button', { name: 'Verder' }).tap()

    await phone.getByRole('heading', { name: 'Controleer je herroeping' }).waitFor()
    const statement = phone.getByRole('definition')
    expect((await statement.allTextContents()).map(plain)).toEqual([order.orderNumber, NACHTVLAM, 'Lisa de Vries', order.email])
    expect(plain(await phone.getByRole('term').nth(1).textContent())).toBe('Producten')
    await expectNoSidewaysScroll(phone, 'the check step')
    await expectNoAxeViolations(phone)

    // Details that match no order: the step says so, and the statement can still be sent.
    await phone.getByRole('button', { name: 'Terug' }).tap()
    await phone.getByLabel('E-mailadres van je bestelling').fill('iemand.anders@example.nl')
    await phone.getByRole('button', { name: 'Verder' }).tap()
    await phone.getByText('We vinden geen bestelling met dit bestelnummer bij dit e-mailadres.', { exact: false }).waitFor()
    await phone.getByRole('button', { name: 'Herroeping bevestigen' }).waitFor()
  })

  test('/verzending lists the cards this tab can have shipped, and nothing of a failed Pack Battle spot payment', async () => {
    screenshotOnFailure(() => [page])
    const created = await seller.post(`${shop.baseUrl}/api/pack-battles`, {
      data: {
        title: BATTLE,
        description: 'Vier plekken, één winnaar.',
        productName: 'Booster Box – Nachtvlam',
        imageUrl: '/demo/booster-box.svg',
        maxSpots: 4,
        pricePerSpot: '12,50',
        tikkieUrl: 'https://tikkie.me/pay/zondag',
        isActive: true,
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const battleId = ((await created.json()) as { id: number }).id
    const spot = await buyerApi.post(`${shop.baseUrl}/api/pack-battles/${battleId}/spots`, {
      data: { spotNumber: 1, tiktokUsername: 'lisa_spot', email: 'lisa_spot@example.nl' },
    })
    expect(spot.ok(), await spot.text()).toBe(true)
    const spotCheckout = (await spot.json()) as { paymentId: string; orderPageToken: string }
    await settleDemoPayment(shop.app, spotCheckout.paymentId, 'failed')
    const paid = await checkoutWithOrderPage(buyerApi, shop.baseUrl, { tiktokUsername: 'lisa_verzendt', productId: NACHTVLAM_ID })
    await settleDemoPayment(shop.app, paid.paymentId)

    const phone = await newPhonePage()
    // The tab opened both order pages, as from their e-mails.
    for (const token of [spotCheckout.orderPageToken, paid.orderPageToken]) {
      await phone.goto(`${shop.baseUrl}/bestelling/${token}`)
      await appReady(phone)
      await phone.getByRole('heading', { level: 1 }).waitFor()
    }
    await phone.goto(`${shop.baseUrl}/verzending`)
    await appReady(phone)
    const known = phone.getByRole('region', { name: 'Klaar om te verzenden' })
    await known.getByText(`${NACHTVLAM} × 1`).waitFor()
    expect(await known.getByRole('link', { name: 'Verzending aanvragen' }).count()).toBe(1)
    expect(await known.getByRole('link', { name: 'Verzending aanvragen' }).getAttribute('href')).toBe(`/bestelling/${paid.orderPageToken}`)
    const main = plain(await phone.getByRole('main').innerText())
    expect(main).not.toContain(BATTLE)
    expect(main).not.toMatch(/plek 1/i)
    await expectNoSidewaysScroll(phone, '/verzending')
    await expectNoAxeViolations(phone)
  })
})
