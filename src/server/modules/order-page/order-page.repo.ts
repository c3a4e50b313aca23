import { asc, eq } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { orderPageLinks, orders, payments } from '#server/db/schema'
import { hashOrderPageToken, newOrderPageToken } from './order-page-token'

/**
 * How a link reaches its holder: `browser` (the checkout's answer) or `email` (sent to the payment's
 * address). An e-mail link opens more: the shipping of every held order of that address (decision 022).
 */
export type OrderPageLinkKind = 'browser' | 'email'

/**
 * A new link to a payment's order page, in the caller's transaction: returns the raw token (for the
 * buyer's browser or an e-mail) and stores only its hash (decision 021).
 */
export async function createOrderPageLink(tx: Db | Tx, paymentId: string, kind: OrderPageLinkKind): Promise<string> {
  const token = newOrderPageToken()
  await tx.insert(orderPageLinks).values({ paymentId, kind, tokenHash: hashOrderPageToken(token) })
  return token
}

/**
 * What a token opens, for the modules that act on the buyer's behalf (shipping): the payment, how the
 * link was handed out and the payment's e-mail address. Undefined for an unknown token.
 */
export async function findOrderPageAccess(db: Db | Tx, token: string) {
  const [row] = await db
    .select({ paymentId: payments.id, kind: orderPageLinks.kind, email: payments.email })
    .from(orderPageLinks)
    .innerJoin(payments, eq(payments.id, orderPageLinks.paymentId))
    .where(eq(orderPageLinks.tokenHash, hashOrderPageToken(token)))
    .limit(1)
  return row && { ...row, kind: row.kind as OrderPageLinkKind }
}

/** The payment a token opens, with only the fields the buyer's page shows (no name, e-mail or address). */
export async function findPaymentOfToken(db: Db, token: string) {
  const [row] = await db
    .select({
      id: payments.id,
      status: payments.status,
      tiktokUsername: payments.tiktokUsername,
      shippingMethod: payments.shippingMethod,
      shippingCostCents: payments.shippingCostCents,
      amountCents: payments.amountCents,
      createdAt: payments.createdAt,
      settledAt: payments.settledAt,
    })
    .from(orderPageLinks)
    .innerJoin(payments, eq(payments.id, orderPageLinks.paymentId))
    .where(eq(orderPageLinks.tokenHash, hashOrderPageToken(token)))
    .limit(1)
  return row
}

export function listOrdersOfPayment(db: Db, paymentId: string) {
  return db
    .select({
      id: orders.id,
      productName: orders.productName,
      quantity: orders.quantity,
      unitPriceCents: orders.unitPriceCents,
      status: orders.status,
      tiktokUsername: orders.tiktokUsername,
      paidAt: orders.paidAt,
      completedAt: orders.completedAt,
      spotNumber: orders.spotNumber,
    })
    .from(orders)
    .where(eq(orders.paymentId, paymentId))
    .orderBy(asc(orders.id))
}
