import { asc, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { Refund } from '#shared/contracts/admin-refunds'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { ShippingDesk } from '#shared/contracts/admin-shipments'
import { messages } from '#shared/contracts/messages'
import type { ShippingPage } from '#shared/contracts/shipping'
import type { AdminWithdrawalPage, GrantWithdrawalAnswer } from '#shared/contracts/withdrawals'
import { mailMessages, orders, payments, products, shipmentOrders, shipments } from '#server/db/schema'
import { checkOut, expectEvent } from '#server/testing/admin-factories'
import { insertProduct, settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'
import { createOrderPageLink } from '#server/modules/order-page/order-page.public'

/**
 * A withdrawal granted for an order of a PostNL checkout whose parcel is still to pack (product.md 2.16,
 * decision 036 amended): the order leaves the parcel in the grant's transaction, and a parcel left with
 * nothing to send is cancelled. A parcel sent already is not changed (the buyer sends the goods back),
 * and a shipping request still makes the grant wait (withdrawals.test.ts).
 */
const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db

const EMAIL = 'pakketkoper@example.nl'

/**
 * A paid PostNL checkout of a booster box, opened on stream, and an elite trainer box still sealed, so
 * its parcel is on the desk with both; a statement withdrawing from both, the box's stock and the shipping paid.
 */
async function checkoutOnTheDesk() {
  const box = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 12_999, stock: 10 })
  const etb = await insertProduct(db(), { name: 'Elite Trainer Box – Nachtvlam', priceCents: 5_999, stock: 10 })
  const paymentId = await checkOut(
    shop,
    [
      { productId: box.id, quantity: 1 },
      { productId: etb.id, quantity: 1 },
    ],
    { email: EMAIL, shippingMethod: 'postnl' },
  )
  await settleDemoPayment(shop.shop.app, paymentId, 'paid')
  const [opened, sealed] = await db().select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(asc(orders.id))
  if (!opened || !sealed) throw new Error('two orders expected')
  const completed = await shop.admin('PATCH', `/api/orders/${opened.id}`, { status: 'completed' })
  expect(completed.statusCode, completed.body).toBe(200)
  const [parcel] = (await readDesk()).toPack
  if (!parcel) throw new Error('the opened order put no parcel on the desk')
  expect(parcel.orders.map((order) => order.orderId)).toEqual([opened.id, sealed.id])

  const token = await db().transaction((tx) => createOrderPageLink(tx, paymentId, 'email'))
  const stated = await shop.anonymous('POST', '/api/withdrawals', { via: 'order_page', token, orderIds: [opened.id, sealed.id], name: 'Fenna', email: EMAIL })
  expect(stated.statusCode, stated.body).toBe(201)
  const [statement] = (await shop.admin('GET', '/api/admin/withdrawals')).json<AdminWithdrawalPage>().withdrawals
  if (!statement) throw new Error('no statement')
  const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId))
  return { paymentId, token, opened, sealed, parcel, statement, etb, shippingCents: payment?.shippingCostCents ?? 0 }
}

async function readDesk(): Promise<ShippingDesk> {
  const response = await shop.admin('GET', '/api/admin/shipments')
  expect(response.statusCode).toBe(200)
  return response.json<ShippingDesk>()
}

const grant = (statementId: number, orderId: number) => shop.admin('POST', `/api/admin/withdrawals/${statementId}/orders/${orderId}/grant`)
const refunds = async () => (await shop.admin('GET', '/api/admin/refunds')).json<Refund[]>()
const parcelRow = async (id: string) => (await db().select().from(shipments).where(eq(shipments.id, id)))[0]
const activeLinks = async (id: string) =>
  (await db().select().from(shipmentOrders).where(eq(shipmentOrders.shipmentId, id))).filter((link) => link.active).map((link) => link.orderId).sort((a, b) => a - b)
const grantMails = () => db().select().from(mailMessages).where(eq(mailMessages.kind, 'order_cancelled')).orderBy(asc(mailMessages.id))
const oneLine = (text: string) => text.replace(/\s+/g, ' ').replaceAll('\u00a0', ' ')

