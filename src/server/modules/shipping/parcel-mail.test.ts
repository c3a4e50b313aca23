import { asc, eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { Parcel } from '#shared/contracts/admin-shipments'
import { mailMessages, orders } from '#server/db/schema'
import { buyer, insertProduct, paidCheckout } from '#server/testing/factories'
import { injectAsAdmin, loginAsAdmin } from '#server/testing/test-app'
import type { ParsedMail } from '#server/testing/test-smtp'
import { quietFor } from '#server/testing/wait'
import { useMailingShop } from '#server/testing/use-test-shop'
import { daysAgo, insertPaidLiveOrder, insertRequestParcel, requestAddress } from './shipping-desk-fixture'

/**
 * 'Je pakket is verzonden' through the outbox and a real SMTP server (decision 020, 022): written when
 * the seller marks a parcel sent, with the products, the parcel's reference and PostNL's tracking link
 * as a button and written out.
 */
const { shop, database, smtp } = useMailingShop()
const db = () => database.db
let cookie = ''
beforeAll(async () => {
  cookie = await loginAsAdmin(shop.app)
})

const subject = 'Je pakket is verzonden'
const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  injectAsAdmin(shop.app, cookie, { method, url, payload })
const to = (mail: ParsedMail) => [mail.to].flat().map((address) => address?.text ?? '').join(', ')

/** The parcel e-mails the server received for `email`, once at least one arrived. */
async function parcelMailsTo(email: string): Promise<ParsedMail[]> {
  const deadline = Date.now() + 10_000
  const matching = () =>
    smtp.messages.filter((mail) => mail.subject === subject && to(mail).toLowerCase().includes(email.toLowerCase()))
  while (matching().length === 0) {
    if (Date.now() > deadline) throw new Error(`no '${subject}' to ${email}`)
    await quietFor(50)
  }
  return matching()
}

/** The message's link to the buyer's order page opens it. */
async function expectWorkingOrderPageLink(mail: ParsedMail | undefined) {
  const [, token] = /https:\/\/shop\.example\.nl\/bestelling\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '') ?? []
  expect(token, 'an order-page link').toBeTruthy()
  expect((await shop.app.inject({ method: 'GET', url: `/api/order-page/${token}` })).statusCode).toBe(200)
}

async function markShipped(id: string, trackingCode: string): Promise<Parcel> {
  const response = await admin('POST', `/api/admin/shipments/${id}/shipped`, { trackingCode })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Parcel>()
}

test("a PostNL checkout's parcel, marked sent, e-mails its buyer the products, the reference and the tracking link", async () => {
  const email = `pakketkoper.${Date.now()}@example.nl`
  const box = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 12_999, stock: 10 })
  const etb = await insertProduct(db(), { name: 'Elite Trainer Box – Nachtvlam', priceCents: 5_999, stock: 10 })
  const { paymentId } = await paidCheckout(shop.app, {
    items: [
      { productId: box.id, quantity: 2 },
      { productId: etb.id, quantity: 1 },
    ],
    shippingDetails: { shippingMethod: 'postnl', email, postalCode: '1011 AB' },
  })
  const paid = await db().select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(asc(orders.id))
  const [first] = paid
  // Both packs are opened live before the parcel leaves.
  for (const order of paid) expect((await admin('PATCH', `/api/orders/${order.id}`, { status: 'completed' })).statusCode).toBe(200)
  const desk = (await admin('GET', '/api/admin/shipments')).json<{ toPack: Parcel[] }>()
  const [parcel] = desk.toPack
  if (!parcel) throw new Error('no parcel')

  const sent = await markShipped(parcel.id, '3S ABCD 1234 567')

  const link = 'https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-1011AB'
  expect(sent.trackingUrl).toBe(link)
  const [mail, ...more] = await parcelMailsTo(email)
  expect(more).toEqual([])
  expect(mail?.subject).toBe('Je pakket is verzonden')
  // The button and the written-out link both lead to PostNL.
  expect(mail?.html).toContain(`href="${link}"`)
  expect(mail?.html).toContain('Volg je pakket')
  const text = mail?.text ?? ''
  expect(text).toContain(link)
  expect(text).toContain(parcel.reference)
  expect(text).toContain('3SABCD1234567')
  expect(text).toContain('2 × Booster Box – Nachtvlam')
  expect(text).toContain('1 × Elite Trainer Box – Nachtvlam')
  await expectWorkingOrderPageLink(mail)

  // The back office shows it with the checkout's other e-mails.
  const list = (await admin('GET', '/api/orders')).json<AdminOrder[]>()
  const kinds = list.find((order) => order.id === first?.id)?.emails.map((m) => m.kind)
  expect(kinds).toContain('parcel_shipped')
})

test("a shipping request's parcel e-mails the request's address, once, however often it is pressed", async () => {
  const order = await insertPaidLiveOrder(db(), {
    paidAt: daysAgo(12),
    productName: 'Booster Pack – Zonnevlam',
    quantity: 3,
    status: 'completed',
  })
  // The request goes to the address of the orders' checkout (decision 022), in whatever case.
  const email = buyer.email.toUpperCase()
  const parcel = await insertRequestParcel(db(), [order.id], { address: { email, country: 'belgie', postalCode: '2000' } })

  await markShipped(parcel.id, 'rr123456789nl')
  expect((await admin('POST', `/api/admin/shipments/${parcel.id}/shipped`, { trackingCode: 'RR123456789NL' })).statusCode).toBe(409)

  const link = 'https://jouw.postnl.nl/track-and-trace/RR123456789NL-BE-2000'
  const [mail] = await parcelMailsTo(email)
  expect(mail?.html).toContain(`href="${link}"`)
  expect(mail?.text).toContain(link)
  expect(mail?.text).toContain(`${parcel.reference}`)
  expect(mail?.text).toContain('3 × Booster Pack – Zonnevlam')
  expect(mail?.text).toContain(`Hoi ${requestAddress.firstName},`)
  await expectWorkingOrderPageLink(mail)
  await quietFor(500)
  expect(smtp.messages.filter((m) => m.subject === subject)).toHaveLength(1)
  const [row] = await db().select().from(mailMessages).where(eq(mailMessages.key, `parcel-shipped:${parcel.id}`))
  expect(row).toMatchObject({ kind: 'parcel_shipped', paymentId: null, recipient: email })
})

test("an order-page link goes only to its checkout's own address: a parcel sent elsewhere carries none", async () => {
  const order = await insertPaidLiveOrder(db(), { paidAt: daysAgo(3), status: 'completed' })
  const parcel = await insertRequestParcel(db(), [order.id], { address: { email: 'iemand.anders@example.nl' } })

  await markShipped(parcel.id, '3SABCD1234567')

  const [row] = await db().select().from(mailMessages).where(eq(mailMessages.key, `parcel-shipped:${parcel.id}`))
  expect(row?.recipient).toBe('iemand.anders@example.nl')
  expect(row?.text).toContain('https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-1234AB')
  expect(row?.text).not.toContain('/bestelling/')
})
