import { createJobLease } from '#server/platform/job-lease'
import { reconcileRecentChargebacks } from './chargebacks.service'
import { reconcileOpenRefunds } from './reconcile.service'
import type { RefundDeps } from './refunds.service'

/** How far back the first round after a start looks for chargebacks: a card dispute can come this late. */
export const CHARGEBACKS_LOOK_BACK_AT_START_MS = 120 * 24 * 60 * 60_000
/** How often the account's chargebacks are listed after that, and how far back each look goes. */
export const CHARGEBACK_POLL_MS = 60 * 60_000
const CHARGEBACK_LOOK_BACK_MS = 7 * 24 * 60 * 60_000
/** A round holds the lease at most this long; a crashed holder's lease runs out after it. */
const LEASE_MS = 5 * 60_000

/**
 * The reconciliation job (decision 052), one round per call: refunds the provider has not settled,
 * and, at the first round and then hourly, the account's chargebacks. Every instance calls it; the lease
 * lets one of them run it at a time.
 */
export function reconcileMoney(deps: Pick<RefundDeps, 'db' | 'publish' | 'provider' | 'salesHooks' | 'log'>): () => Promise<void> {
  const runOnce = createJobLease(deps.db, 'money-reconciliation', LEASE_MS)
  let chargebacksSeenAt: number | undefined
  return async () => {
    await runOnce(async () => {
      await reconcileOpenRefunds(deps)
      const now = Date.now()
      if (chargebacksSeenAt !== undefined && now - chargebacksSeenAt < CHARGEBACK_POLL_MS) return
      const lookBack = chargebacksSeenAt === undefined ? CHARGEBACKS_LOOK_BACK_AT_START_MS : CHARGEBACK_LOOK_BACK_MS
      await reconcileRecentChargebacks(deps, new Date(now - lookBack))
      chargebacksSeenAt = now
    })
  }
}
