import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { withdrawalOrders, withdrawals } from '#server/db/schema/withdrawals'

/** The withdrawal statements and the seller's decisions (decision 039): this module's own tables. */

export type NewWithdrawal = Pick<
  typeof withdrawals.$inferInsert,
  'paymentId' | 'via' | 'name' | 'email' | 'orderNumber' | 'submittedAt' | 'clientAddress'
>

export async function insertWithdrawal(tx: Tx, values: NewWithdrawal, orderIds: number[]): Promise<number> {
  const [row] = await tx.insert(withdrawals).values(values).returning({ id: withdrawals.id })
  if (!row) throw new Error('withdrawal insert returned no row')
  if (orderIds.length > 0) await tx.insert(withdrawalOrders).values(orderIds.map((orderId) => ({ withdrawalId: row.id, orderId })))
  return row.id
}

/**
 * Statements made through the form with this e-mail address since `since`, for the form's limit. One
 * made on an order page does not count: it needed the link, and its address is only kept for the seller.
 */
export async function countFormWithdrawalsOfEmail(tx: Tx, email: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ statements: count() })
    .from(withdrawals)
    .where(
      and(
        eq(sql`lower(${withdrawals.email})`, email.trim().toLowerCase()),
        eq(withdrawals.via, 'form'),
        gte(withdrawals.submittedAt, since),
      ),
    )
  return row?.statements ?? 0
}

/** Statements made from this client address since `since`, for the limit per client. */
export async function countWithdrawalsFromClient(tx: Tx, clientAddress: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ statements: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.clientAddress, clientAddress), gte(withdrawals.submittedAt, since)))
  return row?.statements ?? 0
}

/** Statements naming this checkout since `since`, for the limit per order link. */
export async function countWithdrawalsOfCheckout(tx: Tx, paymentId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ statements: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.paymentId, paymentId), gte(withdrawals.submittedAt, since)))
  return row?.statements ?? 0
}

/** How many statements since `since` named each of these orders; an order none named is missing. */
export async function countStatementsNamingOrders(tx: Tx, orderIds: readonly number[], since: Date): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map()
  const rows = await tx
    .select({ orderId: withdrawalOrders.orderId, statements: count() })
    .from(withdrawalOrders)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalOrders.withdrawalId))
    .where(and(inArray(withdrawalOrders.orderId, [...orderIds]), gte(withdrawals.submittedAt, since)))
    .groupBy(withdrawalOrders.orderId)
  return new Map(rows.map((row) => [row.orderId, row.statements]))
}

/** Blanks the client address of statements made before `before`: it is kept only while a limit counts it. */
export async function forgetClientAddresses(tx: Tx, before: Date): Promise<void> {
  await tx
    .update(withdrawals)
    .set({ clientAddress: null })
    .where(and(isNotNull(withdrawals.clientAddress), lt(withdrawals.submittedAt, before)))
}

/**
 * Where a statement sorts on 'Herroepingen' (decision 039, amended): 0 with an order still to decide,
 * 1 naming a checkout with every order decided, 2 matching none. A flood of statements that name no
 * order so comes after every one the seller must answer.
 */
const groupOf = sql<number>`(case
  when exists (select 1 from ${withdrawalOrders}
    where ${withdrawalOrders.withdrawalId} = ${withdrawals.id} and ${withdrawalOrders.decision} = 'open') then 0
  when ${withdrawals.paymentId} is not null then 1
  else 2 end)`
/** The moment it was made in whole milliseconds, as a page's cursor carries it. */
const millisOf = sql<number>`floor(extract(epoch from ${withdrawals.submittedAt}) * 1000)::float8`

/** The last statement of a page, as the list sorts: the next page starts after it. */
export type WithdrawalListPlace = { group: number; millis: number; id: number }

/**
 * A page of statements, each with its orders' decisions: those with an order to decide first, then the
 * others naming a checkout, then those matching none; the newest first within each. After `after`, the
 * place of the previous page's last statement; `next` is this page's last place when more follow.
 */
