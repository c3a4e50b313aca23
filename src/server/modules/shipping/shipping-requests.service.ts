import { messages, shippingPaymentDescription } from '#shared/contracts/messages'
import type { ShippingRequestBody } from '#shared/contracts/shipping'
import { shippingFeeCents } from '#shared/domain/shipping'
import { isHeld } from '#shared/domain/shipping-window'
import type { Tx } from '#server/db/db'
import { isUniqueViolation } from '#server/platform/errors'
import { refused, type Refused } from '#server/platform/refusal'
import {
  lockPaidLiveOrders,
  openAtProvider,
  recordShippingFee,
  type ProviderDeps,
  type Scope,
} from '#server/modules/sales/sales.public'
import { announceShipment } from './shipping-fee-purpose'
import { insertShipmentRequest, listTakenOrderIds } from './shipping-requests.repo'
import { findScope } from './shipping-scope'
import { parcelReference } from './parcels'

/** A fee is paid as every payment is (decision 029): what opening it at the provider needs. */
export type ShippingRequestDeps = ProviderDeps

export type ShippingRequestResult =
  | { ok: true; id: string; url: string }
  | Refused<'not_found' | 'conflict' | 'provider_failed'>

/** An expected refusal inside the transaction: rolls it back and becomes the answer. */
class RequestRefusal extends Error {
  constructor(
    readonly kind: 'not_found' | 'conflict',
    message: string,
  ) {
    super(message)
  }
}

/**
 * product.md 2.13, decision 022: ships the named held orders of the token's scope to the address, for
 * one fee the server computes from the country (anything the client sends about money is not even
 * read). One transaction checks every order with its row locked and records the request holding
 * them, with its fee as a payment of sales (decision 029); only then is the provider asked for it, as
 * for a checkout. If it cannot be reached, the fee fails through the one payment life cycle, the
 * request is cancelled and its orders are free again.
 */
export async function startShippingRequest(
  deps: ShippingRequestDeps,
  body: ShippingRequestBody,
  now = new Date(),
): Promise<ShippingRequestResult> {
  const access = await findScope(deps.db, body.token)
  if (!access) return refused('not_found', messages.orderPageNotFound)
  // The same order twice is one order; sorted, so rows are locked in one order everywhere.
  const orderIds = [...new Set(body.orderIds)].sort((a, b) => a - b)
  const feeCents = shippingFeeCents(body.address.country)

  let created: { id: string; number: number; paymentId: string }
  try {
    created = await deps.db.transaction(async (tx) => {
      await checkOrders(tx, access.scope, orderIds, now)
      const { address } = body
      // Who asks: the token's payment's buyer (their e-mail address bundles their orders).
      const buyer = { email: access.email, tiktokUsername: access.tiktokUsername, firstName: address.firstName, lastName: address.lastName }
      const paymentId = await recordShippingFee(tx, { provider: deps.provider, amountCents: feeCents, country: address.country, buyer }, now)
      const shipment = await insertShipmentRequest(
        tx,
        {
          feePaymentId: paymentId,
          feeCents,
          ...buyer,
          street: address.street,
          houseNumber: address.houseNumber,
          postalCode: address.postalCode,
          city: address.city,
          country: address.country,
        },
        orderIds,
      )
      return { ...shipment, paymentId }
    })
  } catch (error) {
    if (error instanceof RequestRefusal) return refused(error.kind, error.message)
    // Two requests for one order at once (two tabs, two devices): the unique index on active
    // shipment orders lets one through; the other is told the order is taken.
    if (isUniqueViolation(error)) return refused('conflict', messages.shippingOrderTaken)
    throw error
  }

  const opened = await openAtProvider(deps, {
    paymentId: created.paymentId,
    purpose: 'shipping',
    amountCents: feeCents,
    country: body.address.country,
    description: shippingPaymentDescription(deps.shopName, parcelReference(created.number)),
  })
  if (!opened.ok) return opened
  await announceShipment(deps.publish)
  return { ok: true, id: created.id, url: opened.url }
}

/**
 * Every named order must be within the token's scope (else 'Bestelling niet gevonden', the answer for
 * an order that does not exist, so nothing about another buyer's order is told), a paid live order
 * (sales' paid-live-orders.ts: not the seller's test order), within its window at the moment of the request, and in no active shipment. The rows stay locked
 * until the request is recorded.
 */
async function checkOrders(tx: Tx, scope: Scope, orderIds: number[], now: Date): Promise<void> {
  // Sales locks them (`for update` of the orders, in id order) in this transaction (decision 029).
  const rows = await lockPaidLiveOrders(tx, scope, orderIds)
  if (rows.length !== orderIds.length) throw new RequestRefusal('not_found', messages.orderNotFound)
  for (const row of rows) {
    // A Pack Battle spot holds no cards for its buyer: the battle's winner gets them (decision 028).
    if (row.spotNumber !== null) throw new RequestRefusal('conflict', messages.spotOrderNotShipped)
    if (!row.paidLive || !row.paidAt) throw new RequestRefusal('conflict', messages.shippingOrderNotHeld)
    // The moment of the request counts (decision 022): a request made on the last day holds its
    // orders while its payment is open, also when the buyer pays after midnight. A pack still in the
    // queue is always held (decision 028).
    if (!isHeld({ status: row.status, paidAt: row.paidAt, completedAt: row.completedAt }, now)) {
      throw new RequestRefusal('conflict', messages.shippingOrderLapsed)
    }
  }
  const taken = await listTakenOrderIds(tx, orderIds)
  if (taken.length > 0) throw new RequestRefusal('conflict', messages.shippingOrderTaken)
}
