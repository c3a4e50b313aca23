import { and, eq, exists, gte, inArray, isNotNull, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm'
import { firstHeldPaidAt } from '#shared/domain/shipping-window'
import type { Db, Tx } from '#server/db/db'
import { mailMessages, orders, payments, refunds, shipmentOrders, shipments } from '#server/db/schema'

const DAY_MS = 24 * 60 * 60 * 1000

/** The buyer's personal fields on a payment, blanked; the columns are NOT NULL, so blank is ''. */
const blankPersonalFields = {
  firstName: '',
  lastName: '',
  email: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
} satisfies Partial<typeof payments.$inferInsert>

/**
 * Blanks the buyer's personal fields on every payment whose orders were all completed more than
 * `retentionDays` ago (decision 011). Amounts, products, country, shipping method and the TikTok
 * username stay for the books and the leaderboard. A payment with any order not (long enough)
 * completed is left alone, and so is one anonymised before. The e-mails of those payments lose their
 * recipient and contents too (decision 020); one still waiting in the outbox is failed, never sent.
 * An e-mail that belongs to no payment is blanked once it is older than the retention period.
 *
 * Shipping held cards (decision 022) adds two rules. A live payment keeps its personal data while any
 * of its paid orders is still held (its 45 days not over) or is in a shipment waiting for payment or
 * to pack: its e-mail address is the scope of the buyer's e-mail links, which bundle the orders of
 * that address, and blanking it would shut the buyer out of their own held cards. And a shipment's
 * own copy of the name and address is blanked once it was sent, or cancelled, longer ago than the
 * retention period. A Pack Battle refund's e-mail address goes once it was paid back longer ago than
 * the retention period (decision 023).
 * Returns how many payments it changed.
 */
export async function anonymiseOldPersonalData(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  return (await anonymiseOldData(db, retentionDays, now)).payments
}

/** anonymiseOldPersonalData, also telling how many shipments it blanked (the route tells the desk). */
export async function anonymiseOldData(
  db: Db,
  retentionDays: number,
  now = new Date(),
): Promise<{ payments: number; shipments: number }> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS)
  const ordersOfPayment = eq(orders.paymentId, payments.id)
  const notYet = or(ne(orders.status, 'completed'), isNull(orders.completedAt), gte(orders.completedAt, cutoff))
  const blankMail = {
    recipient: '',
    html: '',
    text: '',
    status: sql`case when ${mailMessages.status} in ('pending', 'sending') then 'failed' else ${mailMessages.status} end`,
  }
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(payments)
      .set({ ...blankPersonalFields, anonymisedAt: now, updatedAt: now })
      .where(
        and(
          isNull(payments.anonymisedAt),
          exists(tx.select({ one: sql`1` }).from(orders).where(ordersOfPayment)),
          notExists(tx.select({ one: sql`1` }).from(orders).where(and(ordersOfPayment, notYet))),
          notExists(tx.select({ one: sql`1` }).from(orders).where(and(ordersOfPayment, stillShippable(tx, now)))),
        ),
      )
      .returning({ id: payments.id })
    if (changed.length > 0) {
      await tx.update(mailMessages).set(blankMail).where(inArray(mailMessages.paymentId, changed.map((row) => row.id)))
    }
    // An e-mail of no payment (the list of a buyer's order pages) keeps its address no longer.
    await tx
      .update(mailMessages)
      .set(blankMail)
      .where(and(isNull(mailMessages.paymentId), lt(mailMessages.createdAt, cutoff), ne(mailMessages.recipient, '')))
    const blankedShipments = await anonymiseOldShipments(tx, cutoff, now)
    // A refund paid back longer ago than the retention period keeps its amount and spot for the
    // books, not the buyer's e-mail address (decision 023).
    await tx.update(refunds).set({ email: '' }).where(and(lt(refunds.refundedAt, cutoff), ne(refunds.email, '')))
    return { payments: changed.length, shipments: blankedShipments }
  })
}

/**
 * An order of a live payment (the payment is the outer query's row) whose cards the buyer may still
 * ask for or is waiting for (decision 022): paid and kept (queued or opened) within its 45 days, or in
 * a shipment waiting for payment or to pack.
 */
function stillShippable(tx: Tx, now: Date) {
  const waitingShipment = exists(
    tx
      .select({ one: sql`1` })
      .from(shipmentOrders)
      .innerJoin(shipments, eq(shipments.id, shipmentOrders.shipmentId))
      .where(
        and(
          eq(shipmentOrders.orderId, orders.id),
          eq(shipmentOrders.active, true),
          inArray(shipments.status, ['awaiting_payment', 'to_pack']),
        ),
      ),
  )
  return and(
    eq(payments.shippingMethod, 'live'),
    // The seller's test orders are never held (decision 022).
    ne(payments.provider, 'manual'),
    // A Pack Battle spot is no cards held for the buyer (decision 023).
    isNull(orders.spotNumber),
    isNotNull(orders.paidAt),
    inArray(orders.status, ['pending', 'completed']),
    or(gte(orders.paidAt, firstHeldPaidAt(now)), waitingShipment),
  )
}

/**
 * Blanks the name, e-mail address and address of shipments sent, or cancelled (their payment did not
 * go through), before the cutoff (decision 011 and 022). The columns are NOT NULL, so blank is ''.
 * Reference, products, country, fee, track & trace code and TikTok username stay for the books.
 */
async function anonymiseOldShipments(tx: Tx, cutoff: Date, now: Date): Promise<number> {
  const over = or(
    and(eq(shipments.status, 'shipped'), lt(shipments.shippedAt, cutoff)),
    and(eq(shipments.status, 'cancelled'), lt(sql`coalesce(${shipments.settledAt}, ${shipments.updatedAt})`, cutoff)),
  )
  const blanked = await tx
    .update(shipments)
    .set({ ...blankPersonalFields, anonymisedAt: now, updatedAt: now })
    .where(and(isNull(shipments.anonymisedAt), over))
    .returning({ id: shipments.id })
  return blanked.length
}
