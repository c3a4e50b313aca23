import { queryOptions } from '@tanstack/react-query'
import { refundListSchema, type Refund } from '#shared/contracts/admin-refunds'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import type { ToastInput } from '#client/components/ui/use-toast'
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

/**
 * Still to be paid back by the seller: nothing started yet, the provider refused the last try, or a part
 * was paid back and the rest is not on its way (decision 052: the server reports those owed).
 */
export function isOpenRefund(refund: Pick<Refund, 'status'>): boolean {
  return refund.status === 'owed' || refund.status === 'failed'
}

/**
 * The toast after the seller's action left money owed back (decisions 028, 036, 039): a cancelled
 * order, a cancelled parcel, a granted withdrawal. It leads on to 'Terugbetalingen', where it is paid
 * back; without a refund (nothing was paid through the shop) it says so.
 */
export function owedBackToast(title: string, subject: string, refundId: number | null, openRefunds: () => void): ToastInput {
  if (refundId === null) return { title, description: `${subject}: er is niets terug te betalen.` }
  return {
    title,
    description: `${subject}: het bedrag staat klaar onder Terugbetalingen.`,
    action: { label: 'Naar Terugbetalingen', altText: 'Terugbetalingen staat in het beheermenu.', onClick: openRefunds },
  }
}
