import type { AdminHeldOrder, AdminLapsedOrder, AdminOrderShipping, Parcel, ShippingDesk } from '#shared/contracts/admin-shipments'
import { messages } from '#shared/contracts/messages'
import { heldUntil, isHeld, windowStart, type HeldUntil, type WindowedOrder } from '#shared/domain/shipping-window'
import { isTrackingCode, normaliseTrackingCode } from '#shared/domain/track-and-trace'
import type { Db, Tx } from '#server/db/db'
import { Refusal } from '#server/platform/refusal'
import type { Publish } from '#server/platform/events'
import { enqueueParcelShipped, type MailSite } from '#server/modules/mail-content/mail-content.public'
import {
  findPaidPostnlCheckoutOfOrder,
  listHeldLiveOrders,
  listLapsedLiveOrders,
  listPaidOrdersOfPayment,
  listShippingFactsOfOrders,
  listQueueOrdersByIds,
  lockOrders,
  moveOrders,
  ordersWithIds,
} from '#server/modules/sales/sales.public'
import { inNoActiveShipment, readActiveShipmentsOfOrders } from './active-shipments'
import { parcelReference, parcelTrackingUrl, toParcel, type ParcelRow } from './parcels'
import { isShipmentHeld, readHoldsOfShipments } from './shipment-holds'
import {
  ensureCheckoutParcel,
  findParcel,
  linkOrdersToParcel,
  listParcelOrders,
  listParcelsToPack,
  listShippedParcels,
  setParcelShipped,
} from './shipping-desk.repo'

/** The desk's answer lists the latest 50 parcels sent and at most 200 lapsed orders (shippingDeskSchema). */
const SHIPPED_ON_DESK = 50
const LAPSED_ON_DESK = 200

/**
 * The windows of many orders (shipping-window.ts, orderHeldUntil): heldUntil reads Amsterdam's clock a
 * few times per call, a list of thousands of orders noticeably. Amsterdam is a whole number of hours
 * ahead of UTC, so all of one UTC hour falls on one Amsterdam day and has one window: computed once
 * per hour of the window's start (windowStart: the later of payment and opening, or now for a pack
 * still in the queue). An order is held while `now` is before the window's end (isHeld).
 */
export function windowsOfOrders(): (start: Date) => HeldUntil {
  const byHour = new Map<number, HeldUntil>()
  return (start) => {
    const hour = Math.floor(start.getTime() / 3_600_000)
    let window = byHour.get(hour)
    if (!window) byHour.set(hour, (window = heldUntil(start)))
    return window
  }
}

/** What the window's rule (shipping-window.ts) needs of a row; undefined for a row never paid. */
function windowedOrder(row: { status: string; paidAt: Date | null; completedAt: Date | null }): WindowedOrder | undefined {
  return row.paidAt ? { status: row.status, paidAt: row.paidAt, completedAt: row.completedAt } : undefined
}

async function withOrders(db: Db | Tx, rows: ParcelRow[]): Promise<Parcel[]> {
  const ids = rows.map((row) => row.id)
  const orders = await listParcelOrders(db, ids)
  const holds = await readHoldsOfShipments(db, ids)
  return rows.map((row) => toParcel(row, orders.get(row.id) ?? [], holds.get(row.id)))
}

/** The parcels to pack, the one waiting longest first (the desk), held ones among them (decision 052). */
export async function listParcelsToShip(db: Db): Promise<Parcel[]> {
  return withOrders(db, await listParcelsToPack(db))
}

/**
 * The parcels a label may be made for (the export for PostNL's label tool): those to pack that nothing
 * holds, so no label is bought for a parcel that may not leave (decision 052).
 */
export async function listParcelsToLabel(db: Db): Promise<Parcel[]> {
  return (await listParcelsToShip(db)).filter((parcel) => parcel.hold === null)
}

/**
 * GET /api/admin/shipments (product.md 2.13, decision 022): what to pack, what went out, the held live
 * orders (soonest last day first) and the lapsed ones, free for giveaways (latest first).
 */
