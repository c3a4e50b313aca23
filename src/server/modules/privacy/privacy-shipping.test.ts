import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { Db } from '#server/db/db'
import { orders, payments, refunds, shipments } from '#server/db/schema'
import { nextEvent } from '#server/testing/admin-factories'
import { buyer, insertPayment, insertShippingFee, insertShippingRequest, personalMarkers } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'
import { DAY_MS, daysAgo, readPayments } from './privacy-fixture'
import { anonymiseOldPersonalData } from './privacy.service'

/**
 * Decision 011 with shipping held cards (decision 022): a live payment keeps the buyer's details
 * while its cards may still be asked for or wait to go out, and a shipment's own copy of the name and
 * address goes once it was sent or cancelled longer ago than the retention period. A request's fee is
 * a payment of its own (decision 029), which keeps who paid until it was settled that long ago.
 */
const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db

/**
 * A checkout of one order paid `paidDaysAgo` and opened (completed) `completedDaysAgo`, written straight
 * to sales' tables: the retention counts from those moments, which the API sets to now.
 */
async function openedOrder(database: Db, paidDaysAgo: number, completedDaysAgo: number, shippingMethod: 'live' | 'postnl' = 'live') {
  const { paymentId, orders: rows } = await insertPayment(
    database,
    [{ productId: null, quantity: 1, status: 'completed', createdAt: daysAgo(paidDaysAgo), paidAt: daysAgo(paidDaysAgo) }],
    { status: 'paid', shippingMethod },
  )
  const orderId = rows[0]?.id ?? -1
  await database.update(orders).set({ completedAt: daysAgo(completedDaysAgo) }).where(eq(orders.id, orderId))
  return { paymentId, orderId }
}

/**
 * A shipping request with the buyer's details, holding the order, and its fee (decision 029): paid
 * (settled a day ago) for a request to pack or sent, open while it waits, expired once cancelled,
 * unless `fee` says otherwise.
 */
function shipmentOf(
  database: Db,
  orderId: number | undefined,
  values: Partial<typeof shipments.$inferInsert>,
  fee: Parameters<typeof insertShippingFee>[1] = {},
) {
  const settledAt = values.status === 'awaiting_payment' ? null : daysAgo(1)
  return insertShippingRequest(database, orderId === undefined ? [] : [orderId], values, { settledAt, ...fee })
}

test('a live payment keeps its details while an order is held or its parcel has not gone out yet', async () => {
  // With 30 days' retention every one of these was completed long enough ago.
  const held = await openedOrder(db(), 40, 40)
  const lapsed = await openedOrder(db(), 50, 50)
  const toPack = await openedOrder(db(), 50, 40)
  const toPackParcel = await shipmentOf(db(), toPack.orderId, { status: 'to_pack' })
  const awaitingPayment = await openedOrder(db(), 50, 40)
  const awaitingParcel = await shipmentOf(db(), awaitingPayment.orderId, { status: 'awaiting_payment' })
  const sent = await openedOrder(db(), 50, 40)
  const sentParcel = await shipmentOf(db(), sent.orderId, { status: 'shipped', shippedAt: daysAgo(1), trackingCode: '3SABCD1234567' })
  const byPost = await openedOrder(db(), 40, 40, 'postnl')
  // The seller's test notification is never held for anyone (decision 022); one of 40 days ago,
  // written straight, as the test notification is made now.
  const testOrder = await openedOrder(db(), 40, 40)
  await db().update(payments).set({ provider: 'manual' }).where(eq(payments.id, testOrder.paymentId))

  expect(await anonymiseOldPersonalData(db(), 30)).toBe(4)
  const after = await readPayments(db(), [held, lapsed, toPack, awaitingPayment, sent, byPost, testOrder].map((p) => p.paymentId))
  const emailOf = (payment: { paymentId: string }) => after.get(payment.paymentId)?.email
  expect(emailOf(held)).toBe(buyer.email)
  expect(emailOf(toPack)).toBe(buyer.email)
  expect(emailOf(awaitingPayment)).toBe(buyer.email)
  expect(emailOf(lapsed)).toBe('')
  expect(emailOf(sent)).toBe('')
  expect(emailOf(byPost)).toBe('')
  expect(emailOf(testOrder)).toBe('')
  // The fees were settled within the retention period, or are still open: each keeps who paid.
  const parcels = [toPackParcel, awaitingParcel, sentParcel]
  const fees = await readPayments(db(), parcels.map((parcel) => parcel.id))
  expect(parcels.map((parcel) => fees.get(parcel.id)?.email)).toEqual([buyer.email, buyer.email, buyer.email])
})

