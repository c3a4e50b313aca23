import type { AdminWithdrawal, GrantWithdrawalAnswer, ParsedWithdrawalRequest, WithdrawalAnswer } from '#shared/contracts/withdrawals'
import { messages } from '#shared/contracts/messages'
import { orderLineText } from '#shared/domain/order-line'
import { orderNumberOf } from '#shared/domain/order-number'
import { withdrawalRefusalOf } from '#shared/domain/withdrawable'
import type { Db } from '#server/db/db'
import { Refusal } from '#server/platform/refusal'
import type { Publish } from '#server/platform/events'
import {
  enqueueWithdrawalReceived,
  enqueueWithdrawalRefused,
  renderWithdrawalReceivedOnly,
  type MailSite,
} from '#server/modules/mail-content/mail-content.public'
import { findOrderPageAccess } from '#server/modules/order-page/order-page.public'
import {
  announceOwed,
  findPaidCheckoutByNumber,
  isPrizePayment,
  listOrdersByIds,
  listOrdersOfPayment,
  listOwedOnCancel,
  lockOrder,
  withdrawOrder,
  type Owed,
  type SalesHooks,
} from '#server/modules/sales/sales.public'
import {
  countWithdrawalsOfEmail,
  decideOrder,
  findWithdrawalOrder,
  insertWithdrawal,
  listWithdrawals,
  lockDecisionsOfOrder,
} from './withdrawals.repo'

const nothingOwed: Owed = { refundId: undefined, cancelledOrderIds: [], restocked: [], pointsTakenBack: false }

export type WithdrawalDeps = { db: Db; publish: Publish; site: MailSite; salesHooks: SalesHooks }

/** Statements one e-mail address may make through the form in an hour (decision 039). */
export const WITHDRAWALS_PER_EMAIL_PER_HOUR = 5
/** The statements 'Herroepingen' lists, newest first. */
const LISTED = 200

/**
 * The orders of a checkout, each with why it cannot be withdrawn from: a Pack Battle's prize or spot
 * (decision 050), else null.
 */
async function ordersOf(db: Db, paymentId: string) {
  const prize = await isPrizePayment(db, paymentId)
  const rows = await listOrdersOfPayment(db, paymentId)
  return rows.map((row) => ({ ...row, refusal: withdrawalRefusalOf({ spot: row.spotNumber !== null, prize }) }))
}

/** The paid orders among them, those in the queue or opened: the only ones a statement can name. */
function paidOf(orders: Awaited<ReturnType<typeof ordersOf>>) {
  return orders.filter((row) => row.status === 'pending' || row.status === 'completed')
}

/**
 * The orders a statement names, those the buyer may withdraw from. One that cannot be (a prize, a spot)
 * refuses the statement saying why, and so does a checkout with nothing else, so that no statement is
 * recorded that the seller could never decide (decision 050).
 */
function withdrawable(named: ReturnType<typeof paidOf>) {
  const refusal = named.find((order) => order.refusal !== null)?.refusal
  if (refusal) throw new Refusal('conflict', refusal)
  return named
}

/**
 * POST /api/withdrawals, the withdrawal function (decision 039; art. 11a of the Consumer Rights
 * Directive). The statement is recorded with the moment it was received, and in the same transaction
 * its acknowledgement goes to the outbox (decision 020).
 *
 * From the order page the link's token names the checkout and the buyer chooses its orders; the
 * acknowledgement goes to the checkout's own address, as every mail about the statement does
 * (decision 050), whatever address they typed. From the form the e-mail address and the order
 * number must name a paid checkout of that address; the statement is recorded either way (the seller
 * sees one that matches nothing), but only a match gets the acknowledgement, at its own address, and
 * the answer is the same, so the form tells nobody which address bought what.
 */
export async function submitWithdrawal(deps: WithdrawalDeps, request: ParsedWithdrawalRequest, now = new Date()): Promise<WithdrawalAnswer> {
  return request.via === 'order_page' ? fromOrderPage(deps, request, now) : fromForm(deps, request, now)
}

