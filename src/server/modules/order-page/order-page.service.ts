import type { OrderPage } from '#shared/contracts/order-page'
import type { BattleFormat } from '#shared/domain/battle-formats'
import type { OrderWithdrawal } from '#shared/contracts/withdrawals'
import { openingDurationSeconds, replayAt } from '#shared/domain/openings'
import { orderNumberOf } from '#shared/domain/order-number'
import {
  orderStateText,
  queuePlaceText,
  spotStateText,
  waitText,
  WITHDRAWAL_RECEIVED_STATE,
  type QueuePlace,
} from '#shared/domain/order-page'
import type { OrderStatus, PaymentStatus } from '#shared/domain/order-status'
import { groupQueue } from '#shared/domain/queue'
import type { ShippingMethod } from '#shared/domain/shipping'
import { orderHeldUntil } from '#shared/domain/shipping-window'
import { withdrawalRefusalOf } from '#shared/domain/withdrawable'
import type { Db } from '#server/db/db'
import { listBuyerOpeningsOfOrders, type BuyerOpening } from '#server/modules/openings/openings.public'
import { battleCardsOfPayment, findPaymentForBuyer, listOrdersOfPayment, listQueue, listRefundsOfPayment } from '#server/modules/sales/sales.public'
import { isStreamLive } from '#server/modules/shop-settings/shop-settings.public'
import { placeRefunds } from './order-page-refunds'
import { findLinkOfToken } from './order-page.repo'
import { isWellFormedOrderPageToken } from './order-page-token'

/**
 * The buyer's withdrawals from these orders, by order id (decision 055): the withdrawals module's, which
 * stands above this one (decision 047), so the app hands its reader in.
 */
export type WithdrawalsOfOrders = (db: Db, orderIds: number[]) => Promise<Map<number, OrderWithdrawal>>

/** The formats of these Pack Battles, by id (decision 064): the battles module's, above this one, handed in by the app. */
export type BattleFormatsOf = (db: Db, battleIds: number[]) => Promise<Map<number, BattleFormat>>

/** Orders whose cards are (or will be) opened on stream and kept: paid, not cancelled (product.md 2.7). */
const heldStatuses: readonly OrderStatus[] = ['pending', 'completed']

/**
 * The buyer's order page for a token (decision 021), or undefined for a malformed or unknown token:
 * the route answers both alike. The place in the queue follows the queue's own grouping (product.md
 * 2.4): buyers ahead are the groups before the buyer's, and the wait is that of product.md 9; while the
 * stream is offline nobody is up now and no minutes are given (the page follows the 'live' channel). Money
 * owed back (decision 028) is read through sales, which owns it: a cancelled order's with its line,
 * a whole payment's (a late payment, a spot not kept) with the page. The token opens order-page's own
 * link; the payment and its orders are read through sales too (decision 029).
 *
 * An order the buyer withdrew from shows the statement and the seller's decision, and is offered no
 * second time (decision 055); one still waiting in the queue reads 'Herroeping ontvangen' rather than
 * its place, and while every order of the page that waits is so, the page shows no place at all.
 */
