import type { LiveSession } from '#shared/contracts/live-sessions'
import { formatInShopTime, shopDate } from '#shared/domain/shop-time'

/** When a live ended, as its card says it: the time alone on the day it began, otherwise the date too. */
export function sessionEndLine(session: Pick<LiveSession, 'startedAt' | 'endedAt'>): string {
  if (session.endedAt === null) return 'Nu live'
  const sameDay = shopDate(new Date(session.startedAt)) === shopDate(new Date(session.endedAt))
  return `Gestopt om ${formatInShopTime(session.endedAt, sameDay ? 'time' : 'moment')}`
}

/** How many orders were opened in a live: 'Nog niets geopend', '1 bestelling geopend', '3 bestellingen geopend'. */
export function openingsCountLine(count: number): string {
  if (count === 0) return 'Nog niets geopend'
  return `${count} ${count === 1 ? 'bestelling' : 'bestellingen'} geopend`
}