async function fromOrderPage(
  deps: WithdrawalDeps,
  request: Extract<ParsedWithdrawalRequest, { via: 'order_page' }>,
  now: Date,
): Promise<WithdrawalAnswer> {
  const access = await findOrderPageAccess(deps.db, request.token)
  if (!access) throw new Refusal('not_found', messages.orderPageNotFound)
  const orders = paidOf(await ordersOf(deps.db, access.paymentId))
  const named = orders.filter((order) => request.orderIds.includes(order.id))
  if (named.length !== new Set(request.orderIds).size) throw new Refusal('conflict', messages.withdrawalOrderNotWithdrawable)
  const chosen = withdrawable(named)
  const orderNumber = orderNumberOf(access.paymentId)
  const statement = { name: request.name.trim(), email: request.email.trim(), orderNumber, submittedAt: now }
  await deps.db.transaction(async (tx) => {
    const withdrawalId = await insertWithdrawal(
      tx,
      { ...statement, paymentId: access.paymentId, via: 'order_page' },
      chosen.map((order) => order.id),
    )
    await enqueueWithdrawalReceived(tx, deps.site, { ...statement, withdrawalId, paymentId: access.paymentId, lines: chosen.map(orderLineText) })
  })
  await deps.publish({ channel: 'admin', type: 'withdrawals_changed' })
  return { submittedAt: now.toISOString(), orderNumber }
}

async function fromForm(
  deps: WithdrawalDeps,
  request: Extract<ParsedWithdrawalRequest, { via: 'form' }>,
  now: Date,
): Promise<WithdrawalAnswer> {
  const email = request.email.trim()
  const { orderNumber } = request
  const since = new Date(now.getTime() - 60 * 60_000)
  if ((await countWithdrawalsOfEmail(deps.db, email, since)) >= WITHDRAWALS_PER_EMAIL_PER_HOUR) {
    throw new Refusal('too_many', messages.withdrawalTooMany)
  }
  const checkout = await findPaidCheckoutByNumber(deps.db, email, orderNumber)
  const all = checkout ? await ordersOf(deps.db, checkout.id) : []
  // The seller cancelled every order: the money is owed back already, and a statement would name no
  // order, which nobody could ever decide (decision 050).
  if (all.length > 0 && all.every((order) => order.status === 'cancelled')) throw new Refusal('conflict', messages.withdrawalCheckoutCancelled)
  const paid = paidOf(all)
  // A checkout with orders to withdraw from counts as a whole, without its spots; one with none, only
  // a prize or spots, is refused with the reason.
  const orders = paid.some((order) => order.refusal === null) ? paid.filter((order) => order.refusal === null) : withdrawable(paid)
  const statement = { name: request.name.trim(), email, orderNumber, submittedAt: now }
  await deps.db.transaction(async (tx) => {
    const withdrawalId = await insertWithdrawal(
      tx,
      { ...statement, paymentId: checkout?.id ?? null, via: 'form' },
      orders.map((order) => order.id),
    )
    if (checkout) {
      await enqueueWithdrawalReceived(tx, deps.site, { ...statement, withdrawalId, paymentId: checkout.id, lines: orders.map(orderLineText) })
    } else {
      await renderWithdrawalReceivedOnly(deps.site, { ...statement, lines: [] })
    }
  })
  await deps.publish({ channel: 'admin', type: 'withdrawals_changed' })
  return { submittedAt: now.toISOString(), orderNumber }
}

/**
 * GET /api/admin/withdrawals: the latest statements, with each order's state and the seller's decision.
 * Three reads whatever the length: the statements with their decisions, then their orders from sales
 * and what granting each would owe back, by the rule the refund follows (decision 050).
 */
export async function listWithdrawalsForAdmin(db: Db): Promise<AdminWithdrawal[]> {
  const rows = await listWithdrawals(db, LISTED)
  const orderIds = rows.flatMap((row) => row.orders.map((decided) => decided.orderId))
  const named = await listOrdersByIds(db, orderIds)
  const owed = await listOwedOnCancel(db, orderIds)
  const orderOf = new Map(named.map((order) => [order.id, order]))
  return rows.map((row) => {
    const orders = row.orders.flatMap((decided) => {
      const order = orderOf.get(decided.orderId)
      return order ? [{ decided, order }] : []
    })
    return {
      id: row.id,
      submittedAt: row.submittedAt.toISOString(),
      via: row.via as AdminWithdrawal['via'],
      name: row.name,
      email: row.email,
      orderNumber: row.orderNumber,
      matched: row.paymentId !== null,
      tiktokUsername: orders[0]?.order.tiktokUsername ?? null,
      orders: orders.map(({ decided, order }) => ({
        orderId: order.id,
        productName: order.productName,
        quantity: order.quantity,
        unitPriceCents: order.unitPriceCents,
        status: order.status,
        decision: decided.decision as AdminWithdrawal['orders'][number]['decision'],
        owedCents: owed.get(order.id) ?? 0,
        refusalReason: decided.refusalReason,
        decidedAt: decided.decidedAt?.toISOString() ?? null,
      })),
    }
  })
}

