import ExcelJS from 'exceljs'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { ShippingDesk } from '#shared/contracts/admin-shipments'
import { messages, shipmentHoldTexts } from '#shared/contracts/messages'
import { mailMessages, shipments } from '#server/db/schema'
import { chargeBack, reverseChargeback } from '#server/testing/chargeback-hooks'
import { insertProduct, settleDemoPayment } from '#server/testing/factories'
import { checkOut } from '#server/testing/admin-factories'
import { useAdminShop } from '#server/testing/use-test-shop'
import { daysAgo, insertPaidLiveOrder, insertRequestParcel } from './shipping-desk-fixture'
import { linkTo, readShippingPage } from './shipping-requests-fixture'

/**
 * A chargeback holds what would still send the cards of the payment taken back (decision 052): the
 * parcel stays on the desk, says why, cannot be marked sent nor exported for a label, until the
 * chargeback is reversed. Sales' hooks are called by hand here (chargeback-hooks.ts), as sales calls
 * them in the transaction that records the chargeback.
 */
const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db
const app = () => shop.shop.app

const validCode = '3SABCD1234567'

async function readDesk(): Promise<ShippingDesk> {
  const response = await shop.admin('GET', '/api/admin/shipments')
  expect(response.statusCode).toBe(200)
  return response.json<ShippingDesk>()
}
const holdsOnDesk = async () => Object.fromEntries((await readDesk()).toPack.map((parcel) => [parcel.reference, parcel.hold?.reason ?? null]))
const markShipped = (id: string) => shop.admin('POST', `/api/admin/shipments/${id}/shipped`, { trackingCode: validCode })
const statusOf = async (id: string) => (await db().select({ status: shipments.status }).from(shipments).where(eq(shipments.id, id)))[0]?.status

/** The references of the parcels in the export for PostNL's label tool. */
async function exportedReferences(): Promise<string[]> {
  const response = await shop.admin('GET', '/api/admin/shipments/export')
  expect(response.statusCode).toBe(200)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('the workbook has no worksheet')
  const references: string[] = []
  for (let r = 2; r <= sheet.rowCount; r++) references.push(String(sheet.getRow(r).getCell(1).value))
  return references
}

test('a charged-back order’s request to pack is held: on the desk with why, refused as sent, left out of the export; the reversal lets it go', async () => {
  const order = await insertPaidLiveOrder(db(), { paidAt: daysAgo(2), status: 'completed' })
  const parcel = await insertRequestParcel(db(), [order.id])
  expect(await holdsOnDesk()).toEqual({ [parcel.reference]: null })

  expect(await chargeBack(app(), db(), order.paymentId)).toEqual({ pointsTakenBack: expect.any(Boolean) })

  const [held, ...others] = (await readDesk()).toPack
  expect(others).toEqual([])
  expect(held).toMatchObject({ id: parcel.id, status: 'to_pack', hold: { reason: 'charged_back', heldAt: expect.any(String) } })
  expect(shipmentHoldTexts.charged_back).toBe('Vastgehouden: betaling teruggeboekt door de bank')
  const refused = await markShipped(parcel.id)
  expect(refused.statusCode).toBe(409)
  expect(refused.json()).toEqual({ message: messages.parcelHeld })
  expect(await statusOf(parcel.id)).toBe('to_pack')
  expect(await db().select().from(mailMessages).where(eq(mailMessages.kind, 'parcel_shipped'))).toEqual([])
  expect(await exportedReferences()).toEqual([])

  await reverseChargeback(app(), db(), order.paymentId)

  expect(await holdsOnDesk()).toEqual({ [parcel.reference]: null })
  expect(await exportedReferences()).toEqual([parcel.reference])
  const sent = await markShipped(parcel.id)
  expect(sent.statusCode, sent.body).toBe(200)
  expect(await statusOf(parcel.id)).toBe('shipped')
})

test('only what would send the payment’s cards is held; a parcel sent already stays sent, and a request waiting for its fee is held too', async () => {
  const takenBack = await insertPaidLiveOrder(db(), { paidAt: daysAgo(3), status: 'completed', tiktokUsername: 'terugboeker' })
  const sentBefore = await insertPaidLiveOrder(db(), { paidAt: daysAgo(3), status: 'completed', tiktokUsername: 'terugboeker' })
  const waiting = await insertPaidLiveOrder(db(), { paidAt: daysAgo(3), status: 'completed', tiktokUsername: 'terugboeker' })
  const someoneElse = await insertPaidLiveOrder(db(), { paidAt: daysAgo(3), status: 'completed', tiktokUsername: 'eerlijk' })
  const heldParcel = await insertRequestParcel(db(), [takenBack.id])
  const sentParcel = await insertRequestParcel(db(), [sentBefore.id], { status: 'shipped', trackingCode: validCode })
  const waitingRequest = await insertRequestParcel(db(), [waiting.id], { status: 'awaiting_payment' })
  const otherParcel = await insertRequestParcel(db(), [someoneElse.id])

  // Three checkouts of one buyer, all taken back by the bank.
  for (const order of [takenBack, sentBefore, waiting]) await chargeBack(app(), db(), order.paymentId)

  expect(await holdsOnDesk()).toEqual({ [heldParcel.reference]: 'charged_back', [otherParcel.reference]: null })
  const shipped = (await readDesk()).shipped.find((parcel) => parcel.id === sentParcel.id)
  expect(shipped).toMatchObject({ status: 'shipped', trackingCode: validCode, hold: null })
  // Paid after all, the request joins the desk held.
  await settleDemoPayment(app(), waitingRequest.id)
  expect(await holdsOnDesk()).toEqual({
    [heldParcel.reference]: 'charged_back',
    [otherParcel.reference]: null,
    [waitingRequest.reference]: 'charged_back',
  })
  expect((await markShipped(otherParcel.id)).statusCode).toBe(200)
})

