import type { PaidOrders } from '#shared/contracts/queue'
import { ALERT_CATCH_UP_MARGIN_MS } from '#shared/domain/order-alerts'
import { apiFetch } from '#client/lib/api-client'

/**
 * The orders paid since the last read (less a margin, see ALERT_CATCH_UP_MARGIN_MS), or, without
 * one, within the server's catch-up window.
 */
export function fetchPaidOrders(syncedAt: string | undefined): Promise<PaidOrders> {
  if (!syncedAt) return apiFetch<PaidOrders>('/api/queue/paid')
  const since = new Date(Date.parse(syncedAt) - ALERT_CATCH_UP_MARGIN_MS).toISOString()
  return apiFetch<PaidOrders>(`/api/queue/paid?since=${encodeURIComponent(since)}`)
}
