import { and, eq, exists, inArray, isNull, min, notExists, or, sql, type SQL } from 'drizzle-orm'
import type { ParcelHold, ShipmentHoldReason } from '#shared/contracts/admin-shipments'
import type { Db, Tx } from '#server/db/db'
import { shipmentHolds, shipmentOrders, shipments } from '#server/db/schema/shipping'

/**
 * Shipments held back because the bank took a payment back (decisions 052, 053; 'Vastgehouden', not the
 * cards held for 45 days, 'Bewaard', of decision 022): the flows call these from sales' chargeback
 * hooks, in the chargeback's transaction. A hold is shipping's own row per shipment and payment
 * (schema/shipping.ts), so the reversal of one payment releases only what that payment held.
 */

/** Not sent yet and still going to be: what a chargeback may still stop. */
const unsentStatuses = ['awaiting_payment', 'to_pack']

/**
 * Holds every shipment not yet sent that would send the cards of one of these orders (an active link),
 * or whose own money was this payment (a PostNL checkout's parcel, a request's fee). A shipment sent
 * already is left as it is: the cards are on their way, which the seller settles with the buyer. Held
 * twice for one payment, the first hold stays. Answers the ids of the shipments this payment holds.
 *
 * The shipments are picked by an UPDATE, not a SELECT: it takes their row locks, so a 'Verzonden' at
 * the same moment is ordered with it. Sent first, the parcel no longer matches here (PostgreSQL reads
 * the row again after the wait); held first, markParcelShipped finds the hold when it looks again.
 */
export async function holdShipmentsOfPayment(
  tx: Tx,
  taken: { paymentId: string; orderIds: readonly number[]; reason: ShipmentHoldReason },
  now = new Date(),
): Promise<string[]> {
  const sendsTheirCards = taken.orderIds.length
    ? exists(
        tx
          .select({ one: sql`1` })
          .from(shipmentOrders)
          .where(
            and(
              eq(shipmentOrders.shipmentId, shipments.id),
              eq(shipmentOrders.active, true),
              inArray(shipmentOrders.orderId, [...taken.orderIds]),
            ),
          ),
      )
    : undefined
  const held = await tx
    .update(shipments)
    .set({ updatedAt: now })
    .where(
      and(
        inArray(shipments.status, unsentStatuses),
        or(sendsTheirCards, eq(shipments.paymentId, taken.paymentId), eq(shipments.feePaymentId, taken.paymentId)),
      ),
    )
    .returning({ id: shipments.id })
  if (held.length === 0) return []
  await tx
    .insert(shipmentHolds)
    .values(held.map(({ id }) => ({ shipmentId: id, paymentId: taken.paymentId, reason: taken.reason, heldAt: now })))
    .onConflictDoNothing()
  return held.map(({ id }) => id)
}

/**
 * The chargeback was reversed: what this payment held is released. A shipment that another payment's
 * chargeback holds too stays held. Answers the ids of the shipments this payment held.
 */
export async function releaseShipmentsOfPayment(tx: Tx, paymentId: string): Promise<string[]> {
  const released = await tx
    .delete(shipmentHolds)
    .where(eq(shipmentHolds.paymentId, paymentId))
    .returning({ shipmentId: shipmentHolds.shipmentId })
  return released.map((row) => row.shipmentId)
}

/** Whether anything holds this shipment. */
export async function isShipmentHeld(db: Db | Tx, shipmentId: string): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(shipmentHolds).where(eq(shipmentHolds.shipmentId, shipmentId)).limit(1)
  return row !== undefined
}

/** A condition of a statement over `shipments`: true while no hold stops the shipment from leaving. */
export function hasNoHold(db: Db | Tx): SQL {
  return notExists(db.select({ one: sql`1` }).from(shipmentHolds).where(eq(shipmentHolds.shipmentId, shipments.id)))
}

/**
 * The hold of each of these shipments that has one, by shipment id: its reason and its first moment
 * (a shipment held by two chargebacks shows when it was first held; both have the one reason so far).
 */
export async function readHoldsOfShipments(db: Db | Tx, shipmentIds: readonly string[]): Promise<Map<string, ParcelHold>> {
  if (shipmentIds.length === 0) return new Map()
  const rows = await db
    .select({ shipmentId: shipmentHolds.shipmentId, reason: min(shipmentHolds.reason), heldAt: min(shipmentHolds.heldAt) })
    .from(shipmentHolds)
    .where(inArray(shipmentHolds.shipmentId, [...shipmentIds]))
    .groupBy(shipmentHolds.shipmentId)
  return new Map(
    rows.flatMap(({ shipmentId, reason, heldAt }) =>
      reason && heldAt ? [[shipmentId, { reason: reason as ShipmentHoldReason, heldAt: heldAt.toISOString() }] as const] : [],
    ),
  )
}

/**
 * 'Niet versturen' (decision 053, amended): the seller decided not to send a parcel a chargeback holds.
 * Every hold of the shipment is set aside, so the parcel leaves the desk; a reversal deletes its
 * payment's hold, and with none left the parcel is back to be sent; a new chargeback's hold brings it
 * back for a new decision. Answers whether anything holds the shipment (set aside now or before).
 */
export async function setHoldsAside(tx: Tx, shipmentId: string, now = new Date()): Promise<boolean> {
  const held = await tx
    .update(shipmentHolds)
    .set({ setAsideAt: sql`coalesce(${shipmentHolds.setAsideAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(shipmentHolds.shipmentId, shipmentId))
    .returning({ shipmentId: shipmentHolds.shipmentId })
  return held.length > 0
}

/** A condition of a statement over `shipments`: false once the seller set aside every hold of it ('Niet versturen'). */
export function notSetAside(db: Db | Tx): SQL {
  return or(
    hasNoHold(db),
    exists(db.select({ one: sql`1` }).from(shipmentHolds).where(and(eq(shipmentHolds.shipmentId, shipments.id), isNull(shipmentHolds.setAsideAt)))),
  ) as SQL
}
