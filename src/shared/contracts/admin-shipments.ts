import { z } from 'zod'
import { countries } from '#shared/domain/shipping'
import { shipmentStatuses } from './shipping'

/**
 * The seller's shipping desk (/admin/shipments, decision 022). Admin answers only: every route
 * requires a session.
 */

export const parcelOrderSchema = z.object({
  orderId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  /** Whether the pack was opened on stream yet (the order is completed). */
  opened: z.boolean(),
})

/**
 * Why a parcel may not leave yet (decision 052): `charged_back`, the bank took back a payment of its
 * orders or its fee. Its Dutch text is shipmentHoldTexts (messages.ts).
 */
export const shipmentHoldReasons = ['charged_back'] as const
export type ShipmentHoldReason = (typeof shipmentHoldReasons)[number]

/** A parcel held: why, and since when (the first hold, when there are several). */
export const parcelHoldSchema = z.object({
  reason: z.enum(shipmentHoldReasons),
  heldAt: z.string(),
})
export type ParcelHold = z.infer<typeof parcelHoldSchema>

/** A parcel to pack or one shipped: who, where, what. */
export const parcelSchema = z.object({
  id: z.uuid(),
  /** 'V1042': on the packing slip, the label and in the export. */
  reference: z.string(),
  /** `request`: a buyer's paid shipping request of held cards; `checkout`: a PostNL checkout. */
  kind: z.enum(['request', 'checkout']),
  status: z.enum(shipmentStatuses),
  /** When it joined the desk: the request's payment, or the checkout's first opened order. */
  readyAt: z.string(),
  tiktokUsername: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.enum(countries),
  /** The shipping the buyer paid, in cents (the request's fee, or the checkout's shipping cost). */
  shippingPaidCents: z.number().int(),
  orders: z.array(parcelOrderSchema),
  trackingCode: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string().nullable(),
  /** Set while the parcel may not be sent (decision 052): it stays to pack, 'Verzonden' is refused. */
  hold: parcelHoldSchema.nullable(),
})
export type Parcel = z.infer<typeof parcelSchema>

/** A held live order, as the seller reads it. */
export const adminHeldOrderSchema = z.object({
  orderId: z.number().int(),
  tiktokUsername: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  paidAt: z.string(),
  lastDay: z.string(),
  opened: z.boolean(),
  /** A shipping request for it waits for payment. */
  requested: z.boolean(),
})
export type AdminHeldOrder = z.infer<typeof adminHeldOrderSchema>

/** A live order whose window ended without a shipment: free for giveaways. */
export const adminLapsedOrderSchema = z.object({
  orderId: z.number().int(),
  tiktokUsername: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  lastDay: z.string(),
})
export type AdminLapsedOrder = z.infer<typeof adminLapsedOrderSchema>

/** GET /api/admin/shipments. */
export const shippingDeskSchema = z.object({
  /** Paid requests and opened PostNL checkouts, oldest first. */
  toPack: z.array(parcelSchema),
  /** The latest parcels sent (at most 50), the newest first. */
  shipped: z.array(parcelSchema),
  /** Held orders, the soonest last day first. */
  held: z.array(adminHeldOrderSchema),
  /** Lapsed orders, the latest last day first (at most 200). */
  lapsed: z.array(adminLapsedOrderSchema),
})
export type ShippingDesk = z.infer<typeof shippingDeskSchema>

/** POST /api/admin/shipments/{id}/shipped. */
export const markShippedSchema = z.object({ trackingCode: z.string().max(64) })

/**
 * An order's shipping in the admin's order list (completed live orders and PostNL orders):
 * held with its last day, requested (waiting for payment), to pack, shipped or lapsed.
 */
export const adminOrderShippingSchema = z.object({
  state: z.enum(['held', 'requested', 'to_pack', 'shipped', 'lapsed']),
  /** The last day of the window for a live order; null for a PostNL one. */
  lastDay: z.string().nullable(),
  reference: z.string().nullable(),
  trackingUrl: z.string().nullable(),
})
export type AdminOrderShipping = z.infer<typeof adminOrderShippingSchema>

