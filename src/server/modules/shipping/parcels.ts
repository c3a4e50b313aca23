import type { Parcel, ParcelHold } from '#shared/contracts/admin-shipments'
import type { ShipmentStatus } from '#shared/contracts/shipping'
import type { Country } from '#shared/domain/shipping'
import { trackingUrl } from '#shared/domain/track-and-trace'

/** decision 022: a parcel's reference on the packing slip, the label, the export and the buyer's e-mail. */
export function parcelReference(number: number): string {
  return `V${number}`
}

/** PostNL's tracking page of a shipped parcel; null while it has no code. */
export function parcelTrackingUrl(parcel: { trackingCode: string | null; country: string; postalCode: string }): string | null {
  return parcel.trackingCode ? trackingUrl(parcel.trackingCode, parcel.country as Country, parcel.postalCode) : null
}

/** A shipments row as the desk reads it, with the shipping its checkout paid (kind checkout). */
export type ParcelRow = {
  id: string
  number: number
  kind: string
  paymentId: string | null
  status: string
  feeCents: number
  email: string
  tiktokUsername: string
  firstName: string
  lastName: string
  street: string
  houseNumber: string
  postalCode: string
  city: string
  country: string
  readyAt: Date | null
  trackingCode: string | null
  shippedAt: Date | null
  createdAt: Date
  /** The checkout's shipping cost (payments.shipping_cost_cents); null for a request. */
  checkoutShippingCents: number | null
}

/** An order a parcel ships, with whether its pack was opened on stream (order completed). */
export type ParcelOrderRow = {
  shipmentId: string
  orderId: number
  /** The checkout the order was bought in: its order page is the one the parcel's e-mail links to. */
  paymentId: string
  productName: string
  quantity: number
  status: string
}

/** A parcel as the seller's shipping desk shows it (decision 022), with its hold if any (decision 052). */
export function toParcel(row: ParcelRow, orders: ParcelOrderRow[], hold: ParcelHold | undefined): Parcel {
  return {
    id: row.id,
    reference: parcelReference(row.number),
    kind: row.kind as Parcel['kind'],
    status: row.status as ShipmentStatus,
    // Set when the parcel joined the desk; a row without it never reaches the desk, but a date is owed.
    readyAt: (row.readyAt ?? row.createdAt).toISOString(),
    tiktokUsername: row.tiktokUsername,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    street: row.street,
    houseNumber: row.houseNumber,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country as Country,
    // A request paid its own fee; a PostNL checkout paid its shipping at checkout (product.md 9).
    shippingPaidCents: row.kind === 'checkout' ? (row.checkoutShippingCents ?? 0) : row.feeCents,
    orders: orders.map((order) => ({
      orderId: order.orderId,
      productName: order.productName,
      quantity: order.quantity,
      opened: order.status === 'completed',
    })),
    trackingCode: row.trackingCode,
    trackingUrl: parcelTrackingUrl(row),
    shippedAt: row.shippedAt?.toISOString() ?? null,
    hold: hold ?? null,
  }
}