export async function readShippingDesk(db: Db, now = new Date()): Promise<ShippingDesk> {
  const toPack = await listParcelsToShip(db)
  const shipped = await withOrders(db, await listShippedParcels(db, SHIPPED_ON_DESK))
  const windowOf = windowsOfOrders()

  const held: AdminHeldOrder[] = []
  const heldRows = await listHeldLiveOrders(db, now)
  // Which shipment holds each order is shipping's to add to sales' list (decision 029).
  const shipmentOf = await readActiveShipmentsOfOrders(db, heldRows.map((row) => row.orderId))
  for (const row of heldRows) {
    const order = windowedOrder(row)
    if (!order || !isHeld(order, now)) continue
    const shipmentStatus = shipmentOf.get(row.orderId)?.status
    // Packed or sent, the cards are on their way; a request that waits for payment keeps them held.
    if (shipmentStatus === 'to_pack' || shipmentStatus === 'shipped') continue
    held.push({
      orderId: row.orderId,
      tiktokUsername: row.tiktokUsername,
      productName: row.productName,
      quantity: row.quantity,
      paidAt: order.paidAt.toISOString(),
      lastDay: windowOf(windowStart(order, now)).lastDay,
      opened: row.status === 'completed',
      requested: shipmentStatus === 'awaiting_payment',
    })
  }
  // Soonest last day first; a pack still in the queue reads as opened today, so none comes before it
  // but opened ones (the day being equal, the earliest paid first, as read).
  held.sort((a, b) => a.lastDay.localeCompare(b.lastDay))

  const lapsed: AdminLapsedOrder[] = []
  // Only those no shipment holds: the condition is in sales' statement, so the limit counts only them.
  for (const row of await listLapsedLiveOrders(db, now, LAPSED_ON_DESK, inNoActiveShipment(db))) {
    const order = windowedOrder(row)
    if (!order || isHeld(order, now)) continue
    lapsed.push({
      orderId: row.orderId,
      tiktokUsername: row.tiktokUsername,
      productName: row.productName,
      quantity: row.quantity,
      lastDay: windowOf(windowStart(order, now)).lastDay,
    })
  }
  return { toPack, shipped, held, lapsed }
}

/**
 * POST /api/admin/shipments/{id}/shipped: the seller sent the parcel with this PostNL code. In the same
 * transaction 'Je pakket is verzonden' goes to the outbox (decision 020); the buyer's page and the
 * desks follow by event after the commit.
 *
 * A pack not opened yet may go out sealed (decision 028): the seller sent it as it is, so it is no
 * longer one to open on stream. It leaves the live queue in the same transaction, moved from pending
 * to completed through sales' one door for status changes, and without 'Je pack is geopend': it was
 * not opened. The buyer reads of it in 'Je pakket is verzonden', which lists every product in the
 * parcel with its quantity and says nothing of opening.
 */
export async function markParcelShipped(
  db: Db,
  publish: Publish,
  site: MailSite,
  id: string,
  typedCode: string,
  now = new Date(),
): Promise<Parcel> {
  const trackingCode = normaliseTrackingCode(typedCode)
  if (!isTrackingCode(trackingCode)) throw new Refusal('invalid', messages.invalidTrackingCode)

  const shipped = await db.transaction(async (tx) => {
    // The parcel's orders before the parcel, as a chargeback takes them (decision 053, amended): one that
    // comes at the same moment either finishes first (the parcel is held) or waits for this one.
    const linked = (await listParcelOrders(tx, [id])).get(id) ?? []
    if (linked.length > 0) await lockOrders(tx, ordersWithIds(linked.map((line) => line.orderId)))
    if (!(await setParcelShipped(tx, id, trackingCode, now))) return undefined
    // A chargeback that held the parcel while this waited for its row shows only to a new read (setParcelShipped).
    if (await isShipmentHeld(tx, id)) throw new Refusal('conflict', messages.parcelHeld)
    const row = await findParcel(tx, id)
    if (!row) throw new Error(`parcel ${id} vanished`)
    const sealed = ((await listParcelOrders(tx, [id])).get(id) ?? []).filter((line) => line.status === 'pending')
    const leftQueue =
      sealed.length === 0
        ? []
        : await moveOrders(tx, { where: ordersWithIds(sealed.map((line) => line.orderId)), from: ['pending'], to: 'completed' })
    const lines = (await listParcelOrders(tx, [id])).get(id) ?? []
    const parcel = toParcel(row, lines, undefined)
    if (!parcel.trackingUrl) throw new Error(`parcel ${id} has no tracking link`)
    await enqueueParcelShipped(tx, site, {
      shipmentId: parcel.id,
      paymentId: row.kind === 'checkout' ? row.paymentId : null,
      // A request's orders are all of the address it goes to (decision 022): any of their pages shows the parcel.
      orderPagePaymentId: row.paymentId ?? lines[0]?.paymentId ?? null,
      email: parcel.email,
      firstName: parcel.firstName,
      tiktokUsername: parcel.tiktokUsername,
      reference: parcel.reference,
      lines: parcel.orders,
      trackingCode,
      trackingUrl: parcel.trackingUrl,
    })
    return { parcel, leftQueue: leftQueue.map((order) => order.id) }
  })
  if (!shipped) {
    const parcel = await findParcel(db, id)
    if (!parcel) throw new Refusal('not_found', messages.shipmentNotFound)
    // Held back after a chargeback (decision 052): it stays to pack until the chargeback is reversed.
    if (parcel.status === 'to_pack' && (await isShipmentHeld(db, id))) throw new Refusal('conflict', messages.parcelHeld)
    // Sent already (by this admin or another), or a request still waiting for its payment.
    throw new Refusal('conflict', messages.parcelNotToPack)
  }
  // Public: the id alone, which says nothing about anyone (decision 022).
  await publish({ channel: 'shipments', type: 'shipments_changed' })
  await publish({ channel: 'admin', type: 'shipments_changed' })
  if (shipped.leftQueue.length > 0) {
    // The queue, its widgets and overlays and the buyer's order page drop the packs sent sealed, as
    // they drop an opened one (product.md 4).
    for (const order of await listQueueOrdersByIds(db, shipped.leftQueue)) {
      await publish({ channel: 'orders', type: 'order_update', order })
    }
    await publish({ channel: 'admin', type: 'orders_changed' })
  }
  return shipped.parcel
}

