import type { Tx } from '#server/db/db'

/**
 * What the modules above shop-settings do when the seller goes live or offline (decision 060): a live
 * session opens or closes. Shop-settings is a floor and imports no module above it; src/server/flows
 * fills this in. It runs inside the transaction that switches the status, so both commit together.
 */
export type LiveHooks = {
  liveSwitched(tx: Tx, isLive: boolean, at: Date): Promise<void>
}
