import { and, eq } from 'drizzle-orm'
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { refundAttempts, refunds } from '#server/db/schema'
import { settleDemoPayment } from '#server/testing/factories'
import { startTestSmtp, type ParsedMail, type TestSmtp } from '#server/testing/test-smtp'
import { loggedInAdminPage } from './support/admin-page'
import { expectNoAxeViolations } from './support/axe'
import { checkoutWithOrderPage } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, newPhoneContext, PHONE, screenshotOnFailure } from './support/phone'
import { sellerApi } from './support/seller-api'
import { startShop, type ShopServer } from './support/shop-server'

/** The demo catalogue (src/server/db/seed.ts): Nachtvlam and Stormkust, € 5,49 each. */
const NACHTVLAM = 1
const STORMKUST = 2

const CANCELLED_BUYER = 'geld_terug'
const LATE_BUYER = 'laatkomer'
const WIDE = { width: 1280, height: 900 }

/**
 * Where the screenshots for a person to look at go (not test artefacts: they are made on success), only
 * when REFUNDS_SCREENSHOTS_DIR or SHOTS_DIR names a folder (never in a normal run, as the other journeys').
 */
const SCREENSHOTS_DIR = process.env.REFUNDS_SCREENSHOTS_DIR ?? process.env.SHOTS_DIR

async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS_DIR) await page.screenshot({ path: `${SCREENSHOTS_DIR}/${name}.png`, fullPage: true })
}

const recipientOf = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '')

/**
 * Decision 028 from both sides: the seller cancels a paid order from the queue and pays it back under
 * 'Terugbetalingen'; the buyer's order page says so and the buyer is mailed twice at a real SMTP server.
 * A payment that came in after its checkout expired is delivered after all ('Toch leveren'). The
 * refunds page passes axe on a phone and a wide screen.
 */
