import { queryOptions } from '@tanstack/react-query'
import { refundListSchema, type Refund } from '#shared/contracts/admin-refunds'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import { apiFetch } from '#client/lib/api-client'

/**
 * decision 028: every refund, newest first; the 'Terugbetalingen' page and the Pack Battles page (its
 * link while money is owed back) read this one query.
 */
export const refundsQuery = queryOptions({
  queryKey: ['admin', 'refunds'],
  queryFn: () => apiFetch('/api/admin/refunds', { schema: refundListSchema }),
})

/**
 * The admin events after which the refunds may have changed: the server announces every change of a
 * refund, and an order cancelled, paid late or removed may bring one.
 */
export const refundEvents: readonly RealtimeEvent['type'][] = ['refunds_changed', 'orders_changed']

/** Still to be paid back by the seller: nothing started yet, or the provider refused the last try. */
export function isOpenRefund(refund: Pick<Refund, 'status'>): boolean {
  return refund.status === 'owed' || refund.status === 'failed'
}
