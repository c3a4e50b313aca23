import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { startTestSmtp, type ParsedMail, type TestSmtp } from '#server/testing/test-smtp'
import { parcelAddress, settleDemoPayment } from '#server/testing/factories'
import { loggedInAdminPage } from './support/admin-page'
import { expectNoAxeViolations } from './support/axe'
import { checkoutWithOrderPage } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, newPhoneContext, screenshotOnFailure } from './support/phone'
import { completeQueuedOrders, sellerApi } from './support/seller-api'
import { startShop, type ShopServer } from './support/shop-server'

/** The demo catalogue (src/server/db/seed.ts). */
const NACHTVLAM = 1
const STORMKUST = 2

const BUYER = 'verzendfan'
const TRACKING_CODE = '3SPACK1234567'

/** The order-page token in an e-mail's link (decision 021: 43 base64url characters). */
function orderPageTokenIn(mail: ParsedMail): string {
  const token = /\/bestelling\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1]
  if (!token) throw new Error(`no order-page link in '${mail.subject ?? ''}'`)
  return token
}

/** The number of pages of a PDF as Chromium prints it. */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0
}

/**
 * Decision 022, from the buyer's request to the parcel's track & trace: a buyer ships two held orders
 * from the order page opened from their e-mail, pays in the demo and sees that the parcel waits for the
 * opening of the pack still in the queue, then 'Wordt ingepakt' once it is opened (decision 043); the seller
 * sends the parcel with a track & trace code; the buyer's page shows PostNL's link and the e-mail with
 * it arrives at a real SMTP server. The packing slips print one parcel a page. A paid request the seller
 * will not send is cancelled on the desk, and its fee is owed back on 'Terugbetalingen' (decision 036).
 */
