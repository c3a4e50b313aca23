import { and, eq, notExists, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { shipmentOrders, shipments } from '#server/db/schema/shipping'
import type { OrderCondition } from '#server/modules/sales/sales.public'

/**
 * Which shipment holds an order (decision 022): `shipment_orders.active` is true while the shipment
 * may still ship it (waiting for payment, to pack, shipped), and an order is in one such shipment at
 * most (the unique index shipment_orders_one_active). Shipping reads the orders themselves through
 * sales (decision 029) and adds these.
 */

/**
 * No shipment that may still ship the order whose id is `orderId` (a column of the caller's statement:
 * sales' `orders.id`) holds it: a condition sales puts into its own list of orders (OrderCondition).
 */
export function inNoActiveShipment(db: Db | Tx): OrderCondition {
  return (orderId) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(shipmentOrders)
        .where(and(eq(shipmentOrders.orderId, orderId), eq(shipmentOrders.active, true))),
    )
}

/** The shipment that may still ship an order, as the desk and the order list show it. */
export type ActiveShipment = {
  number: number
  status: string
  trackingCode: string | null
  country: string
  postalCode: string
}

/**
 * The active shipment of each of these orders, by order id; an order no shipment holds is left out.
 * The ids travel as one array parameter: the admin's order list may hold more orders than PostgreSQL's
 * 65 535 parameters of one statement.
 */
export async function readActiveShipmentsOfOrders(db: Db | Tx, orderIds: readonly number[]): Promise<Map<number, ActiveShipment>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select({
      orderId: shipmentOrders.orderId,
      number: shipments.number,
      status: shipments.status,
      trackingCode: shipments.trackingCode,
      country: shipments.country,
      postalCode: shipments.postalCode,
    })
    .from(shipmentOrders)
    .innerJoin(shipments, eq(shipments.id, shipmentOrders.shipmentId))
    .where(and(sql`${shipmentOrders.orderId} = any(${sql.param([...orderIds])}::int[])`, eq(shipmentOrders.active, true)))
  return new Map(rows.map(({ orderId, ...shipment }) => [orderId, shipment]))
}
