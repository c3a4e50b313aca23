import type { OverlayKey } from '#shared/contracts/obs-overlay'
import { formatInShopTime } from '#shared/domain/shop-time'

/** decision 062: one overlay key as the back office lists it, e.g. 'Gemaakt op 29 november 2026 om 21:14'. */
export function overlayKeyLines(key: OverlayKey): { made: string; state: string } {
  const made = `Gemaakt op ${formatInShopTime(key.createdAt, 'dateAndTime')}`
  if (key.revokedAt) return { made, state: `Ingetrokken op ${formatInShopTime(key.revokedAt, 'dateAndTime')}` }
  if (key.lastUsedAt) return { made, state: `Werkt · laatst gebruikt op ${formatInShopTime(key.lastUsedAt, 'dateAndTime')}` }
  return { made, state: 'Werkt · nog niet gebruikt' }
}
