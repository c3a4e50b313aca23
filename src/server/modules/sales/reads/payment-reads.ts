import { and, asc, desc, eq, exists, gt, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { orders, payments } from '#server/db/schema/sales'

// A payment and its orders as the buyer's own pages and messages read them (decision 029): the
// order page (order-page) and the buyer's e-mails (mail-content) ask sales for these by id or address.
// Each reads in the caller's transaction when given one, so a message sees the rows it is written with.

/** An order line as the buyer's pages and the seller's lists name it. */
const orderLineColumns = {
  id: orders.id,
  productName: orders.productName,
  quantity: orders.quantity,
  unitPriceCents: orders.unitPriceCents,
  status: orders.status,
  tiktokUsername: orders.tiktokUsername,
}

/**
 * Orders by id, in any status, as the withdrawals page lists them (decision 039): one read for the whole
 * list. With the moment each was completed, which 'Weigeren' weighs against the statement (decision 055).
 */
export async function listOrdersByIds(db: Db | Tx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return []
  return db
    .select({ ...orderLineColumns, completedAt: orders.completedAt })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
}

/** A payment as its buyer may read it on the order page: no name, e-mail or address. Undefined when there is none. */
export async function findPaymentForBuyer(db: Db | Tx, paymentId: string) {
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
    .from(payments)
    .where(eq(payments.id, paymentId))
    .limit(1)
  return row
}

/**
 * The e-mail address of a payment: undefined when there is no such payment, '' once its personal data
 * has been anonymised or for an order the seller made.
 */
export async function findEmailOfPayment(db: Db | Tx, paymentId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: payments.email }).from(payments).where(eq(payments.id, paymentId)).limit(1)
  return row?.email
}

/** Every order of a payment, whatever its status, in the order they were bought. */
export function listOrdersOfPayment(db: Db | Tx, paymentId: string) {
  return db
    .select({ ...orderLineColumns, paidAt: orders.paidAt, completedAt: orders.completedAt, spotNumber: orders.spotNumber, battleId: orders.battleId })
    .from(orders)
    .where(eq(orders.paymentId, paymentId))
    .orderBy(asc(orders.id))
}

/**
 * The buyer of a payment as a message needs them; undefined when there is nobody to write to: an
 * order the seller made (provider 'manual', such as the test notification, has no e-mail address),
 * or a payment whose personal data has been anonymised.
 */
export async function findMailablePayment(db: Db | Tx, paymentId: string) {
  const [payment] = await db
    .select({
      id: payments.id,
      email: payments.email,
      firstName: payments.firstName,
      tiktokUsername: payments.tiktokUsername,
      status: payments.status,
      amountCents: payments.amountCents,
      shippingMethod: payments.shippingMethod,
      shippingCostCents: payments.shippingCostCents,
      settledAt: payments.settledAt,
    })
    .from(payments)
    .where(and(eq(payments.id, paymentId), ne(payments.provider, 'manual'), ne(payments.email, ''), isNull(payments.anonymisedAt)))
  return payment
}

/** The paid orders of a payment (in the queue or opened), in the order they were bought. */
export async function listPaidOrdersOfPayment(db: Db | Tx, paymentId: string) {
  return db
    .select({
      id: orders.id,
      productName: orders.productName,
      quantity: orders.quantity,
      unitPriceCents: orders.unitPriceCents,
      paidAt: orders.paidAt,
      spotNumber: orders.spotNumber,
    })
    .from(orders)
    .where(and(eq(orders.paymentId, paymentId), inArray(orders.status, ['pending', 'completed'])))
    .orderBy(orders.id)
}

/** One order with its payment's id, as a message about it names it; undefined when there is none. */
export async function findOrderWithPaymentId(db: Db | Tx, orderId: number) {
  const [row] = await db
    .select({
      paymentId: orders.paymentId,
      productName: orders.productName,
      quantity: orders.quantity,
      tiktokUsername: orders.tiktokUsername,
      paidAt: orders.paidAt,
      completedAt: orders.completedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row
}

/**
 * The paid checkouts of an e-mail address (any case), newest first, at most `limit`: the buyer's order
 * pages. A shipping fee is no order page of its own (decision 029): the page of its orders shows the
 * parcel. An order the seller made and an anonymised payment are nobody's to list.
 */
export async function listPaidCheckoutsOf(db: Db | Tx, email: string, limit: number) {
  return db
    .select({
      id: payments.id,
      tiktokUsername: payments.tiktokUsername,
      amountCents: payments.amountCents,
      settledAt: payments.settledAt,
    })
    .from(payments)
    .where(
      and(
        sql`lower(${payments.email}) = ${email.toLowerCase()}`,
        eq(payments.status, 'paid'),
        eq(payments.purpose, 'checkout'),
        ne(payments.provider, 'manual'),
        isNull(payments.anonymisedAt),
      ),
    )
    .orderBy(desc(payments.settledAt), desc(payments.createdAt))
    .limit(limit)
}

/**
 * The checkouts settled paid within `settled` (after, up to and including before) that owe their buyer
 * a 'Bestelbevestiging' (decision 066): paid at a provider (the seller's own orders, a battle's prizes
 * and own packs are written paid without one, and get none), with an address to write to, and with
 * orders still paid (none for a checkout whose orders were all cancelled since, or whose Pack Battle
 * could not keep its spot). Oldest first; ids only.
 */
export async function listPaidCheckoutsSettledWithin(db: Db | Tx, settled: { after: Date; before: Date }): Promise<string[]> {
  const paidOrders = db
    .select({ one: sql`1` })
    .from(orders)
    .where(and(eq(orders.paymentId, payments.id), inArray(orders.status, ['pending', 'completed'])))
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'paid'),
        eq(payments.purpose, 'checkout'),
        isNotNull(payments.providerPaymentId),
        ne(payments.email, ''),
        isNull(payments.anonymisedAt),
        gt(payments.settledAt, settled.after),
        lte(payments.settledAt, settled.before),
        exists(paidOrders),
      ),
    )
    .orderBy(asc(payments.settledAt))
  return rows.map((row) => row.id)
}