test('granted for a sealed box of a parcel still to pack: the box leaves the parcel, which goes on with the rest', async () => {
  const checkout = await checkoutOnTheDesk()
  expect(checkout.shippingCents).toBeGreaterThan(0)
  const admin = await shop.subscribe(['admin'], { asAdmin: true })
  const buyerPage = await shop.subscribe(['shipments'])

  const granted = await grant(checkout.statement.id, checkout.sealed.id)

  expect(granted.statusCode, granted.body).toBe(200)
  const answer = granted.json<GrantWithdrawalAnswer>()
  expect(answer).toEqual({ refundId: expect.any(Number), parcel: { reference: checkout.parcel.reference, cancelled: false } })
  // Its price only: the checkout keeps the opened box, which the parcel still sends with the shipping paid.
  expect((await refunds()).map((refund) => [refund.id, refund.reason, refund.orderId, refund.amountCents])).toEqual([
    [answer.refundId, 'withdrawal', checkout.sealed.id, 5_999],
  ])
  const desk = await readDesk()
  expect(desk.toPack.map((parcel) => [parcel.id, parcel.orders.map((order) => order.orderId)])).toEqual([[checkout.parcel.id, [checkout.opened.id]]])
  expect(await activeLinks(checkout.parcel.id)).toEqual([checkout.opened.id])
  // The sealed box never left the shop: back in stock.
  expect((await db().select().from(products).where(eq(products.id, checkout.etb.id)))[0]?.stock).toBe(10)
  await expectEvent(admin, { channel: 'admin', type: 'shipments_changed' })
  await expectEvent(buyerPage, { channel: 'shipments', type: 'shipments_changed' })

  // The buyer: 'Je herroeping is toegekend' with what comes back, nothing about a cancelled shipment.
  const mails = await grantMails()
  expect(mails.map((mail) => [mail.recipient, mail.subject])).toEqual([[EMAIL, 'Je herroeping is toegekend']])
  expect(oneLine(mails[0]?.text ?? '')).toContain('Elite Trainer Box – Nachtvlam: € 59,99')
  // Their page shows the parcel with the opened box alone, still being packed.
  const page = (await shop.anonymous('GET', `/api/shipping-page/${checkout.token}`)).json<ShippingPage>()
  expect(page.shipments.map((shipment) => [shipment.reference, shipment.status, shipment.orders.map((order) => order.orderId)])).toEqual([
    [checkout.parcel.reference, 'to_pack', [checkout.opened.id]],
  ])

  // Sent later, the parcel's e-mail lists what is in it.
  const sent = await shop.admin('POST', `/api/admin/shipments/${checkout.parcel.id}/shipped`, { trackingCode: '3SABCD1234567' })
  expect(sent.statusCode, sent.body).toBe(200)
  const [shippedMail] = await db().select().from(mailMessages).where(eq(mailMessages.kind, 'parcel_shipped'))
  expect(oneLine(shippedMail?.text ?? '')).toContain('Booster Box – Nachtvlam')
  expect(oneLine(shippedMail?.text ?? '')).not.toContain('Elite Trainer Box')
})

test('granted for the last order a parcel still to pack sends: the parcel is cancelled, and the shipping comes back with the order', async () => {
  const checkout = await checkoutOnTheDesk()
  expect((await grant(checkout.statement.id, checkout.sealed.id)).statusCode).toBe(200)

  const granted = await grant(checkout.statement.id, checkout.opened.id)

  expect(granted.statusCode, granted.body).toBe(200)
  const answer = granted.json<GrantWithdrawalAnswer>()
  expect(answer).toEqual({ refundId: expect.any(Number), parcel: { reference: checkout.parcel.reference, cancelled: true } })
  // No fee of its own to owe back: the checkout's shipping comes with its last order kept (owedOnCancel).
  const owed = (await refunds()).find((refund) => refund.id === answer.refundId)
  expect(owed).toMatchObject({ reason: 'withdrawal', orderId: checkout.opened.id, amountCents: 12_999 + checkout.shippingCents })
  expect(await refunds()).toHaveLength(2)
  expect(await parcelRow(checkout.parcel.id)).toMatchObject({ status: 'cancelled', trackingCode: null, shippedAt: null })
  expect(await activeLinks(checkout.parcel.id)).toEqual([])
  const desk = await readDesk()
  expect([desk.toPack, desk.shipped]).toEqual([[], []])
  // The buyer's page says so, with nothing in it.
  const page = (await shop.anonymous('GET', `/api/shipping-page/${checkout.token}`)).json<ShippingPage>()
  expect(page.shipments.map((shipment) => [shipment.reference, shipment.status, shipment.stateText, shipment.orders])).toEqual([
    [checkout.parcel.reference, 'cancelled', 'Geannuleerd', []],
  ])
  // The order list no longer says the order's cards are on their way.
  const listed = (await shop.admin('GET', '/api/orders')).json<AdminOrder[]>().find((order) => order.id === checkout.opened.id)
  expect(listed).toMatchObject({ status: 'cancelled', shipping: null })

  // Two grants, two mails, and no 'Je verzending is geannuleerd': the parcel had no fee of its own.
  const mails = await grantMails()
  expect(mails.map((mail) => mail.subject)).toEqual(['Je herroeping is toegekend', 'Je herroeping is toegekend'])
  expect(oneLine(mails[1]?.text ?? '')).toContain(`Booster Box – Nachtvlam: € ${((12_999 + checkout.shippingCents) / 100).toFixed(2).replace('.', ',')}`)
  expect(await db().select().from(mailMessages).where(eq(mailMessages.kind, 'parcel_shipped'))).toEqual([])

  // Nobody sends it any more.
  const sent = await shop.admin('POST', `/api/admin/shipments/${checkout.parcel.id}/shipped`, { trackingCode: '3SABCD1234567' })
  expect(sent.statusCode).toBe(409)
  expect(sent.json()).toEqual({ message: messages.parcelNotToPack })
})

test('a parcel sent already is not changed by a grant: the buyer sends the goods back, and the parcel stays as it went out', async () => {
  const checkout = await checkoutOnTheDesk()
  const sent = await shop.admin('POST', `/api/admin/shipments/${checkout.parcel.id}/shipped`, { trackingCode: '3SABCD1234567' })
  expect(sent.statusCode, sent.body).toBe(200)

  const granted = await grant(checkout.statement.id, checkout.sealed.id)

  expect(granted.statusCode, granted.body).toBe(200)
  expect(granted.json<GrantWithdrawalAnswer>()).toEqual({ refundId: expect.any(Number), parcel: null })
  expect(await parcelRow(checkout.parcel.id)).toMatchObject({ status: 'shipped', trackingCode: '3SABCD1234567' })
  expect(await activeLinks(checkout.parcel.id)).toEqual([checkout.opened.id, checkout.sealed.id])
  // Sent sealed, it is the buyer's to send back: its stock is counted by the seller, not returned by itself.
  expect((await db().select().from(products).where(eq(products.id, checkout.etb.id)))[0]?.stock).toBe(9)
})
