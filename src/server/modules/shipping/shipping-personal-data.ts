import { and, eq, exists, inArray, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { blankPersonalFields } from '#shared/contracts/checkout'
import type { Tx } from '#server/db/db'
import { shipmentOrders, shipments } from '#server/db/schema/shipping'

/**
 * What shipping adds to the anonymising of old personal data (decision 011 and 022). Privacy runs it
 * in its one transaction; shipping writes its own table and says which orders it still needs.
 */

/**
 * Whether shipping may still send the cards of the order whose id is `orderId` (a column of the
 * caller's statement: sales passes its `orders.id`), given `held`, the caller's condition that the
 * order's cards are still kept (sales' window rule, paid-live-orders.ts): held and sent by no shipment
 * yet, so the buyer may still ask for them, or in a shipment waiting for payment or to pack, so they
 * are on their way (decision 022). Sales asks it of its paid live orders only. A SQL condition over
 * shipping's own tables, not a list, because sales puts it in the statement that anonymises payments
 * (decision 029): its payment keeps the e-mail address that scopes the buyer's e-mail links to those
 * cards.
 */
export function stillShippable(tx: Tx, orderId: AnyPgColumn, held: SQL): SQL {
  const inShipment = (statuses: string[]) =>
    exists(
      tx
        .select({ one: sql`1` })
        .from(shipmentOrders)
        .innerJoin(shipments, eq(shipments.id, shipmentOrders.shipmentId))
        .where(and(eq(shipmentOrders.orderId, orderId), eq(shipmentOrders.active, true), inArray(shipments.status, statuses))),
    )
  // Sent, the cards are the buyer's: nothing is left to ask for.
  const sent = inShipment(['shipped'])
  const waitingShipment = inShipment(['awaiting_payment', 'to_pack'])
  return or(and(held, not(sent)), waitingShipment) as SQL
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
    and(eq(shipments.status, 'cancelled'), lt(shipments.updatedAt, cutoff)),
  )
  const blanked = await tx
    .update(shipments)
    .set({ ...blankPersonalFields, anonymisedAt: now, updatedAt: now })
    .where(and(isNull(shipments.anonymisedAt), over))
    .returning({ id: shipments.id })
  return blanked.length
}
