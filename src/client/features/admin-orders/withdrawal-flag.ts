import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { OrderWithdrawal } from '#shared/contracts/withdrawals'
import { formatInShopTime, shopDate } from '#shared/domain/shop-time'
import { orderProductLine } from './order-format'

/**
 * A withdrawn order where the seller looks (decision 055): the buyer's statement waits for the seller's
 * decision. Opening its pack now would end the right the buyer just used, so the live console and the
 * queue flag it before 'Afronden', and 'Afronden' asks first.
 */
export function isWithdrawnWaiting(order: Pick<AdminOrder, 'withdrawal'>): boolean {
  return order.withdrawal?.decision === 'open'
}

/** When the statement came: '03:52' today, '2 juni om 23:10' on another day, in shop time. */
export function receivedMoment(receivedAt: string, now = new Date()): string {
  const time = formatInShopTime(receivedAt, 'time')
  if (shopDate(new Date(receivedAt)) === shopDate(now)) return `om ${time}`
  return `op ${formatInShopTime(receivedAt, 'dayAndMonth')} om ${time}`
}

/**
 * The flag on the order's card: 'Herroepen door koper om 03:52 — niet openen' for one in the queue;
 * for one opened or sent already, where the seller decides instead.
 */
export function withdrawalFlagText(order: Pick<AdminOrder, 'status'> & { withdrawal: OrderWithdrawal }, now = new Date()): string {
  const received = `Herroepen door koper ${receivedMoment(order.withdrawal.receivedAt, now)}`
  return order.status === 'pending' ? `${received} — niet openen` : `${received} — beslis onder Herroepingen`
}

/** What 'Afronden' asks for a withdrawn order before it opens it (decision 055). */
export function withdrawnCompletionText(
  order: Pick<AdminOrder, 'tiktokUsername' | 'product' | 'battleSpot' | 'prize' | 'productName' | 'quantity'> & { withdrawal: OrderWithdrawal },
  now = new Date(),
): string {
  return (
    `${order.tiktokUsername} heeft de aankoop van ${orderProductLine(order)} herroepen ${receivedMoment(order.withdrawal.receivedAt, now)}. ` +
    'Open dit pack niet: beslis eerst onder Herroepingen. Rond je toch af, dan krijgt de koper ‘Je pack is geopend’.'
  )
}

/** The toast when a statement arrives while the seller looks at the queue: whose, what, and whether to keep it shut. */
export function withdrawalArrivedText(order: Pick<AdminOrder, 'status' | 'tiktokUsername' | 'product' | 'battleSpot' | 'prize' | 'productName' | 'quantity'>): string {
  const line = `${order.tiktokUsername}: ${orderProductLine(order)}`
  return order.status === 'pending' ? `${line}. Niet openen: beslis eerst onder Herroepingen.` : `${line}. Beslis erover onder Herroepingen.`
}
