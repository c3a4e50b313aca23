import type { AdminWithdrawal, GrantWithdrawalAnswer } from '#shared/contracts/withdrawals'
import { formatEuro } from '#shared/domain/money'
import { orderLineText } from '#shared/domain/order-line'
import { formatInShopTime, shopDate } from '#shared/domain/shop-time'

type Order = AdminWithdrawal['orders'][number]

/** '2× Booster Pack – Stormkust (€ 10,98)': an order as the seller decides on it. */
export function orderLine(order: Pick<Order, 'productName' | 'quantity' | 'unitPriceCents'>): string {
  return `${orderLineText(order)} (${formatEuro(order.unitPriceCents * order.quantity)})`
}

/** Where the order is now, in the seller's words: whether its pack was opened decides whether the right applies. */
export function orderStateText(status: string): string {
  if (status === 'pending') return 'Nog niet geopend'
  if (status === 'completed') return 'Geopend of verzonden'
  if (status === 'cancelled') return 'Geannuleerd'
  return status
}

/** The decision on one order, once taken: 'Toegekend op …', 'Geweigerd op …'. */
export function decisionText(order: Pick<Order, 'decision' | 'decidedAt'>): string | undefined {
  if (order.decision === 'open' || !order.decidedAt) return undefined
  return `${order.decision === 'granted' ? 'Toegekend' : 'Geweigerd'} op ${formatInShopTime(order.decidedAt, 'moment')}`
}

/**
 * What 'Toekennen' will do, with the amount the server says it owes back (decision 050): the order's
 * price, with the checkout's shipping when it is the last order kept. An order already cancelled owes
 * nothing more: granting only closes the statement.
 */
export function grantText(withdrawal: Pick<AdminWithdrawal, 'name'>, order: Pick<Order, 'productName' | 'quantity' | 'unitPriceCents' | 'status' | 'owedCents'>): string {
  if (order.status === 'cancelled') {
    return `${orderLine(order)}: de bestelling is al geannuleerd en het bedrag staat al bij Terugbetalingen. De herroeping wordt gesloten, zonder e-mail.`
  }
  return `${orderLine(order)}: de bestelling wordt geannuleerd en ${formatEuro(order.owedCents)} komt bij Terugbetalingen. ${withdrawal.name} krijgt een e-mail. Dit kan niet ongedaan worden gemaakt.`
}

/**
 * What a grant did to a PostNL checkout's parcel still to pack (decision 036, amended), for the seller
 * who may have packed it or made its label already: the order left it, or it was cancelled, having
 * nothing else to send, and its label must not be used.
 */
export function parcelLetGoText(parcel: NonNullable<GrantWithdrawalAnswer['parcel']>): string {
  if (parcel.cancelled) {
    return `Pakket ${parcel.reference} is geannuleerd: er zit niets anders meer in. Verstuur het niet en gebruik geen label dat je er al voor maakte.`
  }
  return `De bestelling gaat niet meer mee in pakket ${parcel.reference}. Heb je al ingepakt, haal haar er dan uit; het pakket gaat verder zoals het is.`
}

/** The seller's usual reason: the right of withdrawal ends with a pack opened live at the buyer's request (decision 039). */
export const OPENED_REASON = 'Je pack is op jouw verzoek live geopend; daarna geldt het herroepingsrecht niet meer.'

/**
 * The reason 'Weigeren' starts with (decision 055): that the pack was opened at the buyer's request only
 * when the opening came before the first statement naming the order. A statement that came first was
 * made while the right still held, so that sentence would be untrue: the seller writes their own.
 */
export function refusalReasonToStart(order: Pick<Order, 'status' | 'openedAt' | 'statedAt'>): string {
  return openedBeforeStatement(order) ? OPENED_REASON : ''
}

function openedBeforeStatement(order: Pick<Order, 'status' | 'openedAt' | 'statedAt'>): boolean {
  return order.status === 'completed' && order.openedAt !== null && Date.parse(order.openedAt) < Date.parse(order.statedAt)
}

/**
 * What the refusal dialog tells the seller of an order opened after the buyer withdrew (decision 055):
 * the statement came first, so the opening does not end the right. Undefined otherwise.
 */
export function statedBeforeOpeningText(order: Pick<Order, 'status' | 'openedAt' | 'statedAt'>): string | undefined {
  if (order.status !== 'completed' || order.openedAt === null || openedBeforeStatement(order)) return undefined
  // The opening's day is said only when it was not the statement's.
  const sameDay = shopDate(new Date(order.statedAt)) === shopDate(new Date(order.openedAt))
  const opened = sameDay ? `om ${formatInShopTime(order.openedAt, 'time')}` : `op ${formatInShopTime(order.openedAt, 'moment')}`
  return `Let op: de herroeping kwam binnen op ${formatInShopTime(order.statedAt, 'moment')}, vóór je het pack ${opened} afrondde. Weigeren omdat het pack geopend is, klopt dan niet.`
}
