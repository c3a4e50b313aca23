import { eq } from 'drizzle-orm'
import type { ShippingPage } from '#shared/contracts/shipping'
import type { PaymentStatus } from '#shared/domain/order-status'
import type { ShippingMethod } from '#shared/domain/shipping'
import type { Db } from '#server/db/db'
import { shipmentOrders, shipments } from '#server/db/schema'
import type { App } from '#server/app'
import { buyer, insertPayment, parcelAddress } from '#server/testing/factories'
import { createOrderPageLink, type OrderPageLinkKind } from '#server/modules/order-page/order-page.public'

/** Rows and calls the shipping tests share (decision 022). */

export const DAY_MS = 24 * 60 * 60 * 1000
export const daysAgo = (days: number, from = Date.now()) => new Date(from - days * DAY_MS)

type LiveOrder = {
  /** The buyer's e-mail address; compared without case. */
  email?: string
  productName?: string
  /** When it was paid; null for an order never paid. Default: an hour ago. */
  paidAt?: Date | null
  /** pending (in the queue) by default; completed once opened. */
  orderStatus?: string
  paymentStatus?: PaymentStatus
  shippingMethod?: ShippingMethod
  tiktokUsername?: string
}

/**
 * A checkout of one order (a live opening, paid an hour ago, unless told otherwise). Written straight
 * to sales' tables (insertPayment): the held window counts from the moments of payment and opening
 * (decision 022, 028), which the API sets to now, and an order may be in any state its test needs.
 */
export async function insertLiveOrder(db: Db, options: LiveOrder = {}) {
  const paidAt = options.paidAt === undefined ? new Date(Date.now() - 60 * 60_000) : options.paidAt
  const { paymentId, orders } = await insertPayment(
    db,
    [
      {
        productId: null,
        quantity: 1,
        productName: options.productName ?? 'Booster Pack – Testvlam',
        status: options.orderStatus ?? (paidAt ? 'pending' : 'awaiting_payment'),
        createdAt: paidAt ?? new Date(),
        paidAt,
      },
    ],
    {
      status: options.paymentStatus ?? (paidAt ? 'paid' : 'open'),
      tiktokUsername: options.tiktokUsername ?? 'pieter',
      email: options.email,
      shippingMethod: options.shippingMethod,
    },
  )
  const [order] = orders
  if (!order) throw new Error('insertLiveOrder made no order')
  return { paymentId, orderId: order.id }
}

/** A new order-page link to the payment, as the checkout (browser) or an e-mail (email) hands it out. */
export function linkTo(db: Db, paymentId: string, kind: OrderPageLinkKind): Promise<string> {
  return db.transaction((tx) => createOrderPageLink(tx, paymentId, kind))
}

export function requestShipping(app: App, token: string, orderIds: number[], extra: Record<string, unknown> = {}) {
  const { address, ...rest } = extra
  return app.inject({
    method: 'POST',
    url: '/api/shipping-requests',
    payload: { token, orderIds, address: { ...parcelAddress(), ...(address as object | undefined) }, ...rest },
  })
}

export async function readShippingPage(app: App, token: string): Promise<ShippingPage> {
  const response = await app.inject({ method: 'GET', url: `/api/shipping-page/${token}` })
  if (response.statusCode !== 200) throw new Error(`shipping page answered ${response.statusCode}: ${response.body}`)
  return response.json<ShippingPage>()
}

export async function findShipmentRow(db: Db, id: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id))
  if (!row) throw new Error(`no shipment ${id}`)
  return row
}

export function shipmentOrdersOf(db: Db, shipmentId: string) {
  return db.select().from(shipmentOrders).where(eq(shipmentOrders.shipmentId, shipmentId)).orderBy(shipmentOrders.orderId)
}

/**
 * A PostNL checkout's parcel (decision 022) written straight to the table, as the desk's side makes
 * them, holding these orders. A request is insertShippingRequest's (factories.ts).
 */
export async function insertShipment(
  db: Db,
  values: Partial<typeof shipments.$inferInsert> & Pick<typeof shipments.$inferInsert, 'status'>,
  orderIds: number[] = [],
) {
  const [row] = await db
    .insert(shipments)
    .values({ email: buyer.email, tiktokUsername: 'pieter', ...parcelAddress(), kind: 'checkout', ...values })
    .returning()
  if (!row) throw new Error('insertShipment made no row')
  if (orderIds.length > 0) await db.insert(shipmentOrders).values(orderIds.map((orderId) => ({ shipmentId: row.id, orderId })))
  return row
}
