import { asc, eq } from 'drizzle-orm'
import type { DisputePack } from '#shared/contracts/dispute-pack'
import type { RefundReason, RefundStatus } from '#shared/contracts/admin-refunds'
import { orderNumberOf } from '#shared/domain/order-number'
import type { Db } from '#server/db/db'
import { chargebacks, orders, payments, refunds } from '#server/db/schema/sales'

/** What sales holds of one order for the seller's evidence pack (decision 063): the order, its checkout and its money. */
export type DisputeFacts = Pick<DisputePack, 'order' | 'lines' | 'buyer' | 'payment'>

/**
 * An order with its checkout's other orders, the buyer as the payment holds them, and the payment's
 * life: its refunds and chargebacks (decision 052). Admin only: it names the buyer. Undefined for an
 * unknown order.
 */
export async function findDisputeFacts(db: Db, orderId: number): Promise<DisputeFacts | undefined> {
  const [row] = await db
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(eq(orders.id, orderId))
  if (!row) return undefined
  const { order, payment } = row
  const lines = await db
    .select({
      orderId: orders.id,
      productName: orders.productName,
      quantity: orders.quantity,
      unitPriceCents: orders.unitPriceCents,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.paymentId, payment.id))
    .orderBy(asc(orders.id))
  const refundRows = await db.select().from(refunds).where(eq(refunds.paymentId, payment.id)).orderBy(asc(refunds.id))
  const chargebackRows = await db
    .select()
    .from(chargebacks)
    .where(eq(chargebacks.paymentId, payment.id))
    .orderBy(asc(chargebacks.chargedBackAt), asc(chargebacks.id))
  return {
    order: {
      id: order.id,
      orderNumber: orderNumberOf(payment.id),
      status: order.status,
      tiktokUsername: order.tiktokUsername,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      completedAt: order.completedAt?.toISOString() ?? null,
      cancelledAt: order.cancelledAt?.toISOString() ?? null,
      battleSpot: order.spotNumber !== null,
    },
    // This order first, then the others of its checkout.
    lines: [...lines.filter((line) => line.orderId === order.id), ...lines.filter((line) => line.orderId !== order.id)],
    buyer: {
      name: `${payment.firstName} ${payment.lastName}`.trim(),
      email: payment.email,
      street: `${payment.street} ${payment.houseNumber}`.trim(),
      postalCode: payment.postalCode,
      city: payment.city,
      country: payment.country,
      anonymised: payment.anonymisedAt !== null,
    },
    payment: {
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId,
      status: payment.status,
      lateStatus: payment.lateStatus,
      amountCents: payment.amountCents,
      shippingMethod: payment.shippingMethod,
      shippingCostCents: payment.shippingCostCents,
      createdAt: payment.createdAt.toISOString(),
      settledAt: payment.settledAt?.toISOString() ?? null,
      refunds: refundRows.map((refund) => ({
        orderId: refund.orderId,
        reason: refund.reason as RefundReason,
        description: refund.description,
        amountCents: refund.amountCents,
        refundedCents: refund.refundedCents,
        chargedBackCents: refund.chargedBackCents,
        // As 'Terugbetalingen' shows it: owed after a failed attempt reads 'failed' (decision 052).
        status: (refund.status === 'owed' && refund.lastError !== null ? 'failed' : refund.status) as RefundStatus,
        createdAt: refund.createdAt.toISOString(),
        refundedAt: refund.refundedAt?.toISOString() ?? null,
      })),
      chargebacks: chargebackRows.map((chargeback) => ({
        amountCents: chargeback.amountCents,
        reason: chargeback.reason,
        chargedBackAt: chargeback.chargedBackAt.toISOString(),
        reversedAt: chargeback.reversedAt?.toISOString() ?? null,
      })),
    },
  }
}
