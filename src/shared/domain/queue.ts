/** product.md 2.4 and 9: the live queue on home and in the widgets. */
export const QUEUE_GROUPS_VISIBLE = 5
export const QUEUE_WIDGET_ENTRIES = 10
export const MINUTES_PER_PACK = 3
export const QUEUE_COLOUR_SCHEMES = 7

export type QueueEntry = {
  id: number
  tiktokUsername: string
  quantity: number
  createdAt: string
  product: { name: string; imageUrl: string | null }
}

export type QueueGroup<E extends QueueEntry = QueueEntry> = {
  tiktokUsername: string
  orders: E[]
  /** Packs in this group: the sum of its orders' quantities. */
  packs: number
  /** Estimated wait: 3 minutes for every pack in the groups ahead. 0 for the first group. */
  waitMinutes: number
}

/** Orders grouped by username; groups ordered by their earliest order, ties by the lower order id. */
export function groupQueue<E extends QueueEntry>(orders: readonly E[]): QueueGroup<E>[] {
  const byUser = new Map<string, E[]>()
  const sorted = [...orders].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
  for (const order of sorted) {
    const list = byUser.get(order.tiktokUsername)
    if (list) list.push(order)
    else byUser.set(order.tiktokUsername, [order])
  }
  let packsAhead = 0
  return [...byUser].map(([tiktokUsername, list]) => {
    const packs = list.reduce((sum, order) => sum + order.quantity, 0)
    const group = { tiktokUsername, orders: list, packs, waitMinutes: packsAhead * MINUTES_PER_PACK }
    packsAhead += packs
    return group
  })
}

/**
 * The head of the queue as home's panel first shows it (decision 046): every order of the first
 * `groups` buyers, oldest first, and how many buyers the whole queue holds. Grouped again, these
 * orders give the queue's first groups exactly as the whole queue does, waits included.
 */
export function queueHead<E extends QueueEntry>(orders: readonly E[], groups: number): { orders: E[]; groupCount: number } {
  const grouped = groupQueue(orders)
  const buyers = new Set(grouped.slice(0, groups).map((group) => group.tiktokUsername))
  return { orders: orders.filter((order) => buyers.has(order.tiktokUsername)), groupCount: grouped.length }
}

/** One of seven colour schemes, by the sum of the username's character codes. */
export function colourSchemeIndex(tiktokUsername: string): number {
  let sum = 0
  for (let i = 0; i < tiktokUsername.length; i++) sum += tiktokUsername.charCodeAt(i)
  return sum % QUEUE_COLOUR_SCHEMES
}
