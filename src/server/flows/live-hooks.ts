import { closeLiveSession, openLiveSession } from '#server/modules/openings/openings.public'
import type { LiveHooks } from '#server/modules/shop-settings/shop-settings.public'

/**
 * What the seller going live or offline sets off (decision 060): a live session opens, and the order
 * waiting first is 'Nu aan de beurt' from that moment; going offline closes it.
 */
export function createLiveHooks(): LiveHooks {
  return {
    liveSwitched: (tx, isLive, at) => (isLive ? openLiveSession(tx, at) : closeLiveSession(tx, at)),
  }
}
