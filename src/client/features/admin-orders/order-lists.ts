import type { AdminOrder } from '#shared/contracts/admin-orders'

/** The orders as the three tabs of product.md 2.11 show them. */
export type OrderLists = {
  /** The queue: oldest first, the order the packs are opened in. */
  pending: AdminOrder[]
  /** Newest first. */
  completed: AdminOrder[]
  /** Payments that did not complete, newest first ('Betaling niet voltooid'). */
  failed: AdminOrder[]
  /** Failed and cancelled together, newest first: both count as cancelled (product.md 4). */
  cancelled: AdminOrder[]
  /**
   * The cancelled tab's three parts, newest first (decision 057): what the shop cancelled (the seller's
   * 'Annuleren', a battle spot given up), payments that never went through, and payments the bank
   * took back after they went through (decision 052), which are failed orders too.
   */
  cancelledByShop: AdminOrder[]
  paymentNotCompleted: AdminOrder[]
  chargedBack: AdminOrder[]
  counts: { pending: number; completed: number; cancelled: number }
}

/** A buyer's pending orders; the first group is being opened now (product.md 4, queue). */
export type BuyerGroup = {
  tiktokUsername: string
  orders: AdminOrder[]
  /** Packs in this group: the sum of its orders' quantities. */
  packs: number
}

/** An unreadable date sorts as the epoch rather than breaking the sort. */
const timeOf = (iso: string): number => Date.parse(iso) || 0

/** Oldest first; equal times by the lower id, so the order never jumps between refetches. */
export function oldestFirst(a: AdminOrder, b: AdminOrder): number {
  return timeOf(a.createdAt) - timeOf(b.createdAt) || a.id - b.id
}

export function newestFirst(a: AdminOrder, b: AdminOrder): number {
  return -oldestFirst(a, b)
}

export function splitOrders(orders: readonly AdminOrder[]): OrderLists {
  const byStatus = (status: AdminOrder['status']) => orders.filter((order) => order.status === status)
  const pending = byStatus('pending').sort(oldestFirst)
  const completed = byStatus('completed').sort(newestFirst)
  const failed = byStatus('failed').sort(newestFirst)
  const cancelled = orders.filter((o) => o.status === 'failed' || o.status === 'cancelled').sort(newestFirst)
  return {
    pending,
    completed,
    failed,
    cancelled,
    cancelledByShop: byStatus('cancelled').sort(newestFirst),
    paymentNotCompleted: failed.filter((order) => !order.chargedBack),
    chargedBack: failed.filter((order) => order.chargedBack),
    counts: { pending: pending.length, completed: completed.length, cancelled: cancelled.length },
  }
}

/** Pending orders per buyer, groups by their earliest order: the same order as the public queue. */
export function groupByBuyer(orders: readonly AdminOrder[]): BuyerGroup[] {
  const groups = new Map<string, AdminOrder[]>()
  for (const order of [...orders].sort(oldestFirst)) {
    const list = groups.get(order.tiktokUsername)
    if (list) list.push(order)
    else groups.set(order.tiktokUsername, [order])
  }
  return [...groups].map(([tiktokUsername, list]) => ({
    tiktokUsername,
    orders: list,
    packs: list.reduce((sum, order) => sum + order.quantity, 0),
  }))
}

/** product.md 2.11: the export is only offered when there are pending or completed orders. */
export function canExport(lists: OrderLists): boolean {
  return lists.counts.pending + lists.counts.completed > 0
}