export async function readOrderPage(
  db: Db,
  token: string,
  withdrawalsOf: WithdrawalsOfOrders,
  battleFormatsOf: BattleFormatsOf,
): Promise<OrderPage | undefined> {
  if (!isWellFormedOrderPageToken(token)) return undefined
  const link = await findLinkOfToken(db, token)
  const payment = link && (await findPaymentForBuyer(db, link.paymentId))
  if (!payment) return undefined
  const rows = await listOrdersOfPayment(db, payment.id)
  const battleCards = await battleCardsOfPayment(db, payment.id)
  const refunds = placeRefunds(await listRefundsOfPayment(db, payment.id), rows.map((row) => row.id))
  const paymentStatus = payment.status as PaymentStatus
  const shippingMethod = payment.shippingMethod as ShippingMethod

  const withdrawals = await withdrawalsOf(db, rows.map((row) => row.id))
  const spotBattleIds = rows.flatMap((row) => (row.spotNumber !== null && row.battleId !== null ? [row.battleId] : []))
  const battleFormats = spotBattleIds.length > 0 ? await battleFormatsOf(db, spotBattleIds) : new Map<number, BattleFormat>()
  // A battle's cards at no charge say which format gave them (decision 064).
  const cardsFormat: BattleFormat | null = battleCards === 'prize' ? 'winner_takes_all' : battleCards === 'own_pack' ? 'own_packs' : null
  const openings = await listBuyerOpeningsOfOrders(db, rows.map((row) => row.id))
  const withdrawnWaiting = (row: (typeof rows)[number]) => withdrawals.get(row.id)?.decision === 'open'
  const queued = rows.find((row) => row.status === 'pending' && !withdrawnWaiting(row))
  const place = queued ? await placeInQueue(db, queued.tiktokUsername) : null
  const isLive = place !== null && (await isStreamLive(db))
  const paidAt = rows.map((row) => row.paidAt).find((at) => at !== null) ?? (paymentStatus === 'paid' ? payment.settledAt : null)

  return {
    orderNumber: orderNumberOf(payment.id),
    paymentStatus,
    tiktokUsername: payment.tiktokUsername,
    shippingMethod,
    shippingCostCents: payment.shippingCostCents,
    totalCents: payment.amountCents,
    createdAt: payment.createdAt.toISOString(),
    paidAt: paidAt?.toISOString() ?? null,
    queue: place ? { ...place, text: queuePlaceText(place, isLive), waitText: waitText(place, isLive) } : null,
    orders: rows.map((row) => {
      const status = row.status as OrderStatus
      // A Pack Battle spot (decision 023) is named by its line ('Pack Battle "…", plek 4'), and holds no cards.
      const spot = row.spotNumber !== null
      const held = !spot && shippingMethod === 'live' && heldStatuses.includes(status) && row.paidAt
      const withdrawal = withdrawals.get(row.id) ?? null
      const state = spot ? spotStateText(status, paymentStatus) : orderStateText(status, paymentStatus, place, isLive)
      return {
        id: row.id,
        productName: row.productName,
        quantity: row.quantity,
        unitPriceCents: row.unitPriceCents,
        status,
        stateText: refunds.stateTextOf(status, status === 'pending' && withdrawnWaiting(row) ? WITHDRAWAL_RECEIVED_STATE : state),
        // A pack opened late is kept 45 days from its opening; one still waiting, as if opened today (decision 028).
        heldUntil: held && row.paidAt ? orderHeldUntil({ status, paidAt: row.paidAt, completedAt: row.completedAt }, new Date()).lastDay : null,
        refund: refunds.ofOrder(row.id),
        ...withdrawability(heldStatuses.includes(status) && withdrawal === null, withdrawalRefusalOf({ spot, battleCards })),
        withdrawal,
        opening: openingOf(openings.get(row.id)),
        battleFormat: spot ? ((row.battleId !== null && battleFormats.get(row.battleId)) || null) : cardsFormat,
      }
    }),
    refund: refunds.ofPayment,
  }
}

/**
 * Whether the buyer may name a paid order not yet named in the withdrawal function, and why not
 * (decisions 039, 050, 055).
 */
function withdrawability(paidAndUnnamed: boolean, refusal: string | null) {
  return { withdrawable: paidAndUnnamed && refusal === null, withdrawalRefusal: paidAndUnnamed ? refusal : null }
}

/** An order's opening during a live as its buyer sees it (decision 061): the moments, and the replay there. */
function openingOf(opening: BuyerOpening | undefined) {
  if (!opening) return null
  const startedAt = opening.startedAt?.toISOString() ?? null
  const openedAt = opening.tappedAt.toISOString()
  const replay = opening.replayUrl ? replayAt(opening.replayUrl, opening.sessionStartedAt.toISOString(), startedAt, openedAt) : null
  return { openedAt, durationSeconds: openingDurationSeconds(startedAt, openedAt), replay }
}

async function placeInQueue(db: Db, tiktokUsername: string): Promise<QueuePlace | null> {
  const groups = groupQueue(await listQueue(db))
  const index = groups.findIndex((group) => group.tiktokUsername === tiktokUsername)
  const group = groups[index]
  return group ? { buyersAhead: index, waitMinutes: group.waitMinutes } : null
}