describe.skipIf(skipBrowserReason)('money back: a cancelled order paid back, a late payment delivered after all', () => {
  let shop: ShopServer
  let smtp: TestSmtp
  let browser: Browser
  let buyerApi: APIRequestContext
  let seller: APIRequestContext
  let admin: Page
  let buyerContext: BrowserContext
  let buyer: Page | undefined
  const tokens = new Map<string, string>()

  browserTest.beforeAll(async ({ browser: fileBrowser }) => {
    browser = fileBrowser
    smtp = await startTestSmtp()
    shop = await startShop({ SMTP_URL: smtp.url })
    buyerApi = (await browser.newContext()).request
    seller = await sellerApi(browser, shop)
    admin = await loggedInAdminPage(browser, shop)
    buyerContext = await newPhoneContext(browser)
  })
  afterAll(async () => {
    await buyerContext?.close()
    await shop?.close()
    await smtp?.close()
  })

  /** A buyer's checkout through the API, as the cart sends it; remembers the order page's key. */
  async function checkOut(tiktokUsername: string, productId: number, quantity = 1): Promise<string> {
    const { paymentId, orderPageToken } = await checkoutWithOrderPage(buyerApi, shop.baseUrl, { tiktokUsername, productId, quantity })
    tokens.set(tiktokUsername, orderPageToken)
    return paymentId
  }

  /** The demo payment page's 'Verlopen', then a 'Betaald' that comes too late. */
  async function payLate(paymentId: string) {
    await settleDemoPayment(shop.app, paymentId, 'expired')
    await settleDemoPayment(shop.app, paymentId)
  }

  async function openOrderPage(tiktokUsername: string): Promise<Page> {
    buyer ??= await buyerContext.newPage()
    await buyer.goto(`${shop.baseUrl}/bestelling/${tokens.get(tiktokUsername)}`)
    await buyer.getByRole('heading', { name: 'Je bestelling', level: 1 }).waitFor()
    return buyer
  }

  const refundCard = (region: string, tiktokUsername: string) =>
    admin.getByRole('region', { name: region }).getByRole('article', { name: tiktokUsername })

  test('the seller cancels a paid order from the queue and pays it back; the buyer reads it and is mailed', async () => {
    screenshotOnFailure(() => [admin, buyer])
    await settleDemoPayment(shop.app, await checkOut(CANCELLED_BUYER, NACHTVLAM, 2))

    // 'Annuleren' on the queue asks first, then the order leaves the queue.
    await admin.goto(`${shop.baseUrl}/admin/orders`)
    const orders = admin.getByRole('list', { name: `Bestellingen van ${CANCELLED_BUYER}` })
    await orders.getByRole('button', { name: /^Annuleren/ }).click()
    const confirm = admin.getByRole('alertdialog', { name: 'Bestelling annuleren?' })
    await confirm.getByText('het bedrag komt klaar te staan onder Terugbetalingen', { exact: false }).waitFor()
    await confirm.getByRole('button', { name: 'Bestelling annuleren' }).click()
    await orders.waitFor({ state: 'detached' })
    await admin.getByText('Geen bestellingen in de wachtrij').waitFor()

    // The buyer's page says it is cancelled, with the money still to come back.
    const page = await openOrderPage(CANCELLED_BUYER)
    await page.getByText('Geannuleerd', { exact: true }).waitFor()
    await page.getByText('Wordt terugbetaald', { exact: true }).waitFor()

    // 'Terugbetalingen': owed, then paid back through the (demo) provider.
    await admin.goto(`${shop.baseUrl}/admin/refunds`)
    const owed = refundCard('Terug te betalen', CANCELLED_BUYER)
    await owed.getByText('Bestelling geannuleerd', { exact: false }).waitFor()
    expect(await owed.textContent()).toMatch(/€\s10,98/)
    await owed.getByRole('button', { name: 'Terugbetalen' }).click()
    const dialog = admin.getByRole('dialog', { name: `Terugbetalen aan ${CANCELLED_BUYER}` })
    expect(await dialog.getByLabel('Bedrag in euro').inputValue()).toBe('10,98')
    await dialog.getByRole('button', { name: 'Terugbetalen' }).click()
    await dialog.waitFor({ state: 'detached' })
    await refundCard('Terugbetaald', CANCELLED_BUYER).getByText(/^Terugbetaald op /).waitFor()
    expect(await admin.getByRole('region', { name: 'Terug te betalen' }).getByText('Er staat niets open om terug te betalen.').count()).toBe(1)

    // The buyer's page, asked again, shows the money paid back on its day.
    await page.reload()
    await page.getByText(/^Terugbetaald op \d{1,2} \w+ \d{4}$/).waitFor()
    await page.getByText('Het bedrag is teruggestort op de rekening waarmee je hebt betaald.').waitFor()
    expect(await page.getByRole('listitem').filter({ hasText: 'Nachtvlam' }).textContent()).toMatch(/Terugbetaald op .+€\s10,98/)

    // Both e-mails reached the mail server, addressed to the buyer.
    const address = `${CANCELLED_BUYER}@example.nl`
    for (const subject of ['Je bestelling is geannuleerd', 'Terugbetaling onderweg']) {
      await expect
        .poll(() => smtp.messages.find((mail) => mail.subject === subject && recipientOf(mail).includes(address)), {
          timeout: 15_000,
          message: `'${subject}' for ${address}`,
        })
        .toBeDefined()
    }
    const cancelledMail = smtp.messages.find((mail) => mail.subject === 'Je bestelling is geannuleerd') as ParsedMail
    expect(cancelledMail.text).toContain('Booster Pack – Nachtvlam')
    expect(cancelledMail.text).toMatch(/10,98/)
  })

  test("a payment that came in after its checkout expired is delivered after all ('Toch leveren')", async () => {
    screenshotOnFailure(() => [admin, buyer])
    await payLate(await checkOut(LATE_BUYER, STORMKUST))

    const page = await openOrderPage(LATE_BUYER)
    await page.getByText('Te laat betaald', { exact: true }).waitFor()
    await page.getByRole('region', { name: 'Terugbetaling' }).getByText('Wordt terugbetaald', { exact: true }).waitFor()

    await admin.goto(`${shop.baseUrl}/admin/refunds`)
    const late = refundCard('Terug te betalen', LATE_BUYER)
    await late.getByText('Betaling kwam te laat binnen', { exact: false }).waitFor()
    await late.getByRole('button', { name: 'Toch leveren' }).click()
    const confirm = admin.getByRole('alertdialog', { name: 'Toch leveren?' })
    await confirm.getByRole('button', { name: 'Toch leveren' }).click()
    await late.waitFor({ state: 'detached' })

    await admin.goto(`${shop.baseUrl}/admin/orders`)
    await admin.getByRole('list', { name: `Bestellingen van ${LATE_BUYER}` }).getByText('Booster Pack – Stormkust', { exact: false }).first().waitFor()

    // Nothing is owed any more: the buyer's page shows the place in the queue, heard live; during a live
    // the buyer, first in the queue, is up now.
    expect((await seller.post(`${shop.baseUrl}/api/live-status`, { data: { isLive: true } })).ok()).toBe(true)
    await page.getByRole('status').getByText('Jij bent nu aan de beurt').waitFor()
    expect(await page.getByRole('region', { name: 'Terugbetaling' }).count()).toBe(0)
  })

  test('the refunds page, with money owed, on its way and paid back, passes axe at 390 and 1280 px', async () => {
    screenshotOnFailure(() => [admin, buyer])
    // Owed: another late payment. On its way: a cancelled order whose refund the provider has not
    // settled (the demo provider's are done at once, so the scene is set in the database).
    await payLate(await checkOut('te_laat_betaald', NACHTVLAM))
    await settleDemoPayment(shop.app, await checkOut('wacht_op_geld', STORMKUST))
    const queue = (await (await seller.get(`${shop.baseUrl}/api/orders`)).json()) as { id: number; tiktokUsername: string; status: string }[]
    const order = queue.find((row) => row.tiktokUsername === 'wacht_op_geld' && row.status === 'pending')
    expect((await seller.post(`${shop.baseUrl}/api/orders/${order?.id}/cancel`)).ok()).toBe(true)
    // A refund on its way: an attempt the provider took, and its refund pending (decision 052).
    const [onItsWay] = await shop.database.db
      .update(refunds)
      .set({ status: 'pending', provider: 'demo', startedAt: new Date() })
      .where(and(eq(refunds.reason, 'order_cancelled'), eq(refunds.orderId, order?.id ?? 0)))
      .returning({ id: refunds.id })
    await shop.database.db
      .insert(refundAttempts)
      .values({ refundId: onItsWay?.id ?? 0, amountCents: 300, status: 'pending', idempotencyKey: 'e2e-on-its-way', provider: 'demo' })

    for (const viewport of [PHONE, WIDE]) {
      await admin.setViewportSize(viewport)
      await admin.goto(`${shop.baseUrl}/admin/refunds`)
      await refundCard('Terug te betalen', 'te_laat_betaald').waitFor()
      await refundCard('Bezig', 'wacht_op_geld').waitFor()
      await refundCard('Terugbetaald', CANCELLED_BUYER).waitFor()
      if (viewport === PHONE) await expectNoSidewaysScroll(admin, '/admin/refunds')
      await expectNoAxeViolations(admin)
      await keepScreenshot(admin, `refunds-admin-${viewport.width}`)
    }

    // The buyer's side of the same three, for a person to look at.
    for (const [tiktokUsername, name] of [
      ['wacht_op_geld', 'pending'],
      [CANCELLED_BUYER, 'refunded'],
      ['te_laat_betaald', 'late'],
    ] as const) {
      const page = await openOrderPage(tiktokUsername)
      await page.getByText(/^(Wordt terugbetaald|Terugbetaling onderweg|Terugbetaald op .+)$/).first().waitFor()
      await expectNoSidewaysScroll(page, `the order page (${name})`)
      await keepScreenshot(page, `refunds-order-page-${name}-390`)
    }
    const wide = await (await browser.newContext({ viewport: WIDE, locale: 'nl-NL' })).newPage()
    await wide.goto(`${shop.baseUrl}/bestelling/${tokens.get('wacht_op_geld')}`)
    await wide.getByText('Terugbetaling onderweg', { exact: true }).waitFor()
    await expectNoAxeViolations(wide)
    await keepScreenshot(wide, 'refunds-order-page-pending-1280')
    await wide.context().close()
  })
})
