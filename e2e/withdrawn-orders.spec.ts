import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import type { OrderPage } from '#shared/contracts/order-page'
import { UNDO_WINDOW_MS } from '#shared/domain/openings'
import { settleDemoPayment } from '#server/testing/factories'
import { loggedInPhoneContext } from './support/admin-page'
import { expectNoAxeViolations } from './support/axe'
import { checkoutWithOrderPage } from './support/buyer-api'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { expectNoSidewaysScroll, newPhoneContext, screenshotOnFailure } from './support/phone'
import { followRequests, type QuietNetwork } from './support/quiet-network'
import { completeQueuedOrders, sellerApi } from './support/seller-api'
import type { ShopServer } from './support/shop-server'

/** The demo catalogue's first product: Booster Pack – Nachtvlam. */
const BOOSTER = 1
/** In the order they pay, so in the order the queue opens them. */
const BUYERS = ['anna_eerst', 'bente_bedenkt', 'cees_opent', 'fenna_vooraf', 'eva_wacht', 'dewi_later'] as const
type Buyer = (typeof BUYERS)[number]

const OPENED_REASON = 'Je pack is op jouw verzoek live geopend; daarna geldt het herroepingsrecht niet meer.'

type Order = { id: number; tiktokUsername: string; status: string }

/**
 * Decision 055 on phones: a withdrawn order shows where the seller looks. A statement that arrives
 * while the live console is open is told in a toast and flagged on 'Nu aan de beurt' above 'Afronden',
 * which then asks first; 'Meer' counts the statement to decide. 'Weigeren' fills in that the pack was
 * opened at the buyer's request only when the opening came first. The buyer's order page shows the
 * statement received, no place in the queue as if the pack would be opened, and no second withdrawal.
 */
