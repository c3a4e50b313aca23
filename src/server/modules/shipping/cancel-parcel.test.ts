import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import type { Refund } from '#shared/contracts/admin-refunds'
import type { ShippingDesk } from '#shared/contracts/admin-shipments'
import { messages } from '#shared/contracts/messages'
import type { OrderPage } from '#shared/contracts/order-page'
import { mailMessages, refunds } from '#server/db/schema'
import { settleDemoPayment } from '#server/testing/factories'
import { injectAsAdmin, loginAsAdmin } from '#server/testing/test-app'
import type { ParsedMail } from '#server/testing/test-smtp'
import { useMailingShop } from '#server/testing/use-test-shop'
import { findShipmentRow, insertLiveOrder, insertShipment, linkTo, readShippingPage, requestShipping } from './shipping-requests-fixture'

/**
 * 'Verzending annuleren' on the shipping desk (decision 036): a paid shipping request the seller will
 * not send is cancelled, its cards are held again, its fee is owed back on 'Terugbetalingen', and the
 * buyer gets 'Je verzending is geannuleerd' through the outbox and a real SMTP server.
 */
const { shop, database, smtp } = useMailingShop({ clearBetweenTests: true })
const db = () => database.db
let cookie = ''
beforeAll(async () => {
  cookie = await loginAsAdmin(shop.app)
})

const admin = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  injectAsAdmin(shop.app, cookie, { method, url, payload })
const cancel = (id: string) => admin('POST', `/api/admin/shipments/${id}/cancel`)
const readDesk = async () => (await admin('GET', '/api/admin/shipments')).json<ShippingDesk>()
const readRefunds = async () => (await admin('GET', '/api/admin/refunds')).json<Refund[]>()
const subject = 'Je verzending is geannuleerd'

/** A held live order of the buyer, asked for by shipping request through an e-mail link, its fee paid on the demo page. */
async function paidRequest() {
  const held = await insertLiveOrder(db(), { orderStatus: 'completed', tiktokUsername: 'fenna' })
  const token = await linkTo(db(), held.paymentId, 'email')
  const requested = await requestShipping(shop.app, token, [held.orderId])
  expect(requested.statusCode, requested.body).toBe(201)
  const { id } = requested.json<{ id: string }>()
  await settleDemoPayment(shop.app, id)
  return { ...held, token, id }
}

const cancellationMail = async (): Promise<ParsedMail> => {
  const [mail] = await smtp.waitForSubject(subject)
  if (!mail) throw new Error(`no '${subject}'`)
  return mail
}

test('a paid request is cancelled: off the desk, its cards held again, its fee owed back, and the buyer is mailed', async () => {
  const request = await paidRequest()
  const reference = `V${(await findShipmentRow(db(), request.id)).number}`
  expect((await readDesk()).toPack.map((parcel) => parcel.id)).toEqual([request.id])

  const response = await cancel(request.id)

  expect(response.statusCode, response.body).toBe(200)
  const { refundId } = response.json<{ refundId: number | null }>()
  expect(refundId).toEqual(expect.any(Number))
  expect((await findShipmentRow(db(), request.id)).status).toBe('cancelled')
  const desk = await readDesk()
  expect(desk.toPack).toEqual([])
  expect(desk.held.map((order) => ({ orderId: order.orderId, requested: order.requested }))).toEqual([
    { orderId: request.orderId, requested: false },
  ])
  expect(await readRefunds()).toEqual([
    expect.objectContaining({
      id: refundId,
      paymentId: request.id,
      reason: 'shipment_cancelled',
      description: `Verzending ${reference} met PostNL naar Nederland`,
      amountCents: 495,
      status: 'owed',
      refundable: true,
      honourable: false,
      tiktokUsername: 'fenna',
    }),
  ])

  const mail = await cancellationMail()
  const text = (mail.text ?? '').replace(/\s+/g, ' ')
  expect(text).toContain(`Verzending ${reference} met PostNL naar Nederland: € 4,95`)
  expect(text).toContain('De verkoper heeft je verzending geannuleerd voordat het pakket is verstuurd.')
  expect(text).toContain('Je krijgt € 4,95 terug, binnen 5 werkdagen op dezelfde manier als je hebt betaald.')
  // A fee earned no points, so none are taken back.
  expect(text).not.toContain('punten')

  // The mail's link opens the fee's order page with the money coming back, and the buyer's held cards,
  // which they may ask for again from there.
  const [, token] = /https:\/\/shop\.example\.nl\/bestelling\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '') ?? []
  if (!token) throw new Error('no order-page link in the mail')
  const page = (await shop.app.inject({ method: 'GET', url: `/api/order-page/${token}` })).json<OrderPage>()
  expect(page.refund).toEqual(expect.objectContaining({ reason: 'shipment_cancelled', amountCents: 495, state: 'owed' }))
  const shipping = await readShippingPage(shop.app, token)
  expect(shipping.shipments.map((shipment) => ({ id: shipment.id, status: shipment.status }))).toEqual([
    { id: request.id, status: 'cancelled' },
  ])
  const again = await requestShipping(shop.app, token, [request.orderId])
  expect(again.statusCode, again.body).toBe(201)
})

