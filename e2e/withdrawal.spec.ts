import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { settleDemoPayment } from '#server/testing/factories'
import { startTestSmtp, type ParsedMail, type TestSmtp } from '#server/testing/test-smtp'
import { loggedInAdminPage } from './support/admin-page'
import { expectNoAxeViolations } from './support/axe'
import { checkoutWithOrderPage } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, newPhoneContext, screenshotOnFailure } from './support/phone'
import { startShop, type ShopServer } from './support/shop-server'
import { appReady } from './support/app-ready'

/** The demo catalogue (src/server/db/seed.ts). */
const NACHTVLAM = 1
const STORMKUST = 2

const BUYER = 'bedenker'
const EMAIL = `${BUYER}@example.nl`
const ACK = 'Bevestiging van je herroeping'

const plain = (text: string | null | undefined) => (text ?? '').replaceAll('\u00a0', ' ').replace(/\s+/g, ' ')

/**
 * Decision 039 from both sides, on a phone: the buyer opens their order from the confirmation e-mail,
 * chooses 'Overeenkomst herroepen', confirms, and the acknowledgement with the moment it was received
 * reaches a real SMTP server at once; without a link, the footer's form takes the e-mail address and
 * order number. The seller sees the statement under 'Herroepingen' and grants it. axe finds nothing
 * on the new pages.
 */
