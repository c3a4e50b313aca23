import { shipmentHoldTexts, shipmentStateTexts } from '#shared/contracts/messages'
import type { BuyerShipment, ShipmentStatus, ShippingAddress, ShippingPage } from '#shared/contracts/shipping'
import type { PaymentStatus } from '#shared/domain/order-status'
import { shippingFeeCents, type Country } from '#shared/domain/shipping'
import { isHeld, orderHeldUntil } from '#shared/domain/shipping-window'
import { publicTrackingUrl } from '#shared/domain/track-and-trace'
import type { Db } from '#server/db/db'
import { isWellFormedOrderPageToken, proveEmailOfLink } from '#server/modules/order-page/order-page.public'
import {
  findPaymentAddress,
  listLiveOrdersOfScope,
  readPaymentStates,
  type PaymentAddress,
  type Scope,
} from '#server/modules/sales/sales.public'
import { inNoActiveShipment } from './active-shipments'
import { readHoldsOfShipments } from './shipment-holds'
import { listOrdersOfShipments, listShipmentsInScope } from './shipping-requests.repo'
import { findScope } from './shipping-scope'
import { parcelReference } from './parcels'

/**
 * The shipping part of the buyer's order page (product.md 2.13, decision 022) for a token, or
 * undefined for a malformed or unknown token (the route answers both alike). Everything in it is
 * within the token's scope (shipping-scope.ts): a browser link sees its own checkout's orders, an
 * e-mail link every order of its address. It says whether the token's own payment has an address to
 * fill the form in with, never the address itself (readOrderAddress, decision 031); nothing of any
 * other buyer is read.
 */
export async function readShippingPage(db: Db, token: string, now = new Date()): Promise<ShippingPage | undefined> {
  const access = await findScope(db, token)
  if (!access) return undefined
  const { scope, payment } = access

  // The paid live orders in scope that no shipment holds, held and lapsed (sales reads them, with
  // shipping's condition in its statement); every order's window by the one rule (shipping-window.ts):
  // a pack still in the queue is held.
  const kept = (await listLiveOrdersOfScope(db, scope, inNoActiveShipment(db))).flatMap((row) => {
    if (!row.paidAt) return []
    const order = { status: row.status, paidAt: row.paidAt, completedAt: row.completedAt }
    return [{ ...row, paidAt: row.paidAt, window: orderHeldUntil(order, now), held: isHeld(order, now) }]
  })
  const byEnd = (a: (typeof kept)[number], b: (typeof kept)[number]) =>
    a.window.endsAt.getTime() - b.window.endsAt.getTime() || a.paidAt.getTime() - b.paidAt.getTime() || a.id - b.id

  return {
    scope: scope.kind,
    fees: { nederland: shippingFeeCents('nederland'), belgie: shippingFeeCents('belgie') },
    hasAddress: hasAddress(payment),
    held: kept
      .filter((order) => order.held)
      .sort(byEnd)
      .map((order) => ({
        orderId: order.id,
        productName: order.productName,
        quantity: order.quantity,
        paidAt: order.paidAt.toISOString(),
        lastDay: order.window.lastDay,
        opened: order.status === 'completed',
      })),
    lapsed: kept
      .filter((order) => !order.held)
      .sort((a, b) => byEnd(b, a))
      .map((order) => ({
        orderId: order.id,
        productName: order.productName,
        quantity: order.quantity,
        lastDay: order.window.lastDay,
      })),
    shipments: await listBuyerShipments(db, scope),
  }
}

/**
 * Anonymised (decision 011), or a Pack Battle spot's payment, which never had an address (decision
 * 023): nothing to fill the form in with.
 */
function hasAddress(payment: PaymentAddress): boolean {
  return !payment.anonymisedAt && payment.street !== ''
}

export type OrderAddress =
  | { found: true; address: ShippingAddress }
  | { found: false; reason: 'unknown-link' | 'wrong-email' | 'no-address' }
  | { found: false; reason: 'too-many'; retryAfterSeconds: number }

