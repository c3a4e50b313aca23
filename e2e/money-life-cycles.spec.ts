import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import type { Refund } from '#shared/contracts/admin-refunds'
import { messages } from '#shared/contracts/messages'
import { loggedInAdminPage, loggedInPhoneContext } from './support/admin-page'
import { expectNoAxeViolations } from './support/axe'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { startMollieShop, type MollieShop } from './support/mollie-shop'
import { expectNoSidewaysScroll, newPhoneContext, screenshotOnFailure } from './support/phone'
import { smallTargets } from './support/tap-targets'
import { completeQueuedOrders, sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'

/** The demo catalogue (src/server/db/seed.ts): Nachtvlam and Stormkust, € 5,49 each. */
const NACHTVLAM = 1
const STORMKUST = 2

const PART_BUYER = 'deels_terug'
const QUEUED_BUYER = 'bank_terug'
const OPENED_BUYER = 'al_geopend'
const LATE_BUYER = 'te_laat_per_bank'
const HELD_BUYER = 'deels_per_bank'
const WIDE = { width: 1280, height: 900 } as const

/**
 * How long the shop waits for Mollie. A refund whose answer Mollie holds back must still be waited on
 * while the seller's second screen acts, however loaded the test machine: longer than any step takes.
 * The test never waits for it: it drops the held answer itself once the screen has acted.
 */
const MOLLIE_TIMEOUT_MS = 30_000

/**
 * Where the screenshots for a person to look at go, made on success: only when MONEY_SCREENSHOTS_DIR or
 * SHOTS_DIR names a folder (never in a normal run, as the other journeys' screenshots: fourteen full
 * pages, some at three pixels to the point, took a fifth of the file's time).
 */
const SCREENSHOTS_DIR = process.env.MONEY_SCREENSHOTS_DIR ?? process.env.SHOTS_DIR

/**
 * Decision 052 in the browser, with the shop on Mollie (a fake one, over https) whose webhooks the spec
 * sends: a refund paid back in part leaves the rest owed, for the seller under 'Terugbetalingen' and
 * for the buyer on the order page; a chargeback takes the order out of the queue, marks it on the
 * orders page and is listed under 'Terugboekingen' with the bank's reason; and 'Toch leveren' is
 * refused while a refund of the payment waits for Mollie's answer, which the page says. The seller
 * works on a phone (390 px) and a laptop (1280 px); 'Terugbetalingen', the orders page and the buyer's
 * order page pass axe at both widths.
 */
describe.skipIf(skipBrowserReason)('money in parts, taken back by the bank, or waiting for Mollie', () => {
  let mollie: MollieShop
  let shop: ShopServer
  let browser: Browser
  let buyerApi: APIRequestContext
  let seller: APIRequestContext
  /** The seller at a laptop, and at a phone beside it. */
  let laptop: Page
  let phone: Page
  let buyerPhone: BrowserContext
  let buyerLaptop: BrowserContext
  const orderPageTokens = new Map<string, string>()

  browserTest.beforeAll(async ({ browser: fileBrowser }) => {
    browser = fileBrowser
    mollie = await startMollieShop({ timeoutMs: MOLLIE_TIMEOUT_MS })
    shop = mollie.shop
    buyerApi = (await browser.newContext()).request
    seller = await sellerApi(browser, shop)
    laptop = await loggedInAdminPage(browser, shop)
    await laptop.setViewportSize(WIDE)
    phone = await (await loggedInPhoneContext(browser, shop)).newPage()
    buyerPhone = await newPhoneContext(browser)
    buyerLaptop = await browser.newContext({ viewport: WIDE, locale: 'nl-NL' })
    if (SCREENSHOTS_DIR) await mkdir(SCREENSHOTS_DIR, { recursive: true })
  })
  afterAll(async () => {
    await mollie?.close()
  })

  /** A buyer's checkout at Mollie; remembers the order page's key. */
  async function checkOut(tiktokUsername: string, productId: number, quantity = 1, shippingMethod: 'live' | 'postnl' = 'live'): Promise<string> {
    const { molliePaymentId, orderPageToken } = await mollie.checkOut(buyerApi, { tiktokUsername, productId, quantity, shippingMethod })
    orderPageTokens.set(tiktokUsername, orderPageToken)
    return molliePaymentId
  }

  async function queuedOrderId(tiktokUsername: string): Promise<number> {
    const orders = (await (await seller.get(`${shop.baseUrl}/api/orders`)).json()) as { id: number; tiktokUsername: string; status: string }[]
    const order = orders.find((row) => row.tiktokUsername === tiktokUsername && row.status === 'pending')
    if (!order) throw new Error(`no queued order of ${tiktokUsername}`)
    return order.id
  }

  async function refundOf(tiktokUsername: string): Promise<Refund | undefined> {
    const refunds = (await (await seller.get(`${shop.baseUrl}/api/admin/refunds`)).json()) as Refund[]
    return refunds.find((refund) => refund.tiktokUsername === tiktokUsername)
  }

  /** The refund at Mollie made for the payment (the only one). */
  function mollieRefundOf(molliePaymentId: string, index = 0): string {
    const refund = mollie.fake.refunds().filter((candidate) => candidate.paymentId === molliePaymentId)[index]
    if (!refund) throw new Error(`no refund ${index} of ${molliePaymentId} at the fake Mollie`)
    return refund.id
  }

  const refundCard = (page: Page, section: string, tiktokUsername: string) =>
    page.getByRole('region', { name: section }).getByRole('article', { name: tiktokUsername })

  async function openOrderPage(context: BrowserContext, tiktokUsername: string): Promise<Page> {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${shop.baseUrl}/bestelling/${orderPageTokens.get(tiktokUsername)}`)
    await page.getByRole('heading', { name: 'Je bestelling', level: 1 }).waitFor()
    return page
  }

  /**
   * A screenshot for a person to look at, named by what it shows and the page's width: the whole page,
   * or only the screen (a toast). The phone's sticky 'Beheer' bar is put at the page's end, where it
   * would otherwise lie across the middle of a full-page picture.
   */
  async function keepScreenshot(page: Page, name: string, fullPage = true): Promise<void> {
    if (!SCREENSHOTS_DIR) return
    await page.screenshot({
      path: join(SCREENSHOTS_DIR, `${name}-${page.viewportSize()?.width ?? 0}.png`),
      fullPage,
      style: fullPage ? 'nav[aria-label="Beheer"] { position: static !important; }' : undefined,
    })
  }

  /** 'Terugbetalingen' on both of the seller's screens: it fits the phone, passes axe, and is kept as a screenshot. */
  async function checkRefundsPage(name: string, ready: (page: Page) => Promise<void>): Promise<void> {
    for (const page of [phone, laptop]) {
      await page.goto(`${shop.baseUrl}/admin/refunds`)
      await ready(page)
      if (page === phone) await expectNoSidewaysScroll(page, `/admin/refunds (${name})`)
      await expectNoAxeViolations(page)
      await keepScreenshot(page, name)
    }
  }

  test('a part paid back through Mollie leaves the rest owed, for the seller and on the buyer’s order page', async () => {
    screenshotOnFailure(() => [laptop, phone, ...buyerPhone.pages(), ...buyerLaptop.pages()])
    const molliePaymentId = await checkOut(PART_BUYER, NACHTVLAM, 2)
    await mollie.pay(molliePaymentId)
    expect((await seller.post(`${shop.baseUrl}/api/orders/${await queuedOrderId(PART_BUYER)}/cancel`)).ok()).toBe(true)

    // The seller pays back € 4,00 of the € 10,98 owed.
    await laptop.goto(`${shop.baseUrl}/admin/refunds`)
    await refundCard(laptop, 'Terug te betalen', PART_BUYER).getByRole('button', { name: 'Terugbetalen' }).click()
    const dialog = laptop.getByRole('dialog', { name: `Terugbetalen aan ${PART_BUYER}` })
    const amount = dialog.getByLabel('Bedrag in euro')
    expect(await amount.inputValue()).toBe('10,98')
    await amount.fill('4,00')
    await dialog.getByRole('button', { name: 'Terugbetalen' }).click()
    await dialog.waitFor({ state: 'detached' })
    const onItsWay = refundCard(laptop, 'Bezig', PART_BUYER)
    await onItsWay.getByText('€ 4,00 onderweg · € 6,98 nog open', { exact: true }).waitFor()

    // Mollie pays it out and calls the webhook: the rest is owed again, live, with 'Terugbetalen' for it.
    mollie.fake.setRefundStatus(mollieRefundOf(molliePaymentId), 'refunded')
    await mollie.webhook(molliePaymentId)
    const rest = refundCard(laptop, 'Terug te betalen', PART_BUYER)
    await rest.getByText('€ 4,00 terugbetaald · € 6,98 nog open', { exact: true }).waitFor()
    expect(await refundCard(laptop, 'Terugbetaald', PART_BUYER).count()).toBe(0)
    await rest.getByRole('button', { name: 'Terugbetalen' }).click()
    expect(await amount.inputValue()).toBe('6,98')
    await dialog.getByText('Er is al € 4,00 terugbetaald; er staat nog € 6,98 open.', { exact: false }).waitFor()
    await dialog.getByRole('button', { name: 'Annuleren' }).click()
    await dialog.waitFor({ state: 'detached' })

    await checkRefundsPage('refunds-partial', (page) =>
      refundCard(page, 'Terug te betalen', PART_BUYER).getByText('€ 4,00 terugbetaald · € 6,98 nog open').waitFor(),
    )

    // The buyer reads what came back and that the rest follows, on a phone and a laptop.
    for (const context of [buyerPhone, buyerLaptop]) {
      const page = await openOrderPage(context, PART_BUYER)
      const line = page.getByRole('listitem').filter({ hasText: 'Nachtvlam' })
      await line.getByText('€ 4,00 terugbetaald, € 6,98 volgt nog', { exact: true }).waitFor()
      await line.getByText('Je krijgt de rest binnen 5 werkdagen terug, op dezelfde manier als je hebt betaald.').waitFor()
      if (context === buyerPhone) await expectNoSidewaysScroll(page, 'the order page (partial refund)')
      await expectNoAxeViolations(page)
      await keepScreenshot(page, 'order-page-partial')
    }

    // The rest, from the phone: once Mollie pays it out the refund is done, both attempts listed.
    await refundCard(phone, 'Terug te betalen', PART_BUYER).getByRole('button', { name: 'Terugbetalen' }).tap()
    const phoneDialog = phone.getByRole('dialog', { name: `Terugbetalen aan ${PART_BUYER}` })
    await phoneDialog.getByRole('button', { name: 'Terugbetalen' }).tap()
    await refundCard(phone, 'Bezig', PART_BUYER).getByText('€ 4,00 terugbetaald · € 6,98 onderweg', { exact: true }).waitFor()
    mollie.fake.setRefundStatus(mollieRefundOf(molliePaymentId, 1), 'refunded')
    await mollie.webhook(molliePaymentId)
    const done = refundCard(phone, 'Terugbetaald', PART_BUYER)
    await done.getByText(/^Terugbetaald op /).waitFor()
    await done.getByText('Pogingen (2)').tap()
    expect(await done.getByRole('list', { name: /^Pogingen/ }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^€\s4,00 terugbetaald · /),
      expect.stringMatching(/^€\s6,98 terugbetaald · /),
    ])
    const buyer = await openOrderPage(buyerPhone, PART_BUYER)
    await buyer.getByRole('listitem').filter({ hasText: 'Nachtvlam' }).getByText(/^Terugbetaald op \d{1,2} \w+ \d{4}$/).waitFor()
  })

  test('a chargeback takes the order out of the queue, marks it on the orders page and is listed with the bank’s reason', async () => {
    screenshotOnFailure(() => [laptop, phone, ...buyerPhone.pages()])
    // Two card payments: one pack still waits in the queue, the other was opened on stream.
    const queued = await checkOut(QUEUED_BUYER, NACHTVLAM)
    await mollie.pay(queued)
    const opened = await checkOut(OPENED_BUYER, STORMKUST)
    await mollie.pay(opened)
    await completeQueuedOrders(seller, shop, OPENED_BUYER)

    await laptop.goto(`${shop.baseUrl}/admin/orders`)
    const inQueue = laptop.getByRole('list', { name: `Bestellingen van ${QUEUED_BUYER}` })
    await inQueue.waitFor()

    // Both banks take the money back; Mollie calls the webhook of each payment.
    mollie.fake.chargeback(queued, { reason: { code: 'AC04', description: 'Rekening opgeheven' } })
    await mollie.webhook(queued)
    mollie.fake.chargeback(opened)
    await mollie.webhook(opened)

    // The pack not yet opened leaves the queue as the seller watches.
    await inQueue.waitFor({ state: 'detached' })
    for (const page of [laptop, phone]) {
      if (page === phone) await phone.goto(`${shop.baseUrl}/admin/orders`)
      await page.getByRole('tab', { name: /^Geannuleerde Orders/ }).click()
      const failed = page.getByRole('list', { name: 'Teruggeboekt door de bank' }).getByRole('listitem').filter({ hasText: QUEUED_BUYER })
      await failed.getByText('Teruggeboekt door de bank', { exact: true }).waitFor()
      // It was paid: the bank took it back afterwards, which is not 'Betaling niet voltooid'.
      expect(await failed.getByText('Betaling niet voltooid').count()).toBe(0)
      if (page === phone) await expectNoSidewaysScroll(page, '/admin/orders (charged back)')
      await expectNoAxeViolations(page)
      await keepScreenshot(page, 'orders-charged-back')

      await page.getByRole('tab', { name: /^Afgeronde Bestellingen/ }).click()
      const completed = page.getByRole('list', { name: 'Afgeronde bestellingen' }).getByRole('listitem').filter({ hasText: OPENED_BUYER })
      await completed.getByText('Afgerond', { exact: true }).waitFor()
      await completed.getByText('Teruggeboekt door de bank', { exact: true }).waitFor()
      await keepScreenshot(page, 'orders-completed-charged-back')
    }
    // The buyer whose bank took the money back reads so on the order page.
    const buyer = await openOrderPage(buyerPhone, QUEUED_BUYER)
    await buyer.getByRole('listitem').filter({ hasText: 'Nachtvlam' }).getByText('Betaling teruggeboekt door je bank', { exact: true }).waitFor()
    await keepScreenshot(buyer, 'order-page-charged-back')

    await checkRefundsPage('refunds-chargebacks', async (page) => {
      const chargebacks = page.getByRole('region', { name: 'Terugboekingen' })
      await chargebacks.getByText('Betalingen die de bank van de koper heeft teruggeboekt', { exact: false }).waitFor()
      const withReason = chargebacks.getByRole('article', { name: QUEUED_BUYER })
      await withReason.getByText('Reden van de bank: AC04: Rekening opgeheven', { exact: false }).waitFor()
      await withReason.getByText(/^Teruggeboekt op /).waitFor()
      expect(await withReason.textContent()).toMatch(/€\s5,49/)
      await chargebacks.getByRole('article', { name: OPENED_BUYER }).getByText('Geen reden opgegeven', { exact: false }).waitFor()
      // The most recent first.
      const list = chargebacks.getByRole('list', { name: 'Terugboekingen, de laatste bovenaan' })
      expect(await list.getByRole('heading').allInnerTexts()).toEqual([OPENED_BUYER, QUEUED_BUYER])
    })
  })

  test('‘Toch leveren’ is refused while a refund waits for Mollie, which the page says', async () => {
    screenshotOnFailure(() => [laptop, phone, ...buyerPhone.pages()])
    // The checkout lapsed at Mollie, then the money came in after all: owed back, or delivered.
    const molliePaymentId = await checkOut(LATE_BUYER, STORMKUST)
    mollie.fake.setStatus(molliePaymentId, 'expired')
    await mollie.webhook(molliePaymentId)
    await mollie.pay(molliePaymentId)

    // Both of the seller's screens offer both ways.
    for (const page of [laptop, phone]) {
      await page.goto(`${shop.baseUrl}/admin/refunds`)
      const card = refundCard(page, 'Terug te betalen', LATE_BUYER)
      await card.getByText('Betaling kwam te laat binnen', { exact: false }).waitFor()
      await card.getByRole('button', { name: 'Toch leveren' }).waitFor()
      await card.getByRole('button', { name: 'Terugbetalen' }).waitFor()
    }

    // On the laptop the seller pays it back; Mollie makes the refund, but its answer does not come.
    mollie.fake.holdNextAnswers(1, { method: 'POST', path: /\/refunds$/ })
    await refundCard(laptop, 'Terug te betalen', LATE_BUYER).getByRole('button', { name: 'Terugbetalen' }).click()
    const dialog = laptop.getByRole('dialog', { name: `Terugbetalen aan ${LATE_BUYER}` })
    await dialog.getByRole('button', { name: 'Terugbetalen' }).click()
    // The shop recorded the attempt before it asked Mollie.
    await expect.poll(async () => (await refundOf(LATE_BUYER))?.awaitingProvider, { timeout: 5_000 }).toBe(true)

    // Meanwhile the phone, which has not heard yet, still offers 'Toch leveren': the shop refuses it.
    const phoneCard = refundCard(phone, 'Terug te betalen', LATE_BUYER)
    await phoneCard.getByRole('button', { name: 'Toch leveren' }).tap()
    const confirm = phone.getByRole('alertdialog', { name: 'Toch leveren?' })
    await confirm.getByRole('button', { name: 'Toch leveren' }).tap()
    await phone.getByText('Fout bij toch leveren', { exact: true }).waitFor()
    await phone.getByText(messages.latePaymentRefundMayExist, { exact: true }).waitFor()
    await keepScreenshot(phone, 'toch-leveren-refused', false)

    // The answer is lost on its way (as when the shop gives up waiting, which ends the same way): the
    // laptop says so, and both screens show the refund waiting for Mollie with nothing to press.
    mollie.fake.loseHeldAnswers()
    await laptop.getByText(messages.refundNoAnswer, { exact: true }).waitFor()
    for (const page of [laptop, phone]) {
      const waiting = refundCard(page, 'Bezig', LATE_BUYER)
      await waiting.getByText('Wacht op antwoord van Mollie — de shop vraagt het na', { exact: true }).waitFor()
      expect(await waiting.getByRole('button').count()).toBe(0)
      expect(await refundCard(page, 'Terug te betalen', LATE_BUYER).count()).toBe(0)
    }
    // Asked without the page, the shop refuses it too.
    const refund = await refundOf(LATE_BUYER)
    const honour = await seller.post(`${shop.baseUrl}/api/admin/refunds/${refund?.id}/honour`)
    expect(honour.status()).toBe(409)
    expect(((await honour.json()) as { message: string }).message).toBe(messages.latePaymentRefundMayExist)

    await checkRefundsPage('refunds-waiting-for-mollie', (page) =>
      refundCard(page, 'Bezig', LATE_BUYER).getByText('Wacht op antwoord van Mollie', { exact: false }).waitFor(),
    )
    const buyer = await openOrderPage(buyerPhone, LATE_BUYER)
    await buyer.getByRole('region', { name: 'Terugbetaling' }).waitFor()
    await keepScreenshot(buyer, 'order-page-waiting-for-mollie')

    // Mollie pays the refund out and calls the webhook: the shop finds the refund and closes it.
    mollie.fake.setRefundStatus(mollieRefundOf(molliePaymentId), 'refunded')
    await mollie.webhook(molliePaymentId)
    await refundCard(laptop, 'Terugbetaald', LATE_BUYER).getByText(/^Terugbetaald op /).waitFor()
    expect(await laptop.getByText('Wacht op antwoord van Mollie', { exact: false }).count()).toBe(0)
    expect(mollie.fake.refunds().filter((candidate) => candidate.paymentId === molliePaymentId)).toHaveLength(1)
  })

  // Decisions 052 and 053, amended: a bank that takes part of a payment, and a parcel the seller decides not to send.
  test("a partial chargeback says what the bank took of the payment, and 'Niet versturen' takes its held parcel off the desk", async () => {
    screenshotOnFailure(() => [laptop, phone])
    // A PostNL checkout of two packs, both opened on stream: its parcel waits on the desk.
    const molliePaymentId = await checkOut(HELD_BUYER, NACHTVLAM, 2, 'postnl')
    await mollie.pay(molliePaymentId)
    await completeQueuedOrders(seller, shop, HELD_BUYER)
    const paid = mollie.fake.payment(molliePaymentId)?.amount.value ?? ''

    // The bank takes € 3,00 of it back.
    mollie.fake.chargeback(molliePaymentId, { amountCents: 300 })
    await mollie.webhook(molliePaymentId)

    await checkRefundsPage('refunds-partial-chargeback', async (page) => {
      const item = page.getByRole('region', { name: 'Terugboekingen' }).getByRole('article', { name: HELD_BUYER })
      const whole = paid.replace('.', ',')
      await item.getByText(new RegExp(`^Deel teruggeboekt: €\\s3,00 van de betaling van €\\s${whole}$`)).waitFor()
      await item.getByText(/^De bestellingen zijn teruggenomen\. De €\s\d+,\d{2} die de bank niet nam, staat bij 'Terug te betalen'\.$/).waitFor()
      await refundCard(page, 'Terug te betalen', HELD_BUYER).getByText('Rest van een gedeeltelijke terugboeking', { exact: false }).waitFor()
    })

    // On the phone, the parcel is held; the seller decides not to send it.
    await phone.goto(`${shop.baseUrl}/admin/shipments`)
    const parcel = phone.getByRole('region', { name: 'Te versturen' }).getByRole('article').filter({ hasText: HELD_BUYER })
    await parcel.getByText('Vastgehouden', { exact: true }).waitFor()
    const reference = (await parcel.getByRole('heading', { level: 3 }).textContent()) ?? ''
    const button = parcel.getByRole('button', { name: `Niet versturen pakket ${reference}` })
    await button.waitFor()
    expect(await smallTargets(parcel)).toEqual([])
    await expectNoSidewaysScroll(phone, '/admin/shipments (held)')
    await keepScreenshot(phone, 'desk-held-parcel')
    await laptop.goto(`${shop.baseUrl}/admin/shipments`)
    await laptop.getByRole('region', { name: 'Te versturen' }).getByRole('button', { name: `Niet versturen pakket ${reference}` }).waitFor()
    await keepScreenshot(laptop, 'desk-held-parcel')

    await button.tap()
    const dialog = phone.getByRole('alertdialog', { name: 'Pakket niet versturen?' })
    await dialog.getByText('Het pakket verdwijnt van Te versturen en de kaarten blijven bij jou.', { exact: false }).waitFor()
    expect(await smallTargets(dialog)).toEqual([])
    await expectNoAxeViolations(phone)
    await keepScreenshot(phone, 'desk-niet-versturen-dialog', false)
    await dialog.getByRole('button', { name: 'Niet versturen' }).tap()

    await parcel.waitFor({ state: 'detached' })
    await phone.getByRole('status').getByText(`${reference} staat niet meer bij Te versturen.`).first().waitFor()
    // The laptop hears it too; the export for the label tool never had it.
    await laptop.getByRole('region', { name: 'Te versturen' }).getByRole('article').filter({ hasText: HELD_BUYER }).waitFor({ state: 'detached' })
    await expectNoAxeViolations(phone)
  })
})
