import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { orders, payments } from '#server/db/schema'
import type { App } from '#server/app'
import type { Db } from '#server/db/db'
import { snapshotData } from '#server/testing/fuzz/data-snapshot'
import { checkoutBody, insertBattle, insertPayment, insertProduct, paidCheckout, parcelAddress } from '#server/testing/factories'
import { injectAsAdmin, loginAsAdmin } from '#server/testing/test-app'
import { startTestSmtp, type ParsedMail } from '#server/testing/test-smtp'
import { useForAllTests, useTestShop } from '#server/testing/use-test-shop'

/**
 * Text a buyer types is one line of visible characters (product.md 5, src/shared/contracts/plain-text.ts):
 * a name, an address line, a TikTok username or an e-mail address holding a line break, NUL or any other
 * control character is refused with one Dutch message and records nothing, so no buyer can write lines
 * of their own into a message the shop sends. Names stored before the rule still reach the e-mails:
 * their plain-text part quotes them, on one line.
 */

/** Line breaks (CR LF), NUL (C0, which PostgreSQL cannot even store) and NEL (C1, a line break to some mail programs). */
const controls = [
  ['CR LF', '\r\n'],
  ['NUL', '\u0000'],
  ['NEL (U+0085)', '\u0085'],
] as const

/** What a stranger would write into the shop's message after the control character. */
const posing = 'Bcc: oplichter@example.nl'

/** A live opening checked out and paid through the API: its held order and the browser's order-page token. */
async function heldOrder(app: App, db: Db, productId: number, email: string) {
  const { paymentId, orderPageToken } = await paidCheckout(app, {
    items: [{ productId, quantity: 1 }],
    shippingDetails: { email, shippingMethod: 'live' },
  })
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, paymentId))
  if (!order) throw new Error('the checkout made no order')
  return { orderId: order.id, token: orderPageToken }
}

