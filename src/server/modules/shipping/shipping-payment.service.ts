import type { FastifyBaseLogger } from 'fastify'
import type { PaymentStatus } from '#shared/domain/order-status'
import type { Db } from '#server/db/db'
import type { Publish } from '#server/platform/events'
import type { PaymentProvider } from '#server/modules/sales/sales.public'
import {
  listDueShipmentPayments,
  recordLateShipmentStatus,
  releaseShipmentOrders,
  settleShipment,
} from './shipping-requests.repo'

export type Definitive = Exclude<PaymentStatus, 'open'>

/**
 * Applies a provider's definitive status to a shipping request's payment, once (decision 022, with
 * the checkout's rules of product.md 12.3): only an open payment changes, in one transaction, so a
 * webhook twice, or an 'expired' after 'paid', changes nothing; a different late status is only
 * recorded (late_status). Paid: the parcel goes to the desk ('Wordt ingepakt'). Failed, cancelled or
 * expired: the request is cancelled and lets go of its orders, which the buyer may ask for again.
 *
 * The window is not checked again here: it was checked when the request was made (decision 022: what
 * counts is the moment of the request), and a request made on the last day may be paid after
 * midnight, within its payment's expiry.
 *
 * Events leave after the commit, carrying only the shipment's random id.
 */
export async function applyShipmentStatus(
  db: Db,
  publish: Publish,
  shipmentId: string,
  status: Definitive,
): Promise<{ changed: boolean }> {
  const changed = await db.transaction(async (tx) => {
    const settled = await settleShipment(tx, shipmentId, status)
    if (!settled) {
      await recordLateShipmentStatus(tx, shipmentId, status)
      return false
    }
    if (status !== 'paid') await releaseShipmentOrders(tx, shipmentId)
    return true
  })
  if (changed) await announceShipment(publish, shipmentId)
  return { changed }
}

/** A shipment changed: the buyer's page (by its random id, nothing personal) and the seller's desk. */
export async function announceShipment(publish: Publish, shipmentId: string): Promise<void> {
  await publish({ channel: 'shipments', type: 'shipment_updated', shipmentId })
  await publish({ channel: 'admin', type: 'shipments_changed' })
}

/**
 * Cancels requests whose payment nobody reported on: open past their expiry. The provider is asked
 * first (the buyer may have paid at the last second); past the grace period the request is cancelled
 * whatever it says, and its orders are free again. Safe on several instances at once: applying is
 * idempotent.
 */
export async function expireDueShipmentPayments(
  db: Db,
  publish: Publish,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  let released = 0
  for (const due of await listDueShipmentPayments(db, now)) {
    let status: PaymentStatus = 'open'
    if (due.providerPaymentId) {
      status = await provider.fetchStatus(due.providerPaymentId).catch((error: unknown) => {
        log.warn({ err: error, shipmentId: due.id }, 'could not ask the provider about an expired shipping payment')
        return 'open' as const
      })
    }
    // A payment the provider never created (it failed before answering) has nothing to wait for.
    const graceMs = due.providerPaymentId ? provider.graceMinutes * 60_000 : 0
    const expiresAt = due.expiresAt?.getTime() ?? 0
    if (status === 'open' && now.getTime() <= expiresAt + graceMs) continue
    const { changed } = await applyShipmentStatus(db, publish, due.id, status === 'open' ? 'expired' : status)
    if (changed) released++
  }
  return released
}
