import { and, eq, exists, inArray, isNull, lt, not, or, sql } from 'drizzle-orm'
import type { Tx } from '#server/db/db'
import { blankPersonalFields } from '#server/db/personal-fields'
import { orders, shipmentOrders, shipments } from '#server/db/schema'
import { heldAt, paidLiveOrder } from './paid-live-orders'

/**
 * What shipping adds to the anonymising of old personal data (decision 011 and 022). Privacy runs it
 * in its one transaction; shipping writes its own table and says which orders it still needs.
 */

/**
 * An order of a live payment (the outer query's `orders` and `payments` row) whose cards the buyer may
 * still ask for or is waiting for (decision 022): a paid live order (paid-live-orders.ts) that no
 * shipment took yet and that is still held (waiting in the queue, or within 45 days of the later of
 * its payment and its opening, decision 028), or one in a shipment waiting for payment or to pack. A
 * SQL condition, not a list, because sales puts it in the statement that anonymises payments: its
 * payment keeps the e-mail address that scopes the buyer's e-mail links to those cards.
 */
export function stillShippable(tx: Tx, now: Date) {
  const inShipment = (statuses: string[]) =>
    exists(
      tx
        .select({ one: sql`1` })
        .from(shipmentOrders)
        .innerJoin(shipments, eq(shipments.id, shipmentOrders.shipmentId))
        .where(and(eq(shipmentOrders.orderId, orders.id), eq(shipmentOrders.active, true), inArray(shipments.status, statuses))),
    )
  // Sent, the cards are the buyer's: nothing is left to ask for.
  const sent = inShipment(['shipped'])
  const waitingShipment = inShipment(['awaiting_payment', 'to_pack'])
  return and(paidLiveOrder, or(and(heldAt(now), not(sent)), waitingShipment))
}

/**
 * Blanks the name, e-mail address and address of shipments sent, or cancelled (their payment did not
 * go through), before the cutoff (decision 011 and 022). The columns are NOT NULL, so blank is ''.
 * Reference, products, country, fee, track & trace code and TikTok username stay for the books.
 * Returns how many shipments it blanked.
 */
export async function anonymiseOldShipments(tx: Tx, cutoff: Date, now: Date): Promise<number> {
  const over = or(
    and(eq(shipments.status, 'shipped'), lt(shipments.shippedAt, cutoff)),
    and(eq(shipments.status, 'cancelled'), lt(sql`coalesce(${shipments.settledAt}, ${shipments.updatedAt})`, cutoff)),
  )
  const blanked = await tx
    .update(shipments)
    .set({ ...blankPersonalFields, anonymisedAt: now, updatedAt: now })
    .where(and(isNull(shipments.anonymisedAt), over))
    .returning({ id: shipments.id })
  return blanked.length
}
