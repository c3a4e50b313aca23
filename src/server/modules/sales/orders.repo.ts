import { and, desc, eq, gte, inArray, isNotNull, isNull, ne, not, notExists, or, sql, type SQL } from 'drizzle-orm'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import { LATE_PAYMENT_WATCH_DAYS } from '#shared/domain/late-payment'
import type { Db, Tx } from '#server/db/db'
import { orders, payments, refunds } from '#server/db/schema/sales'
import { listCurrentProducts, type CurrentProduct } from '#server/modules/catalog/catalog.public'
import { listMailByPayment } from '#server/modules/mail/mail.public'
import { owedRefundsOf } from './refunds.repo'
import type { SalesHooks } from './sales-hooks'

const columns = {
  order: orders,
  payment: {
    firstName: payments.firstName,
    lastName: payments.lastName,
    email: payments.email,
    street: payments.street,
    houseNumber: payments.houseNumber,
    postalCode: payments.postalCode,
    city: payments.city,
    country: payments.country,
    shippingMethod: payments.shippingMethod,
    shippingCostCents: payments.shippingCostCents,
    provider: payments.provider,
    status: payments.status,
  },
}

type Row = {
  order: typeof orders.$inferSelect
  payment: {
    firstName: string
    lastName: string
    email: string
    street: string
    houseNumber: string
    postalCode: string
    city: string
    country: string
    shippingMethod: string
    shippingCostCents: number
    provider: string
    status: string
  }
}

type Emails = AdminOrder['emails']

function toAdminOrder(
  { order, payment }: Row,
  product: CurrentProduct | undefined,
  emails: Emails,
  shipping: AdminOrder['shipping'],
  withdrawal: AdminOrder['withdrawal'],
  opening: AdminOrder['opening'],
): AdminOrder {
  return {
    id: order.id,
    status: order.status as AdminOrder['status'],
    quantity: order.quantity,
    tiktokUsername: order.tiktokUsername,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    productId: order.productId,
    product: product ? { name: product.name, imageUrl: product.imageUrl, price: product.priceCents } : null,
    productName: order.productName,
    unitPrice: order.unitPriceCents,
    totalCents: order.unitPriceCents * order.quantity,
    points: order.points,
    shippingMethod: payment.shippingMethod,
    shippingCost: payment.shippingCostCents,
    email: payment.email,
    shippingInfo: {
      name: `${payment.firstName} ${payment.lastName}`.trim(),
      address: `${payment.street} ${payment.houseNumber}`.trim(),
      city: payment.city,
      postalCode: payment.postalCode,
      country: payment.country,
    },
    emails,
    shipping,
    battleSpot: order.spotNumber === null ? null : { battleTitle: battleTitleOf(order.productName), spotNumber: order.spotNumber },
    prize: payment.provider === 'prize' || payment.provider === 'own_pack',
    chargedBack: payment.status === 'charged_back',
    withdrawal,
    opening,
  }
}

/**
 * The battle's title in a spot order's name at purchase ('Pack Battle "Zondag", plek 4', written by
 * battleSpotProductName in #shared/contracts/messages): the battle itself may be deleted since. A name
 * in another form is shown whole.
 */
function battleTitleOf(productName: string): string {
  return /^Pack Battle "(.*)", plek \d+$/s.exec(productName)?.[1] ?? productName
}

/**
 * The rows as the admin reads them, each with its product as it is now, the e-mails of its payment,
 * where its cards are (decision 022), whether its buyer withdrew from it (decision 055) and its moment
 * on stream (decision 060); one query
 * each for the whole list.
 */
async function toAdminOrders(db: Db, hooks: SalesHooks, rows: Row[]): Promise<AdminOrder[]> {
  const products = await listCurrentProducts(db, rows.flatMap((row) => row.order.productId ?? []))
  const mail = await listMailByPayment(db, [...new Set(rows.map((row) => row.order.paymentId))])
  const orderIds = rows.map((row) => row.order.id)
  const shipping = await hooks.shippingOfOrders(db, orderIds, new Date())
  const withdrawals = await hooks.withdrawalsOfOrders(db, orderIds)
  const openings = await hooks.openingsOfOrders(db, orderIds)
  return rows.map((row) =>
    toAdminOrder(
      row,
      row.order.productId === null ? undefined : products.get(row.order.productId),
      (mail.get(row.order.paymentId) ?? []).map((m) => ({
        kind: m.kind,
        status: m.status as Emails[number]['status'],
        sentAt: m.sentAt?.toISOString() ?? null,
        createdAt: m.createdAt.toISOString(),
      })),
      shipping.get(row.order.id) ?? null,
      withdrawals.get(row.order.id) ?? null,
      openings.get(row.order.id) ?? null,
    ),
  )
}