describe.skipIf(skipBrowserReason)('a withdrawn order where the seller and the buyer look, at 390 × 844', () => {
  let shop: ShopServer
  let browser: Browser
  let seller: APIRequestContext
  let buyerApi: APIRequestContext
  let sellerPage: Page
  let sellerNetwork: QuietNetwork
  let buyerContext: BrowserContext
  let buyerPage: Page | undefined
  const tokens = new Map<Buyer, string>()

  const statusOf = async (tiktokUsername: string) => {
    const orders = (await (await seller.get(`${shop.baseUrl}/api/orders`)).json()) as Order[]
    return orders.find((order) => order.tiktokUsername === tiktokUsername)?.status
  }
  /** The buyer withdraws from their order on its order page, as the page's function sends it. */
  const withdraw = async (buyer: Buyer, name: string) => {
    const token = tokens.get(buyer) ?? ''
    const page = (await (await buyerApi.get(`${shop.baseUrl}/api/order-page/${token}`)).json()) as OrderPage
    const answer = await buyerApi.post(`${shop.baseUrl}/api/withdrawals`, {
      data: { via: 'order_page', token, orderIds: page.orders.map((order) => order.id), name, email: `${buyer}@example.nl` },
    })
    expect(answer.status(), await answer.text()).toBe(201)
  }
  const nextCard = () => sellerPage.getByRole('region', { name: 'Nu aan de beurt' })
  const afronden = () => nextCard().getByRole('button', { name: /^Afronden/ })
  const bar = () => sellerPage.getByRole('navigation', { name: 'Beheer' })

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    seller = await sellerApi(browser, shop)
    buyerApi = (await browser.newContext()).request
    for (const tiktokUsername of BUYERS) {
      const { paymentId, orderPageToken } = await checkoutWithOrderPage(buyerApi, shop.baseUrl, { tiktokUsername, productId: BOOSTER })
      await settleDemoPayment(shop.app, paymentId)
      tokens.set(tiktokUsername, orderPageToken)
    }
    sellerPage = await (await loggedInPhoneContext(browser, shop)).newPage()
    // The page's timers run on its own clock, which runs as any clock until a test moves it on.
    await sellerPage.clock.install()
    sellerNetwork = followRequests(sellerPage)
    buyerContext = await newPhoneContext(browser)
  })

  test('a withdrawal made while its order is up is told, flagged above Afronden, counted under Meer, and Afronden asks first', async () => {
    screenshotOnFailure(() => [sellerPage])
    await completeQueuedOrders(seller, shop, 'anna_eerst')
    await sellerPage.goto(`${shop.baseUrl}/admin/live`)
    await nextCard().getByText('bente_bedenkt', { exact: true }).waitFor()
    expect(await nextCard().getByText(/Herroepen door koper/).count()).toBe(0)

    await withdraw('bente_bedenkt', 'Bente Bedenker')

    // Told at once, and flagged on the card above 'Afronden' with the time it came.
    await sellerPage.getByRole('status').filter({ hasText: 'Herroeping ontvangen' }).filter({ hasText: 'bente_bedenkt' }).first().waitFor()
    const flag = nextCard().getByText(/^Herroepen door koper om \d{2}:\d{2} — niet openen$/)
    await flag.waitFor()
    const [flagBox, buttonBox] = [await flag.boundingBox(), await afronden().boundingBox()]
    expect(flagBox && buttonBox && flagBox.y + flagBox.height).toBeLessThanOrEqual(buttonBox?.y ?? 0)
    expect(buttonBox && buttonBox.y + buttonBox.height).toBeLessThanOrEqual(844)

    // 'Meer' counts the statement to decide, and so does 'Herroepingen' in it.
    const more = bar().getByRole('button', { name: /^Meer/ })
    await expect.poll(async () => (await more.textContent()) ?? '').toContain('1 herroeping te beslissen')
    await more.tap()
    const sheet = sellerPage.getByRole('dialog', { name: 'Meer' })
    expect(await sheet.getByRole('link', { name: /^Herroepingen/ }).textContent()).toContain('1 herroeping te beslissen')
    await sheet.getByRole('button', { name: 'Sluiten' }).tap()
    await expectNoSidewaysScroll(sellerPage, '/admin/live with a withdrawn order')
    await expectNoAxeViolations(sellerPage)

    // 'Afronden' asks; 'Niet openen' leaves the order in the queue, and the server never hears of it.
    await afronden().tap()
    const ask = sellerPage.getByRole('alertdialog', { name: 'Koper heeft herroepen: toch afronden?' })
    await ask.getByText(/bente_bedenkt heeft de aankoop van Booster Pack – Nachtvlam herroepen om \d{2}:\d{2}\./).waitFor()
    await expectNoAxeViolations(sellerPage)
    await ask.getByRole('button', { name: 'Niet openen' }).tap()
    await ask.waitFor({ state: 'detached' })
    // Past the undo window on the page's clock: a tap sent after all would have been answered by now.
    await sellerPage.clock.runFor(UNDO_WINDOW_MS + 1_000)
    await sellerNetwork.quiet()
    expect(await statusOf('bente_bedenkt')).toBe('pending')
    await nextCard().getByText('bente_bedenkt', { exact: true }).waitFor()

    // Asked and confirmed, it is opened as any other: the statement still waits for a decision.
    await afronden().tap()
    await ask.getByRole('button', { name: 'Toch afronden' }).tap()
    await sellerPage.getByRole('status').filter({ hasText: 'Bestelling afgerond' }).filter({ hasText: 'bente_bedenkt' }).first().waitFor()
    await expect.poll(() => statusOf('bente_bedenkt'), { timeout: 10_000 }).toBe('completed')
    expect((await more.textContent()) ?? '').toContain('1 herroeping te beslissen')
  })

  test('Weigeren fills in the opened pack only when the opening came before the statement', async () => {
    screenshotOnFailure(() => [sellerPage])
    // cees's pack is opened first, and withdrawn from afterwards; fenna withdrew before hers was opened.
    await completeQueuedOrders(seller, shop, 'cees_opent')
    await withdraw('cees_opent', 'Cees Opent')
    await withdraw('fenna_vooraf', 'Fenna Vooraf')
    await completeQueuedOrders(seller, shop, 'fenna_vooraf')
    await sellerPage.goto(`${shop.baseUrl}/admin/withdrawals`)

    const refuse = async (name: string) => {
      await sellerPage.getByRole('article', { name }).getByRole('button', { name: /^Weigeren/ }).tap()
      const dialog = sellerPage.getByRole('dialog', { name: 'Herroeping weigeren?' })
      await dialog.waitFor()
      return dialog
    }
    const fenna = await refuse('Fenna Vooraf')
    expect(await fenna.getByLabel('Reden voor de koper').inputValue()).toBe('')
    await fenna.getByText(/^Let op: de herroeping kwam binnen op .+, vóór je het pack (om|op) .+ afrondde\. Weigeren omdat het pack geopend is, klopt dan niet\.$/).waitFor()
    await expectNoSidewaysScroll(sellerPage, 'Weigeren for a pack opened after the statement')
    await expectNoAxeViolations(sellerPage)
    await fenna.getByRole('button', { name: 'Terug' }).tap()
    await fenna.waitFor({ state: 'detached' })

    const cees = await refuse('Cees Opent')
    expect(await cees.getByLabel('Reden voor de koper').inputValue()).toBe(OPENED_REASON)
    expect(await cees.getByText(/^Let op:/).count()).toBe(0)
    await cees.getByRole('button', { name: 'Terug' }).tap()
  })

  test('after withdrawing, the buyer’s order page shows it received, no place in the queue, and no second withdrawal', async () => {
    buyerPage = await buyerContext.newPage()
    screenshotOnFailure(() => [buyerPage])
    // The queue ahead is opened but for eva, so dewi has one buyer before her.
    const orders = (await (await seller.get(`${shop.baseUrl}/api/orders`)).json()) as Order[]
    for (const ahead of BUYERS.slice(0, 4)) {
      if (orders.some((order) => order.tiktokUsername === ahead && order.status === 'pending')) await completeQueuedOrders(seller, shop, ahead)
    }
    const orderPage = `${shop.baseUrl}/bestelling/${tokens.get('dewi_later')}`
    await buyerPage.goto(orderPage)
    const main = buyerPage.getByRole('main')
    const place = main.getByRole('region', { name: 'Je plek in de wachtrij' })
    await place.getByText('Nog 1 koper voor je').waitFor()

    // The order page's own link, not the footer's form.
    await main.getByRole('link', { name: 'Overeenkomst herroepen' }).tap()
    await buyerPage.getByLabel('Je e-mailadres').fill('dewi_later@example.nl')
    await buyerPage.getByLabel('Naam').fill('Dewi Later')
    await buyerPage.getByRole('button', { name: 'Verder' }).tap()
    await buyerPage.getByRole('button', { name: 'Herroeping bevestigen' }).tap()
    await buyerPage.getByRole('heading', { name: 'Je herroeping is ontvangen' }).waitFor()
    await buyerPage.getByRole('link', { name: 'Terug naar je bestelling' }).tap()

    await place.getByText('Je herroeping is ontvangen').waitFor()
    await main.getByText(/^Herroeping ontvangen op \d{1,2} \S+ \d{4} om \d{2}:\d{2}\. De verkoper beslist erover/).waitFor()
    const text = (await main.textContent()) ?? ''
    expect(text).not.toContain('Nog 1 koper voor je')
    expect(await main.getByRole('link', { name: 'Overeenkomst herroepen' }).count()).toBe(0)
    await expectNoSidewaysScroll(buyerPage, 'the order page after a withdrawal')
    await expectNoAxeViolations(buyerPage)

    // The function itself, reached again, says it was received and offers nothing to send.
    await buyerPage.goto(`${orderPage}/herroepen`)
    await buyerPage.getByRole('alert').filter({ hasText: /^Je herroeping voor deze bestelling is ontvangen op / }).waitFor()
    expect(await buyerPage.getByRole('button', { name: 'Verder' }).count()).toBe(0)
    await buyerPage.getByRole('link', { name: 'Terug naar je bestelling' }).waitFor()
  })
})