test('a request of two checkouts taken back stays held until both chargebacks are reversed', async () => {
  const first = await insertPaidLiveOrder(db(), { paidAt: daysAgo(4), status: 'completed' })
  const second = await insertPaidLiveOrder(db(), { paidAt: daysAgo(2), status: 'completed' })
  const parcel = await insertRequestParcel(db(), [first.id, second.id])
  await chargeBack(app(), db(), first.paymentId)
  await chargeBack(app(), db(), second.paymentId)
  // The bank reports the first chargeback again: nothing changes.
  await chargeBack(app(), db(), first.paymentId)

  await reverseChargeback(app(), db(), first.paymentId)
  expect(await holdsOnDesk()).toEqual({ [parcel.reference]: 'charged_back' })
  expect((await markShipped(parcel.id)).json()).toEqual({ message: messages.parcelHeld })

  await reverseChargeback(app(), db(), second.paymentId)
  expect(await holdsOnDesk()).toEqual({ [parcel.reference]: null })
})

test('a request whose own fee the bank took back is held', async () => {
  const order = await insertPaidLiveOrder(db(), { paidAt: daysAgo(1), status: 'completed' })
  const parcel = await insertRequestParcel(db(), [order.id])
  // A request's id is its fee's payment (decision 029); a fee pays for no orders of its own.
  await db().transaction((tx) => app().salesHooks.paymentChargedBack(tx, { paymentId: parcel.id, orders: [] }))
  expect(await holdsOnDesk()).toEqual({ [parcel.reference]: 'charged_back' })

  await db().transaction((tx) => app().salesHooks.chargebackReversed(tx, { paymentId: parcel.id, orders: [] }))
  expect(await holdsOnDesk()).toEqual({ [parcel.reference]: null })
})

test('a PostNL checkout’s parcel is held by its payment, and its buyer’s order page says so', async () => {
  const box = await insertProduct(db(), { name: 'Booster Box – Terugboeking', priceCents: 12_999, stock: 5 })
  const paymentId = await checkOut(shop, [{ productId: box.id, quantity: 1 }], { shippingMethod: 'postnl' })
  await settleDemoPayment(app(), paymentId, 'paid')
  const [order] = await (await shop.admin('GET', '/api/orders')).json<AdminOrder[]>()
  if (!order) throw new Error('the checkout made no order')
  expect((await shop.admin('PATCH', `/api/orders/${order.id}`, { status: 'completed' })).statusCode).toBe(200)
  const [parcel] = (await readDesk()).toPack
  if (!parcel) throw new Error('the opened order made no parcel')
  const token = await linkTo(db(), paymentId, 'browser')
  expect((await readShippingPage(app(), token)).shipments.map((shipment) => shipment.stateText)).toEqual(['Wordt ingepakt'])

  await chargeBack(app(), db(), paymentId)

  expect(await holdsOnDesk()).toEqual({ [parcel.reference]: 'charged_back' })
  expect((await readShippingPage(app(), token)).shipments.map((shipment) => shipment.stateText)).toEqual([
    'Vastgehouden: betaling teruggeboekt door de bank',
  ])
  expect((await markShipped(parcel.id)).json()).toEqual({ message: messages.parcelHeld })
})

// Decision 053, amended: a parcel held by a chargeback that stands had no way off the desk.
test("'Niet versturen' takes a held parcel off the desk; one not held is refused; the reversal puts it back to be sent", async () => {
  const order = await insertPaidLiveOrder(db(), { paidAt: daysAgo(2), status: 'completed' })
  const parcel = await insertRequestParcel(db(), [order.id])
  const setAside = (id: string) => shop.admin('POST', `/api/admin/shipments/${id}/set-aside`)

  const notHeld = await setAside(parcel.id)
  expect(notHeld.statusCode).toBe(409)
  expect(notHeld.json()).toEqual({ message: messages.parcelNotHeld })
  expect(await holdsOnDesk()).toEqual({ [parcel.reference]: null })

  await chargeBack(app(), db(), order.paymentId)
  const done = await setAside(parcel.id)
  expect(done.statusCode, done.body).toBe(204)
  // Another tab's click finds it done.
  expect((await setAside(parcel.id)).statusCode).toBe(204)
  expect(await holdsOnDesk()).toEqual({})
  expect(await statusOf(parcel.id)).toBe('to_pack')
  expect((await setAside('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)

  // The bank gave the money back: the parcel is the buyer's again, back on the desk to be sent.
  await reverseChargeback(app(), db(), order.paymentId)
  expect(await holdsOnDesk()).toEqual({ [parcel.reference]: null })
  expect((await markShipped(parcel.id)).statusCode).toBe(200)
})