test('cancelled twice, or after a late webhook, the fee is owed back once', async () => {
  const request = await paidRequest()
  expect((await cancel(request.id)).statusCode).toBe(200)

  const second = await cancel(request.id)
  expect(second.statusCode).toBe(409)
  expect(second.json()).toEqual({ message: messages.parcelNotToPack })
  // The provider reports the fee paid once more: it was settled already, nothing changes.
  await settleDemoPayment(shop.app, request.id)

  expect((await db().select().from(refunds)).map((row) => row.reason)).toEqual(['shipment_cancelled'])
  await cancellationMail()
  const written = await db().select().from(mailMessages).where(eq(mailMessages.kind, 'order_cancelled'))
  expect(written).toHaveLength(1)
})

test('a parcel sent, a request not paid, a PostNL checkout’s parcel and an unknown id are refused, and nothing is owed', async () => {
  const sent = await paidRequest()
  expect((await admin('POST', `/api/admin/shipments/${sent.id}/shipped`, { trackingCode: '3SABCD1234567' })).statusCode).toBe(200)

  const unpaid = await insertLiveOrder(db(), { email: 'ander@example.nl' })
  const unpaidRequest = await requestShipping(shop.app, await linkTo(db(), unpaid.paymentId, 'email'), [unpaid.orderId])
  const { id: unpaidId } = unpaidRequest.json<{ id: string }>()

  const postnl = await insertLiveOrder(db(), { orderStatus: 'completed', shippingMethod: 'postnl', email: 'derde@example.nl' })
  const checkoutParcel = await insertShipment(db(), { status: 'to_pack', paymentId: postnl.paymentId, readyAt: new Date() }, [
    postnl.orderId,
  ])

  for (const [id, status, message] of [
    [sent.id, 409, messages.parcelNotToPack],
    [unpaidId, 409, messages.parcelNotToPack],
    [checkoutParcel.id, 409, messages.checkoutParcelNotCancellable],
    ['5f0c1a44-36d4-4a51-9d3c-2b1f1d6c2a10', 404, messages.shipmentNotFound],
  ] as const) {
    const response = await cancel(id)
    expect({ id, status: response.statusCode, body: response.json() }).toEqual({ id, status, body: { message } })
  }
  expect((await findShipmentRow(db(), sent.id)).status).toBe('shipped')
  expect((await findShipmentRow(db(), unpaidId)).status).toBe('awaiting_payment')
  expect((await findShipmentRow(db(), checkoutParcel.id)).status).toBe('to_pack')
  expect(await readRefunds()).toEqual([])
})

test('only the seller cancels a parcel', async () => {
  const request = await paidRequest()
  const response = await shop.app.inject({ method: 'POST', url: `/api/admin/shipments/${request.id}/cancel` })
  expect(response.statusCode).toBe(401)
  expect((await findShipmentRow(db(), request.id)).status).toBe('to_pack')
})

test('once its request is cancelled, an order not yet opened can be cancelled by the seller, which it could not before', async () => {
  const held = await insertLiveOrder(db(), { tiktokUsername: 'fenna' })
  const requested = await requestShipping(shop.app, await linkTo(db(), held.paymentId, 'email'), [held.orderId])
  const { id } = requested.json<{ id: string }>()
  await settleDemoPayment(shop.app, id)
  const refused = await admin('POST', `/api/orders/${held.orderId}/cancel`)
  expect(refused.statusCode).toBe(409)
  expect(refused.json()).toEqual({ message: messages.orderInShipment })

  expect((await cancel(id)).statusCode).toBe(200)

  const cancelled = await admin('POST', `/api/orders/${held.orderId}/cancel`)
  expect(cancelled.statusCode, cancelled.body).toBe(200)
  expect((await readRefunds()).map((refund) => refund.reason).sort()).toEqual(['order_cancelled', 'shipment_cancelled'])
})
