import type {
  AdminWithdrawal,
  AdminWithdrawalPage,
  GrantWithdrawalAnswer,
  OrderWithdrawal,
  ParsedWithdrawalRequest,
  WithdrawalAnswer,
} from '#shared/contracts/withdrawals'
import { messages } from '#shared/contracts/messages'
import { orderLineText } from '#shared/domain/order-line'
import { orderNumberOf } from '#shared/domain/order-number'
import { withdrawalRefusalOf } from '#shared/domain/withdrawable'
import type { Db, Tx } from '#server/db/db'
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
  battleCardsOfPayment,
  findPaidCheckoutByNumber,
  holdAddressOf,
  listOrdersByIds,
  listOrdersOfPayment,
  listOwedOnCancel,
  lockOrder,
  withdrawOrder,
  type Owed,
  type SalesHooks,
} from '#server/modules/sales/sales.public'
import { claimCheckout, claimSender, lockCheckout } from './withdrawal-limits'
import { withdrawalsOfOrders } from './withdrawals-of-orders'
import {
  countWaitingWithdrawals,
  decideOrder,
  findWithdrawalOrder,
  insertWithdrawal,
  listWithdrawals,
  lockDecisionsOfOrder,
  type WithdrawalListPlace,
} from './withdrawals.repo'

const nothingOwed: Owed = { refundId: undefined, cancelledOrderIds: [], restocked: [], pointsTakenBack: false }

export type WithdrawalDeps = { db: Db; publish: Publish; site: MailSite; salesHooks: SalesHooks }

/** Who sent a statement: the client address, as clientAddress() reads it. */
export type WithdrawalClient = { address: string }

/** The statements one page of 'Herroepingen' lists; 'Meer laden' fetches the next. */
export const WITHDRAWALS_PER_PAGE = 100

/**
 * The orders of a checkout, each with why it cannot be withdrawn from: a Pack Battle's prize or spot
 * (decision 050), else null.
 */
