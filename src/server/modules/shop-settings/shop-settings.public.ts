import type { Db } from '#server/db/db'
import { getLiveStatus } from './shop-settings.repo'

/**
 * What other modules may read of the shop's settings. Whether the stream is live: the buyer's order page
 * says 'Jij bent nu aan de beurt' and a wait in minutes only while it is (decision 021).
 */
export async function isStreamLive(db: Db): Promise<boolean> {
  return (await getLiveStatus(db)).isLive
}

export type { LiveHooks } from './live-hooks'
