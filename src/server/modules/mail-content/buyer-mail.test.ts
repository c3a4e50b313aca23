import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { formatEuro } from '#shared/domain/money'
import { formatInShopTime } from '#shared/domain/shop-time'
import { mailMessages, orders, payments } from '#server/db/schema'
import { checkoutBody, fakeProvider, insertProduct, settleDemoPayment } from '#server/testing/factories'
import { mollieWebhook } from '#server/testing/mollie-shop'
import { buildTestApp, injectAsAdmin, loginAsAdmin, manualSchedule } from '#server/testing/test-app'
import type { ParsedMail } from '#server/testing/test-smtp'
import { quietFor, waitUntil } from '#server/testing/wait'
import { useMailingShop, useTestApp } from '#server/testing/use-test-shop'

/**
 * The buyer's e-mails through the outbox and a real SMTP server: the 'Bestelbevestiging' when a payment
 * turns paid (never for a failed or expired one), 'Je pack is geopend' when the seller completes the
 * order, the link-again form, and the back office's resend.
 */

/** The link-again form's writes, which wait a few seconds in the shop, wait here until a test runs them. */
const orderLinkWrites = manualSchedule()
const { shop, database, smtp } = useMailingShop({ deps: { orderLinksSchedule: orderLinkWrites.schedule } })
const db = () => database.db
/** The same shop with PAYMENT_PROVIDER=mollie and a fake Mollie, on the same database and mail server. */
const mollie = fakeProvider()
const mollieShop = useTestApp(() =>
  buildTestApp(
    { paymentProvider: 'mollie', mollieApiKey: `test_${'a'.repeat(30)}`, smtpUrl: smtp.url, publicUrl: 'https://shop.example.nl' },
    { database, paymentProvider: mollie, mailTiming: { pollMs: 100, retryBaseMs: 50, retryMaxMs: 200 } },
  ),
)
let cookie = ''
beforeAll(async () => {
  cookie = await loginAsAdmin(shop.app)
})

let buyers = 0
/** A checkout of its own buyer (a fresh e-mail address, unless told), paid or not yet. */
async function checkOut(
  shippingMethod: 'live' | 'postnl' = 'postnl',
  app = shop.app,
  email = `mailkoper${++buyers}.${Date.now()}@example.nl`,
) {
  const booster = await insertProduct(db(), { name: 'Booster Pack – Nachtvlam', priceCents: 1549, stock: 10 })
  const body = checkoutBody({
    items: [{ productId: booster.id, quantity: 3 }],
    shippingDetails: { shippingMethod, country: 'belgie', email },
  })
  const response = await app.inject({ method: 'POST', url: '/api/payments', payload: body })
  expect(response.statusCode).toBe(200)
  const [payment] = await db().select({ id: payments.id }).from(payments).where(eq(payments.email, email))
  if (!payment) throw new Error(`no payment for ${email}`)
  return { email, paymentId: payment.id }
}

const to = (mail: ParsedMail) => [mail.to].flat().map((address) => address?.text ?? '').join(', ')
const mailsTo = (email: string) => smtp.messages.filter((mail) => to(mail).includes(email))

async function waitForMailTo(email: string, count = 1): Promise<ParsedMail[]> {
  const deadline = Date.now() + 10_000
  while (mailsTo(email).length < count) {
    if (Date.now() > deadline) throw new Error(`no ${count} message(s) to ${email}`)
    await quietFor(50)
  }
  return mailsTo(email)
}

/** A message's plain text; amounts are nl-NL euros, with a no-break space after the sign (money.ts). */
const plainText = (mail: ParsedMail | undefined) => (mail?.text ?? '').replaceAll('\u00a0', ' ')

/** The order-page tokens in a message's plain text. */
const orderPageTokens = (mail: ParsedMail) =>
  [...new Set([...(mail.text ?? '').matchAll(/https:\/\/shop\.example\.nl\/bestelling\/([A-Za-z0-9_-]+)/g)].map((m) => m[1] ?? ''))]