describe('a control character in what a buyer types', () => {
  // The e-mail worker is off: it would send the held order's confirmation in the background while a
  // refused request is checked for having recorded nothing.
  const { shop, database } = useTestShop({ deps: { mailTiming: { pollMs: 0 } } })
  const db = () => database.db

  let productId = 0
  let battleId = 0
  let held = { orderId: 0, token: '' }

  beforeAll(async () => {
    productId = (await insertProduct(db(), { stock: 50 })).id
    battleId = (await insertBattle(db(), { isActive: true, shopPayments: true })).id
    held = await heldOrder(shop.app, db(), productId, 'bewaard@example.nl')
  })

  type Endpoint = {
    name: string
    /** Sends a body whose one text field is `text`. */
    send: (text: string) => Promise<LightMyRequestResponse>
    /** The field's value as a buyer might type it, with the control character in the middle. */
    value: (control: string) => string
    /** The refusal as the route shapes it. */
    refusal: { message: string; success?: false }
  }

  const checkout = (field: string, value: (control: string) => string): Endpoint => ({
    name: `POST /api/payments shippingDetails.${field}`,
    send: (text) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/payments',
        payload: checkoutBody({ items: [{ productId, quantity: 1 }], shippingDetails: { [field]: text } }),
      }),
    value,
    refusal: { success: false, message: messages.noControlCharacters },
  })

  const shippingRequest = (field: string, value: (control: string) => string): Endpoint => ({
    name: `POST /api/shipping-requests address.${field}`,
    send: (text) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/shipping-requests',
        payload: { token: held.token, orderIds: [held.orderId], address: parcelAddress({ [field]: text }) },
      }),
    value,
    refusal: { message: messages.noControlCharacters },
  })

  const spot = (field: 'tiktokUsername' | 'email', value: (control: string) => string): Endpoint => ({
    name: `POST /api/pack-battles/{id}/spots ${field}`,
    send: (text) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/pack-battles/${battleId}/spots`,
        payload: { spotNumber: 3, tiktokUsername: '@spotkoper', email: 'spotkoper@example.nl', [field]: text },
      }),
    value,
    refusal: { message: messages.noControlCharacters },
  })

  const words = (before: string) => (control: string) => `${before}${control}${posing}`
  const email = (control: string) => `zoe@example.nl${control}${posing}`
  const username = (control: string) => `@zoe${control}oplichter`

  const endpoints: Endpoint[] = [
    checkout('firstName', words('Zoë')),
    checkout('lastName', words("O'Brien-Jansen")),
    checkout('street', words('Kerkstraat')),
    checkout('houseNumber', words('12a')),
    checkout('postalCode', words('1234 AB')),
    checkout('city', words("'s-Hertogenbosch")),
    checkout('email', email),
    checkout('tiktokUsername', username),
    shippingRequest('firstName', words('Zoë')),
    shippingRequest('lastName', words("O'Brien-Jansen")),
    shippingRequest('street', words('Kerkstraat')),
    shippingRequest('houseNumber', words('12a')),
    shippingRequest('postalCode', words('1234 AB')),
    shippingRequest('city', words('Gent')),
    spot('tiktokUsername', username),
    spot('email', email),
    ...(['name', 'email'] as const).map((field) => ({
      name: `POST /api/withdrawals ${field}`,
      send: (text: string) =>
        shop.app.inject({
          method: 'POST',
          url: '/api/withdrawals',
          payload: { via: 'form', orderNumber: 'ABCDEF12', name: 'Zoë', email: 'zoe@example.nl', [field]: text },
        }),
      value: field === 'name' ? words('Zoë') : email,
      refusal: { message: messages.noControlCharacters },
    })),
    {
      name: 'POST /api/order-links email',
      send: (text) => shop.app.inject({ method: 'POST', url: '/api/order-links', payload: { email: text } }),
      value: email,
      refusal: { message: messages.noControlCharacters },
    },
  ]

  test.each(endpoints.flatMap((endpoint) => controls.map(([name, control]) => [endpoint.name, name, endpoint, control] as const)))(
    '%s with %s: 400 with the Dutch message, and nothing recorded',
    async (_endpoint, _control, endpoint, control) => {
      const before = await snapshotData(db())
      const response = await endpoint.send(endpoint.value(control))
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: endpoint.refusal })
      expect(await snapshotData(db())).toEqual(before)
    },
  )

  test("a name with accents, an apostrophe and a hyphen ('Zoë O'Brien-Jansen') still checks out and asks for shipping", async () => {
    const name = { firstName: 'Zoë', lastName: "O'Brien-Jansen", street: 'Rue de l’Église', city: "'s-Hertogenbosch" }
    const started = await shop.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: checkoutBody({ items: [{ productId, quantity: 1 }], shippingDetails: name }),
    })
    expect(started.statusCode, started.body).toBe(200)
    const [stored] = await db()
      .select()
      .from(payments)
      .where(eq(payments.id, started.json<{ paymentId: string }>().paymentId))
    expect(stored).toMatchObject(name)

    const requested = await shop.app.inject({
      method: 'POST',
      url: '/api/shipping-requests',
      payload: { token: held.token, orderIds: [held.orderId], address: parcelAddress(name) },
    })
    expect(requested.statusCode, requested.body).toBe(201)
  })
})

describe('a name stored before the rule', () => {
  const smtp = useForAllTests('the test SMTP server', startTestSmtp)
  const { shop, database } = useTestShop({
    config: () => ({ smtpUrl: smtp.url, publicUrl: 'https://shop.example.nl' }),
    deps: { mailTiming: { pollMs: 50, retryBaseMs: 50, retryMaxMs: 200 } },
  })

  async function mailTo(email: string): Promise<ParsedMail> {
    const deadline = Date.now() + 10_000
    for (;;) {
      const mail = smtp.messages.find((message) => [message.to].flat().some((to) => to?.text.includes(email)))
      if (mail) return mail
      if (Date.now() > deadline) throw new Error(`no message to ${email}`)
      await new Promise((done) => setTimeout(done, 50))
    }
  }

  test('is quoted on one line in the plain-text part of the Bestelbevestiging', async () => {
    await shop.app.ready()
    const email = 'oude.koper@example.nl'
    const paidAt = new Date()
    const { paymentId, orders: [order] } = await insertPayment(
      database.db,
      [{ productId: null, quantity: 1, productName: 'Booster Pack – Nachtvlam', status: 'pending', paidAt }],
      { status: 'paid', tiktokUsername: 'oudekoper' },
    )
    // As an old row may hold it: a line break, a line separator and NEL, each starting a line of its own.
    // Written straight to sales' tables, as the checkout refuses such a name now.
    const firstName = 'Fenna\r\nLET OP: je betaling is mislukt.\u2028Betaal opnieuw op https://oplichter.example\u0085Groet, Packstroom'
    await database.db.update(payments).set({ firstName, email, settledAt: paidAt }).where(eq(payments.id, paymentId))

    const cookie = await loginAsAdmin(shop.app)
    const resend = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: `/api/orders/${order?.id}/confirmation` })
    expect(resend.statusCode, resend.body).toBe(202)

    const text = (await mailTo(email)).text ?? ''
    const lines = text.split(/\r\n|\r|\n|\u2028|\u2029|\u0085/)
    expect(lines).toContain('Hoi "Fenna LET OP: je betaling is mislukt. Betaal opnieuw op https://oplichter.example Groet, Packstroom",')
    for (const line of lines) expect(line).not.toMatch(/^\s*(LET OP|Betaal opnieuw|Groet)/)
    expect(text).toContain('onder je TikTok gebruikersnaam "@oudekoper".')
  })
})