function selectOrders(db: Db) {
  return db.select(columns).from(orders).innerJoin(payments, eq(payments.id, orders.paymentId))
}

/** Every order the admin sees (not those still waiting for their payment), newest first. */
export async function listAdminOrders(db: Db, hooks: SalesHooks): Promise<AdminOrder[]> {
  const rows = await selectOrders(db)
    .where(ne(orders.status, 'awaiting_payment'))
    .orderBy(desc(orders.createdAt), desc(orders.id))
  return toAdminOrders(db, hooks, rows)
}

export async function findAdminOrder(db: Db, hooks: SalesHooks, id: number): Promise<AdminOrder | undefined> {
  const [row] = await selectOrders(db).where(eq(orders.id, id)).limit(1)
  return row ? (await toAdminOrders(db, hooks, [row]))[0] : undefined
}

/** Orders for the export: the sales, pending and completed, oldest first. */
export async function listOrdersForExport(db: Db, hooks: SalesHooks): Promise<(AdminOrder & { paymentId: string })[]> {
  const rows = await selectOrders(db)
    .where(and(inArray(orders.status, ['pending', 'completed'])))
    .orderBy(orders.createdAt, orders.id)
  const adminOrders = await toAdminOrders(db, hooks, rows)
  return rows.map((row, index) => ({ ...adminOrders[index]!, paymentId: row.order.paymentId }))
}

/** How long a checkout the shop let go at Mollie is kept for a 'paid' that may still come (decisions 028, 051). */
const LATE_PAYMENT_WATCH_MS = LATE_PAYMENT_WATCH_DAYS * 24 * 60 * 60_000

/**
 * A payment the provider may still complete although the shop let it go: at Mollie, settled not paid
 * (released by the buyer's newer checkout, expired past the grace, failed) less than the watch ago.
 * The shop cannot tell its own letting go from Mollie's word, so it keeps both for the watch: a late
 * 'paid' then finds its payment and is owed back (decision 028). 'Verwijder mislukte orders' and Reset
 * Data both keep such a payment by this condition (decision 051).
 */
export function watchedForLatePayment(now = new Date()): SQL {
  const watchStart = new Date(now.getTime() - LATE_PAYMENT_WATCH_MS)
  return and(eq(payments.provider, 'mollie'), or(isNull(payments.settledAt), gte(payments.settledAt, watchStart))) as SQL
}

/** Settled without money: failed, cancelled or expired, and not paid late. */
export const settledUnpaid = () =>
  and(inArray(payments.status, ['failed', 'canceled', 'expired']), sql`${payments.lateStatus} is distinct from 'paid'`) as SQL

/**
 * Reset Data's rule (product.md 6, decisions 028 and 051): a payment goes only when it took no real money
 * and the provider can no longer take any for it. That is the seller's test order ('manual'), a demo
 * payment (demo payments move no money), and a payment that failed, was cancelled or expired and was
 * not paid late, once its watch for a late 'paid' is over. Every other payment is a money record and
 * stays with all its orders: one paid at Mollie (its orders in the queue too), one still open there or
 * let go while it may have been (it may yet take money, and a 'paid' for a payment deleted would find
 * nothing: decision 028), and a Pack Battle prize (the winner's cards are owed). Money still owed back
 * keeps its payment whatever the provider, so it can still be paid back (decision 028).
 */
function tookNoRealMoney(tx: Tx): SQL {
  return and(
    or(inArray(payments.provider, ['manual', 'demo']), and(settledUnpaid(), not(watchedForLatePayment()))),
    notExists(owedRefundsOf(tx)),
  ) as SQL
}

const paymentsWithoutMoney = (tx: Tx) =>
  tx.select({ id: payments.id }).from(payments).where(tookNoRealMoney(tx)).orderBy(payments.id)

/** The payments Reset Data would delete (tookNoRealMoney), for its preview. */
export async function listPaymentsWithoutMoney(tx: Tx): Promise<string[]> {
  return (await paymentsWithoutMoney(tx)).map((row) => row.id)
}