export async function listWithdrawals(db: Db, size: number, after?: WithdrawalListPlace) {
  const found = await db
    .select({ row: withdrawals, group: groupOf, millis: millisOf })
    .from(withdrawals)
    .where(
      after
        ? sql`(${groupOf} > ${after.group} or (${groupOf} = ${after.group} and (${millisOf} < ${after.millis}
            or (${millisOf} = ${after.millis} and ${withdrawals.id} < ${after.id}))))`
        : undefined,
    )
    .orderBy(asc(groupOf), desc(millisOf), desc(withdrawals.id))
    .limit(size + 1)
  const page = found.slice(0, size)
  const last = page.at(-1)
  const next = found.length > size && last ? { group: Number(last.group), millis: Number(last.millis), id: last.row.id } : undefined
  const rows = page.map((item) => item.row)
  const decisions =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(withdrawalOrders)
          .where(inArray(withdrawalOrders.withdrawalId, rows.map((row) => row.id)))
          .orderBy(withdrawalOrders.orderId)
  return { rows: rows.map((row) => ({ ...row, orders: decisions.filter((decision) => decision.withdrawalId === row.id) })), next }
}

/** One order of a statement with its statement; undefined when unknown. */
export async function findWithdrawalOrder(db: Db | Tx, withdrawalId: number, orderId: number) {
  const [row] = await db
    .select({
      decision: withdrawalOrders.decision,
      paymentId: withdrawals.paymentId,
      name: withdrawals.name,
      email: withdrawals.email,
      orderNumber: withdrawals.orderNumber,
    })
    .from(withdrawalOrders)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalOrders.withdrawalId))
    .where(and(eq(withdrawalOrders.withdrawalId, withdrawalId), eq(withdrawalOrders.orderId, orderId)))
  return row
}

/**
 * The decisions on one order in every statement that names it, locked for the seller's decision: an
 * order is decided once, whichever statement the seller answers (decision 050). Locked in one order of
 * rows, so two decisions on the same order wait for each other rather than deadlock.
 */
export async function lockDecisionsOfOrder(tx: Tx, orderId: number) {
  return tx
    .select({ withdrawalId: withdrawalOrders.withdrawalId, decision: withdrawalOrders.decision })
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.orderId, orderId))
    .orderBy(withdrawalOrders.withdrawalId)
    .for('update')
}

/** Records the seller's decision on an order in every statement that names it and is still open. */
export async function decideOrder(
  tx: Tx,
  orderId: number,
  decision: { decision: 'granted' } | { decision: 'refused'; reason: string },
  now: Date,
): Promise<void> {
  await tx
    .update(withdrawalOrders)
    .set({ decision: decision.decision, refusalReason: decision.decision === 'refused' ? decision.reason : null, decidedAt: now })
    .where(and(eq(withdrawalOrders.orderId, orderId), eq(withdrawalOrders.decision, 'open')))
}

/**
 * Every statement naming one of these orders, with the decision on it, oldest first: what the seller's
 * order list and the buyer's order page show of a withdrawal (decision 055), and what a new statement
 * is checked against.
 */
export async function listStatementsOfOrders(db: Db | Tx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return []
  return db
    .select({
      orderId: withdrawalOrders.orderId,
      submittedAt: withdrawals.submittedAt,
      decision: withdrawalOrders.decision,
      refusalReason: withdrawalOrders.refusalReason,
      decidedAt: withdrawalOrders.decidedAt,
    })
    .from(withdrawalOrders)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalOrders.withdrawalId))
    .where(inArray(withdrawalOrders.orderId, [...orderIds]))
    .orderBy(asc(withdrawals.submittedAt), asc(withdrawals.id))
}

/** How many statements wait for the seller: those with an order still open (decision 055). */
export async function countWaitingWithdrawals(db: Db): Promise<number> {
  const [row] = await db
    .select({ waiting: sql<number>`count(distinct ${withdrawalOrders.withdrawalId})::int` })
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.decision, 'open'))
  return Number(row?.waiting ?? 0)
}