test('the window ends at the end of the last day in Amsterdam: kept until then, anonymised after', async () => {
  const paidAt = new Date('2026-01-10T12:00:00Z') // last day 24 February 2026, ends 23:00 UTC
  // Paid and opened on that day, written straight to sales' tables: the API pays and opens now.
  const { paymentId, orders: rows } = await insertPayment(
    db(),
    [{ productId: null, quantity: 1, status: 'completed', createdAt: paidAt, paidAt }],
    { status: 'paid' },
  )
  await db().update(orders).set({ completedAt: paidAt }).where(eq(orders.id, rows[0]?.id ?? -1))

  expect(await anonymiseOldPersonalData(db(), 1, new Date('2026-02-24T22:59:59Z'))).toBe(0)
  expect((await readPayments(db(), [paymentId])).get(paymentId)?.email).toBe(buyer.email)
  expect(await anonymiseOldPersonalData(db(), 1, new Date('2026-02-24T23:00:00Z'))).toBe(1)
})

test('a shipment’s name and address are blanked once sent or cancelled longer ago than the retention period', async () => {
  const { orderId } = await openedOrder(db(), 300, 299)
  const oldSent = await shipmentOf(db(), orderId, { status: 'shipped', shippedAt: daysAgo(200), trackingCode: '3SABCD1234567' })
  const recentSent = await shipmentOf(db(), undefined, { status: 'shipped', shippedAt: daysAgo(10), trackingCode: '3SABCD7654321' })
  // Cancelled when its fee expired, 181 days ago: the request's own last change.
  const oldCancelled = await shipmentOf(db(), undefined, { status: 'cancelled', updatedAt: daysAgo(181) }, { settledAt: daysAgo(181) })
  const recentCancelled = await shipmentOf(db(), undefined, { status: 'cancelled', updatedAt: daysAgo(10) }, { settledAt: daysAgo(10) })
  const oldToPack = await shipmentOf(db(), undefined, { status: 'to_pack', readyAt: daysAgo(300), createdAt: daysAgo(300) })
  const desk = await shop.subscribe(['admin'], { asAdmin: true })

  const response = await shop.admin('POST', '/api/privacy/anonymise')
  expect(response.statusCode).toBe(200)
  await nextEvent(desk, 'shipments_changed')

  const rows = new Map((await db().select().from(shipments)).map((row) => [row.id, row]))
  const blanked = rows.get(oldSent.id)
  expect(blanked).toMatchObject({ firstName: '', lastName: '', email: '', street: '', houseNumber: '', postalCode: '', city: '' })
  expect(JSON.stringify(blanked)).not.toMatch(new RegExp(personalMarkers.join('|')))
  expect(blanked?.anonymisedAt?.getTime()).toBeGreaterThan(Date.now() - 60_000)
  // Kept for the books: the reference, what it cost, where to and its code.
  expect(blanked).toMatchObject({ number: oldSent.number, feeCents: 495, country: 'nederland', trackingCode: '3SABCD1234567', tiktokUsername: 'pieter' })
  expect(rows.get(oldCancelled.id)?.email).toBe('')
  expect(rows.get(recentCancelled.id)).toEqual(recentCancelled)
  expect(rows.get(recentSent.id)).toEqual(recentSent)
  expect(rows.get(oldToPack.id)).toEqual(oldToPack)

  // A second run changes nothing more.
  const first = rows.get(oldSent.id)
  await shop.admin('POST', '/api/privacy/anonymise')
  const [again] = await db().select().from(shipments).where(eq(shipments.id, oldSent.id))
  expect(again).toEqual(first)
  expect(Math.round((Date.now() - (again?.shippedAt?.getTime() ?? 0)) / DAY_MS)).toBe(200)
})