/**
 * A PostNL checkout paid its shipping at checkout, so once the first of its orders is opened it goes
 * to the desk by itself (decision 022): its parcel, made once, with every paid order of the checkout,
 * so the seller sees which packs are still to be opened. Called in the transaction that completes the
 * order; answers the parcel's id, or undefined for an order that ships no parcel (live opening, unpaid).
 */
export async function addOpenedOrderToParcel(tx: Tx, orderId: number, now = new Date()): Promise<string | undefined> {
  const checkout = await findPaidPostnlCheckoutOfOrder(tx, orderId)
  if (!checkout) return undefined
  const shipmentId = await ensureCheckoutParcel(tx, checkout, now)
  // Every paid order of the checkout (in the queue or opened).
  const paid = await listPaidOrdersOfPayment(tx, checkout.id)
  await linkOrdersToParcel(tx, shipmentId, paid.map((order) => order.id))
  return shipmentId
}

/**
 * Where each order's cards are, for the admin's order list (product.md 2.11, 2.13), in one query for
 * the whole list: a paid live order is held (with its last day), requested, to pack, sent or lapsed; a
 * PostNL order in a parcel has its parcel's state. Other orders (a Pack Battle spot among them,
 * decision 023) are absent from the map.
 */
export async function shippingOfOrders(db: Db, orderIds: number[], now = new Date()): Promise<Map<number, AdminOrderShipping>> {
  const byOrder = new Map<number, AdminOrderShipping>()
  const windowOf = windowsOfOrders()
  // The orders and their payments from sales, then the shipments that hold them (decision 029).
  const facts = await listShippingFactsOfOrders(db, orderIds)
  const shipmentOf = await readActiveShipmentsOfOrders(db, facts.map((row) => row.orderId))
  for (const row of facts) {
    const paid = row.paymentStatus === 'paid' && (row.orderStatus === 'pending' || row.orderStatus === 'completed')
    if (!paid) continue
    const shipment = shipmentOf.get(row.orderId)
    const parcel = shipment
      ? {
          reference: parcelReference(shipment.number),
          trackingUrl: parcelTrackingUrl(shipment),
        }
      : undefined
    const shipmentStatus = shipment?.status
    const order = windowedOrder({ status: row.orderStatus, paidAt: row.paidAt, completedAt: row.completedAt })
    if (row.paidLive && order) {
      const lastDay = windowOf(windowStart(order, now)).lastDay
      if (parcel && shipmentStatus === 'awaiting_payment') byOrder.set(row.orderId, { state: 'requested', lastDay, ...parcel })
      else if (parcel && (shipmentStatus === 'to_pack' || shipmentStatus === 'shipped')) {
        byOrder.set(row.orderId, { state: shipmentStatus, lastDay, ...parcel })
      } else {
        const state = isHeld(order, now) ? 'held' : 'lapsed'
        byOrder.set(row.orderId, { state, lastDay, reference: null, trackingUrl: null })
      }
    } else if (row.shippingMethod === 'postnl' && parcel && (shipmentStatus === 'to_pack' || shipmentStatus === 'shipped')) {
      byOrder.set(row.orderId, { state: shipmentStatus, lastDay: null, ...parcel })
    }
  }
  return byOrder
}