/**
 * The payments Reset Data deletes (tookNoRealMoney), locked until it commits: a settlement of one of
 * them at that moment waits, then finds it gone. Every later step of the reset works on this list, so
 * a checkout started meanwhile is left alone whole (its stock, its orders, its payment).
 */
export async function lockPaymentsWithoutMoney(tx: Tx): Promise<string[]> {
  return (await paymentsWithoutMoney(tx).for('update')).map((row) => row.id)
}

/** Payment ids per statement: a demo shop may hold more payments than one statement takes parameters. */
const PAYMENT_IDS_PER_STATEMENT = 1000

function* inGroups(paymentIds: readonly string[]): Generator<string[]> {
  for (let start = 0; start < paymentIds.length; start += PAYMENT_IDS_PER_STATEMENT) {
    yield paymentIds.slice(start, start + PAYMENT_IDS_PER_STATEMENT)
  }
}

/** The lines of these payments still waiting for payment: the stock they hold goes back. */
export async function listUnpaidLinesOf(tx: Tx, paymentIds: readonly string[]) {
  const lines: { productId: number | null; quantity: number }[] = []
  for (const group of inGroups(paymentIds)) {
    lines.push(
      ...(await tx
        .select({ productId: orders.productId, quantity: orders.quantity })
        .from(orders)
        .where(and(inArray(orders.paymentId, group), eq(orders.status, 'awaiting_payment')))),
    )
  }
  return lines
}

/** Those of these payments that hold a Pack Battle spot while waiting for payment (decision 023). */
export async function listSpotHoldersOf(tx: Tx, paymentIds: readonly string[]): Promise<string[]> {
  const holders: string[] = []
  for (const group of inGroups(paymentIds)) {
    const rows = await tx
      .selectDistinct({ paymentId: orders.paymentId })
      .from(orders)
      .where(and(inArray(orders.paymentId, group), isNotNull(orders.spotNumber), eq(orders.status, 'awaiting_payment')))
    holders.push(...rows.map((row) => row.paymentId))
  }
  return holders
}

/**
 * Deletes these payments with their orders (and what cascades from them: the order pages' keys, the
 * orders' links to shipments). A refund of one keeps its row, without the payment (refunds.payment_id
 * is set null): only a refund already paid back can be left so, since money owed back keeps its
 * payment (tookNoRealMoney).
 */
export async function deletePayments(tx: Tx, paymentIds: readonly string[]): Promise<void> {
  for (const group of inGroups(paymentIds)) {
    await tx.delete(orders).where(inArray(orders.paymentId, group))
    await tx.delete(payments).where(inArray(payments.id, group))
  }
}

/**
 * The sales Reset Data would delete and keep, by tookNoRealMoney, for its preview: the orders of the
 * payments it deletes; of the rest, the orders paid (not waiting for payment) and those still in the
 * queue, the checkouts still open at Mollie, and those let go that it keeps for a late 'paid' (whose
 * orders failed: they were never paid); and every refund, which it never deletes.
 */
export async function countSalesForReset(tx: Tx) {
  const gone = tookNoRealMoney(tx)
  const watched = and(settledUnpaid(), watchedForLatePayment(), notExists(owedRefundsOf(tx)))
  const [byOrder] = await tx
    .select({
      deletes: sql<number>`count(*) filter (where ${gone})::int`,
      paid: sql<number>`count(*) filter (where not (${gone}) and not (${watched}) and ${orders.status} <> 'awaiting_payment')::int`,
      queued: sql<number>`count(*) filter (where not (${gone}) and ${orders.status} = 'pending')::int`,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
  const [byPayment] = await tx
    .select({
      open: sql<number>`count(*) filter (where ${payments.status} = 'open' and not (${gone}))::int`,
      watched: sql<number>`count(*) filter (where ${watched})::int`,
    })
    .from(payments)
  const [refundRows] = await tx.select({ count: sql<number>`count(*)::int` }).from(refunds)
  return {
    deletedOrders: byOrder?.deletes ?? 0,
    paidOrders: byOrder?.paid ?? 0,
    queuedOrders: byOrder?.queued ?? 0,
    openCheckouts: byPayment?.open ?? 0,
    watchedForLatePayment: byPayment?.watched ?? 0,
    refunds: refundRows?.count ?? 0,
  }
}
