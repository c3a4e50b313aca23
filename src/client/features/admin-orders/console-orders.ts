import type { AdminOrder } from '#shared/contracts/admin-orders'
import { groupByBuyer } from './order-lists'

/**
 * The pending orders in the order the seller opens them (decision 040): buyer by buyer, as the public
 * queue groups them (product.md 4), each buyer's orders oldest first. The first is the one to open now.
 */
export function openingOrder(pending: readonly AdminOrder[]): AdminOrder[] {
  return groupByBuyer(pending).flatMap((group) => group.orders)
}

/** The most recent paid purchases, newest first: the alerts the stream showed (product.md 14). */
export function latestPaid(orders: readonly AdminOrder[], count: number): Array<AdminOrder & { paidAt: string }> {
  return orders
    // A winner's prize is no purchase (decision 028): the stream showed no alert for it.
    .filter((order): order is AdminOrder & { paidAt: string } => order.paidAt !== null && order.status !== 'failed' && !order.prize)
    .sort((a, b) => b.paidAt.localeCompare(a.paidAt) || b.id - a.id)
    .slice(0, count)
}