test('a shipping fee keeps who paid until it was settled longer ago than the retention period; an open fee keeps it (decision 029)', async () => {
  const paidLongAgo = await shipmentOf(
    db(),
    undefined,
    { status: 'shipped', shippedAt: daysAgo(35), trackingCode: '3SABCD1234567' },
    { settledAt: daysAgo(40), tiktokUsername: 'oudebetaler' },
  )
  const expiredLongAgo = await shipmentOf(db(), undefined, { status: 'cancelled', updatedAt: daysAgo(40) }, { settledAt: daysAgo(40) })
  const paidRecently = await shipmentOf(db(), undefined, { status: 'to_pack' }, { settledAt: daysAgo(5) })
  // Open long past its expiry (the expiry job did not come by): not settled, so kept.
  const open = await shipmentOf(db(), undefined, { status: 'awaiting_payment' }, { expiresAt: daysAgo(40) })

  expect(await anonymiseOldPersonalData(db(), 30)).toBe(2)

  const fees = await readPayments(db(), [paidLongAgo, expiredLongAgo, paidRecently, open].map((parcel) => parcel.id))
  const blanked = fees.get(paidLongAgo.id)
  expect(blanked).toMatchObject({ firstName: '', lastName: '', email: '', street: '', houseNumber: '', postalCode: '', city: '' })
  expect(JSON.stringify(blanked)).not.toMatch(new RegExp(personalMarkers.join('|')))
  // Kept for the books: what it paid for, how much, and the TikTok username.
  expect(blanked).toMatchObject({ purpose: 'shipping', status: 'paid', amountCents: 495, tiktokUsername: 'oudebetaler' })
  expect(blanked?.anonymisedAt).not.toBeNull()
  expect(fees.get(expiredLongAgo.id)).toMatchObject({ email: '', status: 'expired' })
  expect(fees.get(paidRecently.id)).toMatchObject({ email: buyer.email, firstName: buyer.firstName, anonymisedAt: null })
  expect(fees.get(open.id)).toMatchObject({ email: buyer.email, firstName: buyer.firstName, anonymisedAt: null })
})

test("a Pack Battle refund loses the buyer's e-mail address once it was paid back longer ago than the retention period (decision 023)", async () => {
  const refund = (email: string, refundedAt: Date | null) => ({
    key: `participant_removed:${email}`,
    amountCents: 1250,
    reason: 'participant_removed',
    description: 'Pack Battle "Vrijdagavond Battle", plek 4',
    status: refundedAt ? 'refunded' : 'owed',
    tiktokUsername: 'spotkoper',
    email,
    refundedAt,
  })
  // Paid back 40 and 5 days ago, written straight to sales' table: the API pays back now.
  await db()
    .insert(refunds)
    .values([refund('oud@example.nl', daysAgo(40)), refund('recent@example.nl', daysAgo(5)), refund('open@example.nl', null)])

  await anonymiseOldPersonalData(db(), 30)

  const rows = await db().select({ email: refunds.email, amountCents: refunds.amountCents }).from(refunds).orderBy(refunds.id)
  expect(rows).toEqual([
    { email: '', amountCents: 1250 },
    { email: 'recent@example.nl', amountCents: 1250 },
    { email: 'open@example.nl', amountCents: 1250 },
  ])
})