describe('the Bestelbevestiging', () => {
  test("a demo payment marked 'Betaald' delivers exactly one, with the amounts in euros and a working order-page link", async () => {
    const { email, paymentId } = await checkOut('postnl')
    await settleDemoPayment(shop.app, paymentId, 'paid')
    await settleDemoPayment(shop.app, paymentId, 'paid')

    const [mail] = await waitForMailTo(email)
    await quietFor(500)
    expect(mailsTo(email)).toHaveLength(1)
    expect(mail?.subject).toBe('Bestelbevestiging Packstroom')
    const text = plainText(mail)
    expect(text).toContain('3 × Booster Pack – Nachtvlam: € 46,47')
    expect(text).toContain('€ 15,49 per stuk')
    expect(text).toContain('PostNL met track & trace: € 9,95')
    expect(text).toContain('Totaal: € 56,42')
    expect(text).toContain('@pieter')
    expect(text).not.toContain('bewaren we tot')
    expect(mail?.html).toContain(formatEuro(5642))

    const [token] = orderPageTokens(mail as ParsedMail)
    expect(token).toBeTruthy()
    const page = await shop.app.inject({ method: 'GET', url: `/api/order-page/${token}` })
    expect(page.statusCode).toBe(200)
  })

  test('a live opening says until when the cards are kept and where to ask for shipping', async () => {
    const { email, paymentId } = await checkOut('live')
    await settleDemoPayment(shop.app, paymentId, 'paid')

    const [mail] = await waitForMailTo(email)
    const text = plainText(mail)
    expect(text).toMatch(/Je kaarten bewaren we tot \d{1,2} \w+ \d{4}/)
    expect(text).toContain('https://shop.example.nl/shipping-policy')
    expect(text).toContain('Verzending, Live opening (bewaren bij ons): € 0,00')
    expect(text).not.toMatch(/herinnering/i)
  })

  test("Mollie's webhook, reported twice, confirms once", async () => {
    await mollieShop.app.ready()
    const { email, paymentId } = await checkOut('postnl', mollieShop.app)
    const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId))
    mollie.status = 'paid'
    const webhook = () => mollieWebhook(mollieShop.app, payment?.providerPaymentId ?? '')
    expect((await webhook()).statusCode).toBe(200)
    expect((await webhook()).statusCode).toBe(200)

    const [mail] = await waitForMailTo(email)
    await quietFor(500)
    expect(mailsTo(email)).toHaveLength(1)
    expect(plainText(mail)).toContain('Totaal: € 56,42')
  })

  test.each(['failed', 'canceled', 'expired'] as const)('a payment that ends %s sends nothing', async (outcome) => {
    const { email, paymentId } = await checkOut()
    await settleDemoPayment(shop.app, paymentId, outcome)

    await quietFor(600)
    expect(mailsTo(email)).toEqual([])
    expect(await db().select().from(mailMessages).where(eq(mailMessages.paymentId, paymentId))).toEqual([])
  })
})