/**
 * The token's checkout address, to fill the shipping form in, once its holder typed the checkout's
 * e-mail address (decision 031): a link alone shows no address (decision 021), since whoever holds a
 * forwarded or leaked link would otherwise read the buyer's name, street and postcode.
 */
export async function readOrderAddress(db: Db, token: string, email: string): Promise<OrderAddress> {
  if (!isWellFormedOrderPageToken(token)) return { found: false, reason: 'unknown-link' }
  const proof = await proveEmailOfLink(db, token, email)
  if (!proof.proven) return { found: false, ...proof }
  const payment = await findPaymentAddress(db, proof.paymentId)
  if (!payment) return { found: false, reason: 'unknown-link' }
  if (!hasAddress(payment)) return { found: false, reason: 'no-address' }
  return {
    found: true,
    address: {
      firstName: payment.firstName,
      lastName: payment.lastName,
      street: payment.street,
      houseNumber: payment.houseNumber,
      postalCode: payment.postalCode,
      city: payment.city,
      country: payment.country as Country,
    },
  }
}

async function listBuyerShipments(db: Db, scope: Scope): Promise<BuyerShipment[]> {
  const rows = await listShipmentsInScope(db, scope)
  // A request's fee is a payment of sales (decision 029); a checkout's parcel has none of its own.
  const fees = await readPaymentStates(db, rows.flatMap((row) => (row.feePaymentId ? [row.feePaymentId] : [])))
  const { lines, partlyOutside } = await listOrdersOfShipments(db, scope, rows)
  const holds = await readHoldsOfShipments(db, rows.map((row) => row.id))
  return rows.map((row) => {
    // A request that also holds orders outside this link's scope (another checkout made with the same
    // e-mail address) is shown with the scope's own lines only: its payment link and track & trace code
    // belong to whoever made it (decision 022).
    const owned = !partlyOutside.has(row.id)
    const status = row.status as ShipmentStatus
    const fee = row.feePaymentId ? fees.get(row.feePaymentId) : undefined
    const paymentStatus = fee?.status ?? null
    const country = row.country as Country
    const awaitingPayment = owned && status === 'awaiting_payment' && paymentStatus === 'open'
    // A parcel held after a chargeback (decision 052) says so rather than 'Wordt ingepakt'; why, only to
    // whoever owns the request wholly: the payment taken back may be another checkout's.
    const hold = status === 'to_pack' ? holds.get(row.id) : undefined
    const heldText = hold && (owned ? shipmentHoldTexts[hold.reason] : shipmentStateTexts.held)
    return {
      id: row.id,
      reference: parcelReference(row.number),
      kind: row.kind as BuyerShipment['kind'],
      status,
      paymentStatus,
      stateText: heldText ?? shipmentStateText(status, paymentStatus),
      feeCents: row.feeCents,
      country,
      createdAt: row.createdAt.toISOString(),
      checkoutUrl: awaitingPayment ? (fee?.checkoutUrl ?? null) : null,
      paymentExpiresAt: awaitingPayment ? (fee?.expiresAt.toISOString() ?? null) : null,
      orders: lines
        .filter((order) => order.shipmentId === row.id)
        .map((order) => ({ orderId: order.orderId, productName: order.productName, quantity: order.quantity })),
      trackingCode: owned ? row.trackingCode : null,
      // PostNL's page by the code alone: the postal code is the buyer's, and whoever holds a link is not
      // known to be the buyer (decision 031); the e-mail to the buyer's address has the full link.
      trackingUrl: owned && row.trackingCode ? publicTrackingUrl(row.trackingCode) : null,
      shippedAt: row.shippedAt?.toISOString() ?? null,
    }
  })
}

/** A shipment's state in the buyer's words; a cancelled request says why its payment did not go through. */
export function shipmentStateText(status: ShipmentStatus, paymentStatus: PaymentStatus | null): string {
  if (status !== 'cancelled') return shipmentStateTexts[status]
  if (paymentStatus === 'failed' || paymentStatus === 'canceled' || paymentStatus === 'expired') {
    return shipmentStateTexts[paymentStatus]
  }
  return shipmentStateTexts.cancelled
}
