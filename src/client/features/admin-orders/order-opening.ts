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
  const line = opening.startedAt === null ? at : `${at} (${openingMinutes(opening.startedAt, opening.tappedAt)} min)`
  const where = opening.obs ? obsPart(opening.obs) : undefined
  return where ? `${line} · ${where}` : line
}

/** OBS's timecodes, to the second: the recording's where OBS gave one, else the stream's (decision 062). */
function obsPart(obs: NonNullable<NonNullable<AdminOrder['opening']>['obs']>): string | undefined {
  const seconds = (timecode: string | null) => timecode?.slice(0, 8) ?? null
  const [what, from, to] =
    obs.recordFrom || obs.recordTo ? ['opname', obs.recordFrom, obs.recordTo] : ['stream', obs.streamFrom, obs.streamTo]
  if (from && to) return `in de ${what} ${seconds(from)}–${seconds(to)}`
  if (from) return `in de ${what} vanaf ${seconds(from)}`
  if (to) return `in de ${what} tot ${seconds(to)}`
  return undefined
}