describe('Je pack is geopend', () => {
  test("completing the order in the queue delivers it, with the order page's link", async () => {
    const { email, paymentId } = await checkOut('live')
    await settleDemoPayment(shop.app, paymentId, 'paid')
    await waitForMailTo(email)
    const [order] = await db().select().from(orders).where(eq(orders.paymentId, paymentId))

    const completed = await injectAsAdmin(shop.app, cookie, {
      method: 'PATCH',
      url: `/api/orders/${order?.id}`,
      payload: { status: 'completed' },
    })
    expect(completed.statusCode).toBe(200)

    const [, opened] = await waitForMailTo(email, 2)
    expect(opened?.subject).toBe('Je pack is geopend')
    expect(plainText(opened)).toContain('3 × Booster Pack – Nachtvlam')
    // Completed outside a live: nothing said of a stream.
    expect(plainText(opened)).not.toContain('op stream')
    expect(plainText(opened)).toMatch(/Je kaarten bewaren we tot \d{1,2} \w+ \d{4}/)
    const [token] = orderPageTokens(opened as ParsedMail)
    expect((await shop.app.inject({ method: 'GET', url: `/api/order-page/${token}` })).statusCode).toBe(200)
    expect(completed.json().emails.map((mail: { kind: string }) => mail.kind)).toEqual(['order_confirmation', 'pack_opened'])
  })

  test('an order opened during a live says when, at the moment tapped, and promises no replay (decision 061)', async () => {
    const { email, paymentId } = await checkOut('live')
    await settleDemoPayment(shop.app, paymentId, 'paid')
    await waitForMailTo(email)
    const [order] = await db().select().from(orders).where(eq(orders.paymentId, paymentId))
    const live = (isLive: boolean) => injectAsAdmin(shop.app, cookie, { method: 'POST', url: '/api/live-status', payload: { isLive } })
    expect((await live(true)).statusCode).toBe(200)
    try {
      const tappedAt = new Date()
      const completed = await injectAsAdmin(shop.app, cookie, {
        method: 'PATCH',
        url: `/api/orders/${order?.id}`,
        payload: { status: 'completed', tappedAt: tappedAt.toISOString() },
      })
      expect(completed.statusCode).toBe(200)

      const [, opened] = await waitForMailTo(email, 2)
      expect(plainText(opened)).toContain(`Je pack is geopend op stream om ${formatInShopTime(tappedAt, 'time')}.`)
      expect(plainText(opened)).not.toMatch(/opname|replay/i)
    } finally {
      expect((await live(false)).statusCode).toBe(200)
    }
  })

  test("the seller's test notification e-mails nobody, neither made nor completed", async () => {
    const product = await insertProduct(db(), { name: 'Testproduct', priceCents: 500 })
    const created = await injectAsAdmin(shop.app, cookie, {
      method: 'POST',
      url: '/api/orders',
      payload: { productId: product.id, tiktokUsername: 'test_user' },
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().id as number
    await injectAsAdmin(shop.app, cookie, { method: 'PATCH', url: `/api/orders/${id}`, payload: { status: 'completed' } })
    const [order] = await db().select().from(orders).where(eq(orders.id, id))

    expect(await db().select().from(mailMessages).where(eq(mailMessages.paymentId, order?.paymentId ?? ''))).toEqual([])
    const resend = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: `/api/orders/${id}/confirmation` })
    expect(resend.statusCode).toBe(409)
    expect(resend.json().message).toBe(messages.confirmationWithoutEmail)
  })
})