/**
 * 'Toekennen' (decision 039): the withdrawal from this order is granted. Sales cancels the order and
 * owes its money back (with the buyer's mail 'Je herroeping is toegekend') in the transaction that
 * records the decision; the refund is paid under 'Terugbetalingen'. An order of a PostNL checkout whose
 * parcel is still to pack leaves it in that transaction, and a parcel left empty is cancelled (decision
 * 036, amended): the answer names it, the desk drops it.
 *
 * An order is decided once, in every statement that names it (decision 050): a buyer who sent two
 * statements gets one answer. Sales' lock on the order comes first, as for a refusal and a
 * cancellation, so a decision made while this one waited is read under it.
 */
export async function grantWithdrawal(deps: WithdrawalDeps, withdrawalId: number, orderId: number, now = new Date()): Promise<GrantWithdrawalAnswer> {
  const { parcel, ...owed } = await deps.db.transaction(async (tx) => {
    // Sales' lock on the order first, as a refusal and a cancellation take it (decision 050): what one of
    // them decided before is read below.
    const order = await lockOrder(tx, orderId)
    const row = await findWithdrawalOrder(tx, withdrawalId, orderId)
    if (!row || !order) throw new Refusal('not_found', messages.withdrawalNotFound)
    if (row.decision !== 'open') throw new Refusal('conflict', messages.withdrawalAlreadyDecided)
    // An order cancelled before its statements closed with it (decision 050) owes its money back
    // already and its buyer was mailed: granting only closes the statement. Otherwise the cancellation
    // closes this order's open statements as granted (closeWithdrawalsOfCancelledOrders).
    const owedBack = order.status === 'cancelled' ? { ...nothingOwed, parcel: undefined } : await withdrawOrder(tx, deps.salesHooks, orderId)
    await decideOrder(tx, orderId, { decision: 'granted' }, now)
    return owedBack
  })
  await announceOwed(deps.db, deps.publish, deps.salesHooks, owed)
  await deps.publish({ channel: 'admin', type: 'withdrawals_changed' })
  if (parcel) {
    // The desk, and the buyer's order page, which asks its own answer again (decision 022).
    await deps.publish({ channel: 'shipments', type: 'shipments_changed' })
    await deps.publish({ channel: 'admin', type: 'shipments_changed' })
  }
  return { refundId: owed.refundId ?? null, parcel: parcel ?? null }
}

/**
 * 'Weigeren' (decision 039): the right does not apply to this order (above all a pack opened live at
 * the buyer's request); the buyer is mailed the seller's reason, once, whichever statements named the
 * order (decision 050).
 *
 * Sales' lock on the order comes first and the decisions after it, as for a grant and a cancellation
 * (decision 050): a refusal that waited for the seller's cancellation finds the statements closed with
 * it, and an order cancelled before they closed with it is owed back already, so neither is refused.
 */
export async function refuseWithdrawal(deps: WithdrawalDeps, withdrawalId: number, orderId: number, reason: string, now = new Date()) {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    const decisions = await lockDecisionsOfOrder(tx, orderId)
    const row = await findWithdrawalOrder(tx, withdrawalId, orderId)
    if (!row || !order) throw new Refusal('not_found', messages.withdrawalNotFound)
    if (decisions.some((decided) => decided.decision !== 'open')) throw new Refusal('conflict', messages.withdrawalAlreadyDecided)
    if (order.status === 'cancelled') throw new Refusal('conflict', messages.withdrawalOrderCancelled)
    await decideOrder(tx, orderId, { decision: 'refused', reason }, now)
    if (!row.paymentId) return
    await enqueueWithdrawalRefused(tx, deps.site, {
      withdrawalId,
      orderId,
      paymentId: row.paymentId,
      name: row.name,
      orderNumber: row.orderNumber,
      line: orderLineText(order),
      reason,
    })
  })
  await deps.publish({ channel: 'admin', type: 'withdrawals_changed' })
}
