import type { OrderStatus, PaymentStatus } from './order-status'
import { formatInShopTime } from './shop-time'

/**
 * The buyer's own order page (/bestelling/{token}, decision 021): an order's state in the words a
 * buyer knows, and their place in the live queue (product.md 2.4 and 9).
 */

/** The path of an order page; the token is the only key (decision 021). */
export function orderPagePath(token: string): string {
  return `/bestelling/${token}`
}

/** The buyer's place in the queue: buyers (queue groups) ahead and the estimated wait (product.md 9). */
export type QueuePlace = { buyersAhead: number; waitMinutes: number }

/**
 * 'Jij bent nu aan de beurt' for the first group while the stream is live, else 'Nog 3 kopers voor je'.
 * While the stream is offline nobody's pack is being opened: the first group is first once it begins.
 */
export function queuePlaceText(place: QueuePlace, isLive: boolean): string {
  if (place.buyersAhead === 0) return isLive ? 'Jij bent nu aan de beurt' : 'Je bent als eerste aan de beurt zodra de stream begint'
  return place.buyersAhead === 1 ? 'Nog 1 koper voor je' : `Nog ${place.buyersAhead} kopers voor je`
}

/**
 * product.md 9: 3 minutes for every pack ahead while the stream is live; nothing to wait for the buyer
 * who is up. While it is offline the minutes would count from a start nobody knows, so none are given.
 */
export function waitText(place: QueuePlace, isLive: boolean): string | null {
  if (place.buyersAhead === 0) return null
  if (!isLive) return 'Zodra de stream begint, zie je hier je geschatte wachttijd.'
  return `Geschatte wachttijd: ongeveer ${place.waitMinutes} ${place.waitMinutes === 1 ? 'minuut' : 'minuten'}`
}

const unpaidText: Partial<Record<PaymentStatus, string>> = {
  failed: 'Betaling mislukt',
  canceled: 'Betaling geannuleerd',
  expired: 'Betaling verlopen',
  // An order not yet opened when the buyer's bank took the payment back (decision 052).
  charged_back: 'Betaling teruggeboekt door je bank',
}

/**
 * An order's state for its buyer (product.md 4): waiting for payment, in the queue (with the place, as
 * true as the stream's live status makes it), opened, or why it did not go through.
 */
export function orderStateText(status: OrderStatus, paymentStatus: PaymentStatus, place: QueuePlace | null, isLive: boolean): string {
  switch (status) {
    case 'awaiting_payment':
      return 'Wacht op betaling'
    case 'pending':
      return place ? queuePlaceText(place, isLive) : 'In de wachtrij'
    case 'completed':
      return 'Geopend'
    case 'cancelled':
      return 'Geannuleerd'
    case 'failed':
      return unpaidText[paymentStatus] ?? 'Betaling niet voltooid'
  }
}

/**
 * A Pack Battle spot's state for its buyer (decision 023): no queue and no opening, so paid is the
 * end of it; a payment that did not go through reads as any order's.
 */
export function spotStateText(status: OrderStatus, paymentStatus: PaymentStatus): string {
  switch (status) {
    case 'awaiting_payment':
      return 'Wacht op betaling'
    case 'pending':
    case 'completed':
      return 'Je plek is betaald'
    case 'cancelled':
      return 'Geannuleerd'
    case 'failed':
      return unpaidText[paymentStatus] ?? 'Betaling niet voltooid'
  }
}

/** An order waiting in the queue whose buyer withdrew from it, for the seller to decide (decision 055). */
export const WITHDRAWAL_RECEIVED_STATE = 'Herroeping ontvangen'

/**
 * A withdrawal from one order on its buyer's page (decision 055): when it was received, and what the
 * seller decided, as the e-mails said it; the decision's own mail names the money coming back.
 */
export function orderWithdrawalText(withdrawal: {
  receivedAt: string
  decision: 'open' | 'granted' | 'refused'
  decidedAt: string | null
  refusalReason: string | null
}): string {
  const received = `Herroeping ontvangen op ${formatInShopTime(withdrawal.receivedAt, 'dateAndTime')}`
  const decidedOn = withdrawal.decidedAt ? ` op ${formatInShopTime(withdrawal.decidedAt, 'date')}` : ''
  switch (withdrawal.decision) {
    case 'open':
      return `${received}. De verkoper beslist erover en laat het je per e-mail weten.`
    case 'granted':
      return `${received}. Toegekend${decidedOn}.`
    case 'refused':
      return `${received}. Geweigerd${decidedOn}${withdrawal.refusalReason ? `: ${withdrawal.refusalReason}` : '.'}`
  }
}
