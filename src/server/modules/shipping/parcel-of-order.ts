import { and, eq, sql } from 'drizzle-orm'
import type { DisputePack } from '#shared/contracts/dispute-pack'
import type { Db } from '#server/db/db'
import { shipmentHolds, shipmentOrders, shipments } from '#server/db/schema/shipping'
import { parcelReference, parcelTrackingUrl } from './parcels'

/** The parcel of an order as the seller's evidence pack shows it (decision 063). */
export type ParcelOfOrder = NonNullable<DisputePack['shipment']>

/**
 * The parcel that ships an order or may still ship it (its active link, decision 022): its reference,
 * status, whether a chargeback holds it (decision 053), PostNL's code and tracking page, and when it
 * joined the desk and left. Undefined when no parcel holds the order.
 */
export async function findParcelOfOrder(db: Db, orderId: number): Promise<ParcelOfOrder | undefined> {
  const [row] = await db
    .select({
      number: shipments.number,
      status: shipments.status,
      trackingCode: shipments.trackingCode,
      country: shipments.country,
      postalCode: shipments.postalCode,
      readyAt: shipments.readyAt,
      shippedAt: shipments.shippedAt,
      held: sql<boolean>`exists (select 1 from ${shipmentHolds} where ${shipmentHolds.shipmentId} = ${shipments.id})`,
    })
    .from(shipmentOrders)
    .innerJoin(shipments, eq(shipments.id, shipmentOrders.shipmentId))
    .where(and(eq(shipmentOrders.orderId, orderId), eq(shipmentOrders.active, true)))
    .limit(1)
  if (!row) return undefined
  return {
    reference: parcelReference(row.number),
    status: row.status,
    held: Boolean(row.held),
    trackingCode: row.trackingCode,
    trackingUrl: parcelTrackingUrl(row),
    readyAt: row.readyAt?.toISOString() ?? null,
    shippedAt: row.shippedAt?.toISOString() ?? null,
  }
}
