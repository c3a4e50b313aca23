import type { OpeningEdge } from '#shared/contracts/obs-overlay'
import { handleOf } from '#shared/domain/openings'

/** The order on stream as the overlay shows it (decision 062). */
export type OverlayHeadOrder = { orderId: number; orderNumber: string; tiktokUsername: string }

/** What the overlay shows on stream: 'Nu aan de beurt: @koper · 8E648974'. */
export const onStreamLine = (head: OverlayHeadOrder) => `Nu aan de beurt: ${handleOf(head.tiktokUsername)} · ${head.orderNumber}`

export type Edge = { orderId: number; edge: OpeningEdge; head: OverlayHeadOrder }

/**
 * The opening edges between what the overlay saw last and what it sees now, during a live: the order
 * that left the head ended, the one that took it started. Outside a live there are none, and a live
 * that begins with an order at the head starts it (the shop keeps the first post of each edge, so a
 * reloaded overlay posting again changes nothing).
 */
export function edgesBetween(previous: OverlayHeadOrder | null, next: OverlayHeadOrder | null, isLive: boolean): Edge[] {
  if (!isLive || previous?.orderId === next?.orderId) return []
  const edges: Edge[] = []
  if (previous) edges.push({ orderId: previous.orderId, edge: 'end', head: previous })
  if (next) edges.push({ orderId: next.orderId, edge: 'start', head: next })
  return edges
}