describe.skipIf(skipBrowserReason)('the withdrawal function, from the buyer’s phone to the seller’s decision', () => {
  let shop: ShopServer
  let smtp: TestSmtp
  let browser: Browser
  let buyerApi: APIRequestContext
  let context: BrowserContext
  let page: Page | undefined
  let admin: Page | undefined
  let orderNumber = ''
  /** The second checkout's number: the first one's only order is named by the first statement. */
  let otherNumber = ''

  browserTest.beforeAll(async ({ browser: fileBrowser }) => {
    browser = fileBrowser
    smtp = await startTestSmtp()
    shop = await startShop({ SMTP_URL: smtp.url })
    buyerApi = (await browser.newContext()).request
    context = await newPhoneContext(browser)
  })
  afterAll(async () => {
    await context?.close()
    await shop?.close()
    await smtp?.close()
  })

  const mailWith = (subject: string, count = 1): Promise<ParsedMail[]> => smtp.waitForSubject(subject, count, 15_000)

  test('from the confirmation e-mail: the buyer withdraws from one order and is acknowledged at once', async () => {
    screenshotOnFailure(() => [page, admin])
    for (const productId of [NACHTVLAM, STORMKUST]) {
      const { paymentId } = await checkoutWithOrderPage(buyerApi, shop.baseUrl, { tiktokUsername: BUYER, productId })
      await settleDemoPayment(shop.app, paymentId)
    }
    const [confirmation, other] = await mailWith('Bestelbevestiging Packstroom Test', 2)
    const text = plain(confirmation?.text)
    orderNumber = /Bestelnummer: ([0-9A-F]{8})/.exec(text)?.[1] ?? ''
    expect(orderNumber).toMatch(/^[0-9A-F]{8}$/)
    otherNumber = /Bestelnummer: ([0-9A-F]{8})/.exec(plain(other?.text))?.[1] ?? ''
    expect(otherNumber).toMatch(/^[0-9A-F]{8}$/)
    const withdrawalLink = /(https?:\/\/\S+\/bestelling\/[A-Za-z0-9_-]{43}\/herroepen)/.exec(text)?.[1]
    if (!withdrawalLink) throw new Error('no withdrawal link in the confirmation')

    page = await context.newPage()
    await page.goto(withdrawalLink.replace(/^https?:\/\/[^/]+/, shop.baseUrl))
    await page.getByRole('heading', { name: 'Overeenkomst herroepen', level: 1 }).waitFor()
    const product = page.getByRole('checkbox', { name: /Nachtvlam/ })
    expect(await product.isChecked()).toBe(true)
    await page.getByLabel('Je e-mailadres').fill(EMAIL)
    await page.getByLabel('Naam').fill('Bente Bedenker')
    await expectNoSidewaysScroll(page, 'the withdrawal form')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Verder' }).tap()

    const check = page.getByRole('heading', { name: 'Controleer je herroeping' })
    await check.waitFor()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Controleer je herroeping')
    expect(plain(await page.locator('main').textContent())).toContain(`Bestelnummer${orderNumber}`)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Herroeping bevestigen' }).tap()

    await page.getByRole('heading', { name: 'Je herroeping is ontvangen' }).waitFor()
    const shown = plain(await page.getByRole('status').filter({ hasText: 'Ontvangen op' }).textContent())
    const moment = /Ontvangen op (\d{1,2} \S+ \d{4} om \d{2}:\d{2})/.exec(shown)?.[1]
    expect(moment).toBeTruthy()
    expect(shown).toContain('We hebben een bevestiging gestuurd naar het e-mailadres van je bestelling.')
    await expectNoSidewaysScroll(page, 'the acknowledgement page')

    // The acknowledgement on a durable medium, with the same moment and what was stated.
    const [ack] = await mailWith(ACK)
    expect(ack?.to && 'text' in ack.to ? ack.to.text : '').toContain(EMAIL)
    const ackText = plain(ack?.text)
    expect(ackText).toContain(`We hebben je herroeping ontvangen op ${moment}.`)
    expect(ackText).toContain(`Ik herroep de overeenkomst voor bestelling ${orderNumber}:`)
    expect(ackText).toContain('Booster Pack – Nachtvlam')
  })

  test('from the footer, without a link: the e-mail address and order number, and the same acknowledgement', async () => {
    page ??= await context.newPage()
    await page.goto(`${shop.baseUrl}/`)
    await appReady(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Overeenkomst herroepen' }).tap()
    await page.waitForURL(/\/herroepen$/)
    await page.getByRole('button', { name: 'Verder' }).tap()
    // Nothing typed: each field says what it needs, and focus goes to the first.
    await page.getByText('Een bestelnummer bestaat uit 8 tekens').waitFor()
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('withdrawal-orderNumber')
    await page.getByLabel('Bestelnummer').fill(orderNumber.toLowerCase())
    await page.getByLabel('E-mailadres van je bestelling').fill(EMAIL)
    await page.getByLabel('Naam').fill('Bente Bedenker')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Verder' }).tap()
    // The first checkout's only order was withdrawn from on its order page: the form says so and
    // records nothing (decision 055).
    await page.getByRole('button', { name: 'Herroeping bevestigen' }).tap()
    await page.getByRole('alert').filter({ hasText: 'Je herroeping voor deze bestelling hebben we al ontvangen.' }).waitFor()
    await page.getByRole('button', { name: 'Terug' }).tap()
    await page.getByLabel('Bestelnummer').fill(otherNumber.toLowerCase())
    await page.getByRole('button', { name: 'Verder' }).tap()
    await page.getByRole('button', { name: 'Herroeping bevestigen' }).tap()
    await page.getByRole('heading', { name: 'Je herroeping is ontvangen' }).waitFor()
    expect(plain(await page.getByRole('status').filter({ hasText: 'Ontvangen op' }).textContent())).toContain(`voor bestelling ${otherNumber}`)
    await mailWith(ACK, 2)
  })

  test('the seller sees both statements under Herroepingen and grants one; its money waits under Terugbetalingen', async () => {
    admin = await loggedInAdminPage(browser, shop)
    await admin.setViewportSize({ width: 390, height: 844 })
    await admin.goto(`${shop.baseUrl}/admin/withdrawals`)
    const statements = admin.getByRole('article', { name: 'Bente Bedenker' })
    // Both statements are listed (the second waited for, not polled for a second).
    await statements.nth(1).waitFor()
    expect(await statements.count()).toBe(2)
    await expectNoAxeViolations(admin)
    await expectNoSidewaysScroll(admin, 'Herroepingen')

    const fromPage = statements.filter({ hasText: 'Bestelpagina' })
    await fromPage.getByRole('button', { name: /^Toekennen/ }).click()
    const dialog = admin.getByRole('alertdialog', { name: 'Herroeping toekennen?' })
    await dialog.getByRole('button', { name: 'Toekennen' }).click()
    await fromPage.getByText(/^Toegekend op /).waitFor()
    await admin.getByRole('button', { name: 'Naar Terugbetalingen' }).click()
    await admin.waitForURL(/\/admin\/refunds$/)
    const refund = admin.getByRole('region', { name: 'Terug te betalen' }).getByRole('article', { name: BUYER })
    await refund.getByText('Herroeping').waitFor()
    await mailWith('Je herroeping is toegekend')
  })
})