async function ordersOf(db: Db | Tx, paymentId: string) {
  const battleCards = await battleCardsOfPayment(db, paymentId)
  const rows = await listOrdersOfPayment(db, paymentId)
  return rows.map((row) => ({ ...row, refusal: withdrawalRefusalOf({ spot: row.spotNumber !== null, battleCards }) }))
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
 * Why a statement naming only orders already named is refused (decision 055): one already decided
 * (refused: a grant cancels the order, which no statement can name) says so; one waiting, that it was
 * received. Nothing is recorded or mailed: the seller decides an order once, whichever statement names
 * it (decision 050), so a repeat adds nothing but another acknowledgement.
 */
function alreadyStated(stated: readonly OrderWithdrawal[]): Refusal {
  const decided = stated.every((withdrawal) => withdrawal.decision !== 'open')
  return new Refusal('conflict', decided ? messages.withdrawalAlreadyDecided : messages.withdrawalAlreadyReceived)
}

/** The statements already naming these orders, read under the checkout's lock so none is recorded in between. */
async function statedOf(tx: Tx, paymentId: string, orderIds: readonly number[]) {
  await lockCheckout(tx, paymentId)
  return withdrawalsOfOrders(tx, orderIds)
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
 * the answer is the same, so the form tells nobody which address bought what. No message ever goes to
 * an address typed here.
 *
 * An order is named by one statement (decision 055): from the order page, a chosen order already
 * named refuses the statement (409, saying it was received or decided); from the form, the checkout's
 * orders already named are left out, and a checkout with none left is refused the same way.
 *
 * The limits per client, per typed address, per checkout and per order (withdrawal-limits.ts) are
 * counted and the statement recorded in one transaction, under locks on what they count: statements
 * racing on any instance cannot pass a limit together, and a refused one records and mails nothing.
 */
export async function submitWithdrawal(
  deps: WithdrawalDeps,
  request: ParsedWithdrawalRequest,
  client: WithdrawalClient,
  now = new Date(),
): Promise<WithdrawalAnswer> {
  const clientAddress = holdAddressOf(client.address)
  const answer =
    request.via === 'order_page' ? await fromOrderPage(deps, request, clientAddress, now) : await fromForm(deps, request, clientAddress, now)
  await deps.publish({ channel: 'admin', type: 'withdrawals_changed' })
  return answer
}

async function fromOrderPage(
  deps: WithdrawalDeps,
  request: Extract<ParsedWithdrawalRequest, { via: 'order_page' }>,
  clientAddress: string,
  now: Date,
): Promise<WithdrawalAnswer> {
  const access = await findOrderPageAccess(deps.db, request.token)
  if (!access) throw new Refusal('not_found', messages.orderPageNotFound)
  const orderNumber = orderNumberOf(access.paymentId)
  const statement = { name: request.name.trim(), email: request.email.trim(), orderNumber, submittedAt: now }
  await deps.db.transaction(async (tx) => {
    await claimSender(tx, { clientAddress }, now)
    const all = await ordersOf(tx, access.paymentId)
    const named = paidOf(all).filter((order) => request.orderIds.includes(order.id))
    if (named.length !== new Set(request.orderIds).size) throw new Refusal('conflict', messages.withdrawalOrderNotWithdrawable)
    const chosen = withdrawable(named)
    const orderIds = chosen.map((order) => order.id)
    const stated = await statedOf(tx, access.paymentId, orderIds)
    if (stated.size > 0) throw alreadyStated([...stated.values()])
    await claimCheckout(tx, { paymentId: access.paymentId, orderIds, ordersOfCheckout: all.length }, now)
    const withdrawalId = await insertWithdrawal(tx, { ...statement, paymentId: access.paymentId, via: 'order_page', clientAddress }, orderIds)
    await enqueueWithdrawalReceived(tx, deps.site, { ...statement, withdrawalId, paymentId: access.paymentId, lines: chosen.map(orderLineText) })
  })
  return { submittedAt: now.toISOString(), orderNumber }
}

async function fromForm(
  deps: WithdrawalDeps,
  request: Extract<ParsedWithdrawalRequest, { via: 'form' }>,
  clientAddress: string,
  now: Date,
): Promise<WithdrawalAnswer> {
  const email = request.email.trim()
  const { orderNumber } = request
  const statement = { name: request.name.trim(), email, orderNumber, submittedAt: now }
  await deps.db.transaction(async (tx) => {
    // The limits on the sender come before the details are matched, so a refusal there says nothing
    // about whether they name an order.
    await claimSender(tx, { clientAddress, formEmail: email }, now)
    const checkout = await findPaidCheckoutByNumber(tx, email, orderNumber)
    const all = checkout ? await ordersOf(tx, checkout.id) : []
    // The seller cancelled every order: the money is owed back already, and a statement would name no
    // order, which nobody could ever decide (decision 050).
    if (all.length > 0 && all.every((order) => order.status === 'cancelled')) throw new Refusal('conflict', messages.withdrawalCheckoutCancelled)
    const paid = paidOf(all)
    // A checkout with orders to withdraw from counts as a whole, without its spots; one with none, only
    // a prize or spots, is refused with the reason.
    const named = paid.some((order) => order.refusal === null) ? paid.filter((order) => order.refusal === null) : withdrawable(paid)
    // Orders a statement named already are left out; a checkout with nothing left is refused (decision 055).
    const stated = checkout ? await statedOf(tx, checkout.id, named.map((order) => order.id)) : new Map<number, OrderWithdrawal>()
    const orders = named.filter((order) => !stated.has(order.id))
    if (named.length > 0 && orders.length === 0) throw alreadyStated([...stated.values()])
    const orderIds = orders.map((order) => order.id)
    // Past a limit on the checkout or its orders the refusal tells that the details match one, as the
    // refusals above do: only to someone who typed both its number and its address (decision 050).
    if (checkout) await claimCheckout(tx, { paymentId: checkout.id, orderIds, ordersOfCheckout: all.length }, now)
    const withdrawalId = await insertWithdrawal(tx, { ...statement, paymentId: checkout?.id ?? null, via: 'form', clientAddress }, orderIds)
    if (checkout) {
      await enqueueWithdrawalReceived(tx, deps.site, { ...statement, withdrawalId, paymentId: checkout.id, lines: orders.map(orderLineText) })
    } else {
      await renderWithdrawalReceivedOnly(deps.site, { ...statement, lines: [] })
    }
  })
  return { submittedAt: now.toISOString(), orderNumber }
}

/**
 * GET /api/admin/withdrawals: a page of statements, with each order's state and the seller's decision.
 * Those with an order still to decide come first, then the others that name a checkout, then those
 * that matched none, the newest first within each (decision 039, amended): statements that name no
 * order, however many, never push one the seller must answer out of sight, and 'Meer laden' reaches
 * every one. Four reads whatever the length: the statements with their decisions, then their orders
 * from sales and what granting each would owe back, by the rule the refund follows (decision 050), and
 * when each order was first named, for whether its opening came before (decision 055).
 */
export async function listWithdrawalsForAdmin(db: Db, cursor?: string): Promise<AdminWithdrawalPage> {
  const { rows, next } = await listWithdrawals(db, WITHDRAWALS_PER_PAGE, cursor === undefined ? undefined : placeOf(cursor))
  const orderIds = rows.flatMap((row) => row.orders.map((decided) => decided.orderId))
  const named = await listOrdersByIds(db, orderIds)
  const owed = await listOwedOnCancel(db, orderIds)
  const stated = await withdrawalsOfOrders(db, orderIds)
  const orderOf = new Map(named.map((order) => [order.id, order]))
  const withdrawals = rows.map((row): AdminWithdrawal => {
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
        openedAt: order.status === 'completed' ? (order.completedAt?.toISOString() ?? null) : null,
        statedAt: stated.get(order.id)?.receivedAt ?? row.submittedAt.toISOString(),
      })),
    }
  })
  return { withdrawals, nextCursor: next ? `${next.group}.${next.millis}.${next.id}` : null }
}

/** The place a cursor names ('0.1790000000000.42'); its form is checked by the route's schema. */
function placeOf(cursor: string): WithdrawalListPlace {
  const [group = 0, millis = 0, id = 0] = cursor.split('.').map(Number)
  return { group, millis, id }
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

/** GET /api/admin/withdrawals/waiting: the statements with an order still to decide, for the admin menu's count (decision 055). */
export async function countWithdrawalsToDecide(db: Db): Promise<number> {
  return countWaitingWithdrawals(db)
}
