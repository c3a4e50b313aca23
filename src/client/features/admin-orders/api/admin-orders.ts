import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import { resendConfirmationAnswerSchema, type AdminOrder } from '#shared/contracts/admin-orders'
import { owedBackAnswerSchema } from '#shared/contracts/admin-refunds'
import { toast } from '#client/components/ui/use-toast'
import { apiFetch } from '#client/lib/api-client'
import { adminMessages } from '#client/lib/admin-messages'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'
import { owedBackToast } from '#client/resources/refunds'
import { cancelledOrderLine } from '../order-cancel'
import { splitOrders, type OrderLists } from '../order-lists'
import { adminOrdersQuery } from './admin-orders-query'
import { useOrderCompletion } from './order-completion'

/**
 * Every order the admin sees, split per tab. A buyer's payment arrives on 'orders'; the admin
 * channel also reports failed payments, test orders and what another admin tab did, so both refetch.
 * `splitOrders` is module-level, so TanStack Query reuses the split until the data changes.
 */
export function useAdminOrderLists() {
  useInvalidateOnEvents('orders', ['order_update'], adminOrdersQuery.queryKey)
  // decision 022: a parcel packed or shipped, or a shipping request paid, changes the orders' shipping line;
  // decision 055: a withdrawal statement, or the seller's decision on one, changes its order's flag.
  useInvalidateOnEvents('admin', ['orders_changed', 'shipments_changed', 'withdrawals_changed'], adminOrdersQuery.queryKey)
  const lists = useQuery({ ...adminOrdersQuery, select: splitOrders })
  const { taken } = useOrderCompletion()
  const data = useMemo(() => lists.data && withTaps(lists.data, taken), [lists.data, taken])
  return { ...lists, data }
}

/**
 * The lists as the seller's taps left them (decision 040): an order an 'Afronden' has taken is shown
 * completed, first among the completed, while the server has yet to hear of it.
 */
function withTaps(lists: OrderLists, taken: ReadonlySet<number>): OrderLists {
  const tapped = lists.pending.filter((order) => taken.has(order.id))
  if (tapped.length === 0) return lists
  const pending = lists.pending.filter((order) => !taken.has(order.id))
  const completed = [...tapped.map((order) => ({ ...order, status: 'completed' as const })).reverse(), ...lists.completed]
  return { ...lists, pending, completed, counts: { ...lists.counts, pending: pending.length, completed: completed.length } }
}

/** Refetches the orders; callers fire it after a write of their own. */
export function useRefreshOrders() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: adminOrdersQuery.queryKey })
}

/**
 * decision 028: 'Bestelling annuleren' for a paid order still in the queue. The server takes it out of
 * the queue, puts the stock back, takes the points back, records the money as owed back and mails the
 * buyer; the toast leads on to 'Terugbetalingen', where the money is paid back.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient()
  const refreshOrders = useRefreshOrders()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (order: AdminOrder) =>
      apiFetch(`/api/orders/${order.id}/cancel`, { method: 'POST', schema: owedBackAnswerSchema }),
    onSuccess: (answer, order) => {
      // Out of the queue at once; the refetch below confirms it.
      queryClient.setQueryData<AdminOrder[]>(adminOrdersQuery.queryKey, (orders) =>
        orders?.map((other) => (other.id === order.id ? { ...other, status: 'cancelled' } : other)),
      )
      toast(owedBackToast('Bestelling geannuleerd', cancelledOrderLine(order), answer.refundId, () => void navigate('/admin/refunds')))
    },
    meta: { errorTitle: adminMessages.cancelOrderFailed },
    onSettled: refreshOrders,
  })
}

/** product.md 2.11: remove every failed order at once. */
export function useDeleteFailedOrders() {
  const refreshOrders = useRefreshOrders()
  return useMutation({
    mutationFn: () => apiFetch<{ deleted: number }>('/api/orders/failed', { method: 'DELETE' }),
    onSuccess: () => toast({ title: 'Orders verwijderd' }),
    meta: { errorToast: (error) => ({ title: adminMessages.deleteFailed, description: error.message }) },
    onSettled: refreshOrders,
  })
}

/** 'Bevestiging opnieuw versturen': the order's confirmation goes to the outbox once more. */
export function useResendConfirmation() {
  const refreshOrders = useRefreshOrders()
  return useMutation({
    mutationFn: (orderId: number) =>
      apiFetch(`/api/orders/${orderId}/confirmation`, { method: 'POST', schema: resendConfirmationAnswerSchema }),
    onSuccess: (answer) => toast({ title: 'Bevestiging opnieuw verstuurd', description: answer.message }),
    meta: { errorTitle: adminMessages.resendConfirmationFailed },
    onSettled: refreshOrders,
  })
}