describe("the back office's 'Bevestiging opnieuw versturen'", () => {
  test('delivers a second confirmation, and the order shows both', async () => {
    const { email, paymentId } = await checkOut()
    await settleDemoPayment(shop.app, paymentId, 'paid')
    await waitForMailTo(email)
    const [order] = await db().select().from(orders).where(eq(orders.paymentId, paymentId))

    const resend = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: `/api/orders/${order?.id}/confirmation` })
    expect(resend.statusCode).toBe(202)
    expect(resend.json()).toEqual({ message: messages.confirmationQueued })

    const mails = await waitForMailTo(email, 2)
    expect(mails.map((mail) => mail.subject)).toEqual(['Bestelbevestiging Packstroom', 'Bestelbevestiging Packstroom'])
    expect(plainText(mails[1])).toContain('Totaal: € 56,42')
    const list = (await injectAsAdmin(shop.app, cookie, { method: 'GET', url: '/api/orders' })).json()
    const listed = list.find((o: { id: number }) => o.id === order?.id)
    expect(listed.emails).toHaveLength(2)
  })

  test('pressed ten times at once, it sends one confirmation more; a press soon after says when it can again', async () => {
    const { email, paymentId } = await checkOut()
    await settleDemoPayment(shop.app, paymentId, 'paid')
    await waitForMailTo(email)
    const [order] = await db().select().from(orders).where(eq(orders.paymentId, paymentId))
    const press = () => injectAsAdmin(shop.app, cookie, { method: 'POST', url: `/api/orders/${order?.id}/confirmation` })

    const presses = await Promise.all(Array.from({ length: 10 }, press))
    expect(presses.map((response) => response.statusCode)).toEqual(Array.from({ length: 10 }, () => 202))
    // Every message of the payment delivered (or given up), then what the mail server got.
    await waitUntil(async () => {
      const rows = await db().select({ status: mailMessages.status }).from(mailMessages).where(eq(mailMessages.paymentId, paymentId))
      return rows.every((row) => row.status === 'sent' || row.status === 'failed')
    })
    await quietFor(300)
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual(['Bestelbevestiging Packstroom', 'Bestelbevestiging Packstroom'])
    expect(presses.filter((response) => response.json().message === messages.confirmationQueued)).toHaveLength(1)

    const again = await press()
    expect(again.statusCode).toBe(202)
    expect(again.json().message).toMatch(/^De bestelbevestiging is om \d{2}:\d{2} al opnieuw verstuurd; nog een keer kan vanaf \d{2}:\d{2}\.$/)
  })

  test('is for the seller only, and for a paid order only', async () => {
    const { paymentId } = await checkOut()
    const [order] = await db().select().from(orders).where(eq(orders.paymentId, paymentId))
    const anonymous = await shop.app.inject({ method: 'POST', url: `/api/orders/${order?.id}/confirmation` })
    expect(anonymous.statusCode).toBe(401)
    const unpaid = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: `/api/orders/${order?.id}/confirmation` })
    expect(unpaid.statusCode).toBe(409)
    expect(unpaid.json().message).toBe(messages.confirmationNotPaid)
    const unknown = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: '/api/orders/99999999/confirmation' })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('the link-again form', () => {
  const ask = (email: string, remoteAddress = '198.51.100.1') =>
    shop.app.inject({ method: 'POST', url: '/api/order-links', payload: { email }, remoteAddress })
  afterEach(() => orderLinkWrites.runPending())

  test('answers the same for a known and an unknown address, and e-mails the known one its order pages once', async () => {
    const first = await checkOut()
    await settleDemoPayment(shop.app, first.paymentId, 'paid')
    // The same buyer, another checkout, written in capitals.
    const second = await checkOut('postnl', shop.app, first.email.toUpperCase())
    await settleDemoPayment(shop.app, second.paymentId, 'paid')
    await waitForMailTo(first.email)

    const known = await ask(first.email, '198.51.100.10')
    const unknown = await ask(`onbekend${Date.now()}@example.nl`, '198.51.100.10')
    expect(known.statusCode).toBe(202)
    expect(unknown.statusCode).toBe(202)
    expect(known.body).toBe(unknown.body)
    expect(known.json()).toEqual({ message: messages.orderLinksRequested })
    // Written a few seconds after the answer, for both alike (order-links-timing.test.ts).
    expect(orderLinkWrites.pending).toBe(2)
    await orderLinkWrites.runPending()

    const links = (await waitForMailTo(first.email, 2)).filter((mail) => mail.subject === 'Je bestellingen bij Packstroom')
    expect(links).toHaveLength(1)
    const tokens = orderPageTokens(links[0] as ParsedMail)
    expect(tokens).toHaveLength(2)
    for (const token of tokens) {
      expect((await shop.app.inject({ method: 'GET', url: `/api/order-page/${token}` })).statusCode).toBe(200)
    }

    // Asked again within the window: no second message.
    expect((await ask(first.email, '198.51.100.11')).statusCode).toBe(202)
    expect(orderLinkWrites.pending).toBe(1)
    await orderLinkWrites.runPending()
    await quietFor(500)
    expect(mailsTo(first.email).filter((mail) => mail.subject === 'Je bestellingen bij Packstroom')).toHaveLength(1)
  })

  test('is limited per e-mail address, known or not, with a Dutch 429', async () => {
    const email = `vaakgevraagd${Date.now()}@example.nl`
    for (let i = 0; i < 3; i++) expect((await ask(email, `198.51.100.${20 + i}`)).statusCode).toBe(202)
    const limited = await ask(email.toUpperCase(), '198.51.100.30')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ message: messages.tooManyOrderLinkRequestsForEmail })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })

  test('is limited per client, whatever addresses it asks for', async () => {
    const client = '203.0.113.77'
    for (let i = 0; i < 10; i++) expect((await ask(`ander${i}.${Date.now()}@example.nl`, client)).statusCode).toBe(202)
    const limited = await ask(`nogeen${Date.now()}@example.nl`, client)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ message: messages.tooManyOrderLinkRequestsFromClient })
    // Another client is not held back by it.
    expect((await ask(`nogeen${Date.now()}@example.nl`, '203.0.113.78')).statusCode).toBe(202)
  })

  test("refuses what is not an e-mail address with product.md 5's message", async () => {
    const response = await ask('geen-adres')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Ongeldig e-mailadres' })
  })
})
