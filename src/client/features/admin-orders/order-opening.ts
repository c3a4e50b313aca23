import type { AdminOrder } from '#shared/contracts/admin-orders'
import { openingMinutes } from '#shared/domain/openings'
import { formatInShopTime } from '#shared/domain/shop-time'

/**
 * A completed order's moment on stream, as its card's details say it (decision 060): when 'Afronden'
 * was tapped during a live, and how long it was 'Nu aan de beurt'; or that it was not opened during a
 * live. Undefined for an order not opened.
 */
export function openingLine(order: Pick<AdminOrder, 'status' | 'opening'>): string | undefined {
  if (order.status !== 'completed') return undefined
  const { opening } = order
  if (!opening) return 'Niet tijdens een live geopend'
  const at = `Geopend op stream om ${formatInShopTime(opening.tappedAt, 'time')}`
  return opening.startedAt === null ? at : `${at} (${openingMinutes(opening.startedAt, opening.tappedAt)} min)`
}