describe.skipIf(skipBrowserReason)('shipping held cards, from the request to the track & trace', () => {
  let shop: ShopServer
  let smtp: TestSmtp
  let browser: Browser
  let buyerApi: APIRequestContext
  let seller: APIRequestContext
  let context: BrowserContext | undefined
  let page: Page | undefined
  let admin: Page | undefined

  browserTest.beforeAll(async ({ browser: fileBrowser }) => {
    browser = fileBrowser
    smtp = await startTestSmtp()
    shop = await startShop({ SMTP_URL: smtp.url })
    buyerApi = (await browser.newContext()).request
    seller = await sellerApi(browser, shop)
  })
  afterAll(async () => {
    await context?.close()
    await shop?.close()
    await smtp?.close()
  })

  const completeOrdersOf = (tiktokUsername: string) => completeQueuedOrders(seller, shop, tiktokUsername)

  test('the buyer ships two held orders and pays; the seller sends the parcel; the buyer gets the link', async () => {
    screenshotOnFailure(() => [page, admin])
    // Two live openings of one buyer, in two checkouts; the first one opened on stream already.
    await settleDemoPayment(shop.app, (await checkoutWithOrderPage(buyerApi, shop.baseUrl, { tiktokUsername: BUYER, productId: NACHTVLAM })).paymentId)
    await completeOrdersOf(BUYER)
    await settleDemoPayment(shop.app, (await checkoutWithOrderPage(buyerApi, shop.baseUrl, { tiktokUsername: BUYER, productId: STORMKUST })).paymentId)

    // The buyer opens the order page from their e-mail (two confirmations and 'Je pack is geopend'):
    // an e-mail's link reaches every held order of the address.
    const mails = await smtp.waitFor(3, 15_000)
    const token = orderPageTokenIn(mails.findLast((mail) => mail.subject?.startsWith('Bestelbevestiging')) as ParsedMail)

    context = await newPhoneContext(browser)
    page = await context.newPage()
    await page.goto(`${shop.baseUrl}/bestelling/${token}`)
    const form = page.getByRole('form', { name: 'Verzending aanvragen' })
    await form.waitFor()
    const nachtvlam = form.getByRole('checkbox', { name: /Nachtvlam/ })
    const stormkust = form.getByRole('checkbox', { name: /Stormkust/ })
    expect(await nachtvlam.isChecked()).toBe(true)
    expect(await stormkust.isChecked()).toBe(true)
    // The link alone shows no address (decision 031): the buyer types the order's e-mail address and
    // the form is filled in with the checkout's. The fee is the server's, by country.
    expect(await form.getByLabel('Straat').inputValue()).toBe('')
    await form.getByLabel('E-mailadres van je bestelling').fill(`${BUYER.replace(/^@/, '').toLowerCase()}@example.nl`)
    await form.getByRole('button', { name: 'Adres invullen' }).tap()
    await form.getByText('Het adres van je bestelling is ingevuld.', { exact: false }).waitFor()
    expect(await form.getByLabel('Straat').inputValue()).toBe('Kerkstraat')
    await form.getByText('€ 4,95').first().waitFor()
    await expectNoSidewaysScroll(page, 'the shipping form')

    // Decision 029: the fee is a payment like a checkout's, on the same demo page; its one line is the shipping.
    await form.getByRole('button', { name: 'Verzending betalen' }).tap()
    await page.waitForURL(/\/payment\/demo\/[0-9a-f-]{36}$/)
    const lines = page.getByRole('table', { name: 'Verzending' })
    await lines.getByRole('cell', { name: /^Verzending V\d+ met PostNL naar Nederland$/ }).waitFor()
    expect(await lines.locator('tbody tr').count()).toBe(1)
    await lines.getByRole('row', { name: /Te betalen/ }).getByText('€ 4,95').waitFor()
    await expectNoSidewaysScroll(page, 'the shipping fee’s demo payment page')
    await page.getByRole('button', { name: 'Betaald' }).tap()

    // Back on the order page, with the request paid: the second pack still waits in the queue, so the
    // parcel waits for its opening rather than being packed (decision 043).
    await page.waitForURL(new RegExp(`/bestelling/${token}$`))
    await page.getByText('Wacht op de live opening').waitFor()
    expect(await page.getByText('Wordt ingepakt').count()).toBe(0)

    // The seller opens the second pack live: the parcel is being packed, no reload. Then it is sent
    // from the shipping desk.
    await completeOrdersOf(BUYER)
    await page.getByText('Wordt ingepakt').waitFor()
    admin = await loggedInAdminPage(browser, shop)
    await admin.goto(`${shop.baseUrl}/admin/shipments`)
    const toPack = admin.getByRole('region', { name: 'Te versturen' })
    const parcel = toPack.getByRole('article').filter({ hasText: BUYER })
    await parcel.waitFor()
    expect(await parcel.textContent()).toContain('Kerkstraat')
    expect(await parcel.textContent()).toContain('Nachtvlam')
    expect(await parcel.textContent()).toContain('Stormkust')
    await parcel.getByLabel(/Track & trace code/).fill('3spack 1234567')
    await parcel.getByRole('button', { name: 'Verzonden' }).click()
    await toPack.getByText('Geen pakketten om te versturen.').waitFor()

    // The buyer's page follows without a reload and links to PostNL by the code alone: the postal
    // code is not shown behind an order link (decision 031).
    const tracking = page.getByRole('link', { name: /track & trace/i })
    await tracking.waitFor()
    expect(await tracking.getAttribute('href')).toBe(`https://jouw.postnl.nl/track-and-trace/${TRACKING_CODE}`)
    await page.getByText('Verzonden', { exact: true }).first().waitFor()

    // And the e-mail to the buyer's own address, with PostNL's full link, reached the mail server.
    await expect
      .poll(() => smtp.messages.find((mail) => mail.subject?.includes('verzonden')), { timeout: 15_000 })
      .toBeDefined()
    const shipped = smtp.messages.find((mail) => mail.subject?.includes('verzonden')) as ParsedMail
    expect(shipped.to && 'text' in shipped.to ? shipped.to.text : '').toContain(`${BUYER}@example.nl`)
    expect(shipped.text).toContain(`https://jouw.postnl.nl/track-and-trace/${TRACKING_CODE}-NL-1234AB`)
  })

  test('the packing slips print one parcel a page', async () => {
    // Two PostNL checkouts of two buyers, opened on stream: two parcels to pack.
    for (const tiktokUsername of ['postnl_een', 'postnl_twee']) {
      const { paymentId } = await checkoutWithOrderPage(buyerApi, shop.baseUrl, { tiktokUsername, productId: NACHTVLAM, shippingMethod: 'postnl' })
      await settleDemoPayment(shop.app, paymentId)
      await completeOrdersOf(tiktokUsername)
    }
    admin ??= await loggedInAdminPage(browser, shop)
    await admin.goto(`${shop.baseUrl}/admin/shipments/pakbonnen`)
    const slips = admin.getByRole('article', { name: /^Pakbon V\d+$/ })
    await expect.poll(() => slips.count()).toBe(2)
    await admin.emulateMedia({ media: 'print' })
    const pdf = await admin.pdf({ format: 'A4', printBackground: true })
    expect(pageCount(pdf)).toBe(2)
  })

  test('the seller cancels a paid request on the desk: the fee waits under Terugbetalingen and the buyer is mailed', async () => {
    const buyerName = 'annuleerfan'
    const checkout = await checkoutWithOrderPage(buyerApi, shop.baseUrl, { tiktokUsername: buyerName, productId: NACHTVLAM })
    await settleDemoPayment(shop.app, checkout.paymentId)
    await completeOrdersOf(buyerName)
    const orderPage = (await (await buyerApi.get(`${shop.baseUrl}/api/order-page/${checkout.orderPageToken}`)).json()) as { orders: { id: number }[] }
    const orderIds = orderPage.orders.map((order) => order.id)
    const requested = await buyerApi.post(`${shop.baseUrl}/api/shipping-requests`, {
      data: { token: checkout.orderPageToken, orderIds, address: parcelAddress() },
    })
    expect(requested.status()).toBe(201)
    await settleDemoPayment(shop.app, ((await requested.json()) as { id: string }).id)

    admin ??= await loggedInAdminPage(browser, shop)
    await admin.goto(`${shop.baseUrl}/admin/shipments`)
    const parcel = admin.getByRole('region', { name: 'Te versturen' }).getByRole('article').filter({ hasText: buyerName })
    const reference = (await parcel.getByRole('heading', { level: 3 }).textContent()) ?? ''
    expect(reference).toMatch(/^V\d+$/)
    await parcel.getByRole('button', { name: `Annuleren verzending ${reference}` }).click()
    const dialog = admin.getByRole('alertdialog', { name: 'Verzending annuleren?' })
    await dialog.waitFor()
    expect((await dialog.textContent())?.replaceAll('\u00a0', ' ')).toContain('De verzendkosten (€ 4,95) komen bij Terugbetalingen')
    await expectNoAxeViolations(admin)
    await dialog.getByRole('button', { name: 'Verzending annuleren' }).click()

    await admin.getByRole('status').getByText(`${reference}: het bedrag staat klaar onder Terugbetalingen.`).first().waitFor()
    await parcel.waitFor({ state: 'detached' })
    await admin.getByRole('button', { name: 'Naar Terugbetalingen' }).click()
    await admin.waitForURL(/\/admin\/refunds$/)
    const refund = admin.getByRole('region', { name: 'Terug te betalen' }).getByRole('article', { name: buyerName })
    await refund.getByText('Verzending geannuleerd').waitFor()
    expect(await refund.textContent()).toContain(`Verzending ${reference} met PostNL naar Nederland`)

    const [mail] = await smtp.waitForSubject('Je verzending is geannuleerd', 1, 15_000)
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toContain(`${buyerName}@example.nl`)
  })
})
