import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { adminWithdrawalPageSchema, grantWithdrawalAnswerSchema, type AdminWithdrawal } from '#shared/contracts/withdrawals'
import { toast } from '#client/components/ui/use-toast'
import { apiFetch } from '#client/lib/api-client'
import { adminMessages } from '#client/lib/admin-messages'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'
import { owedBackToast } from '#client/resources/refunds'
import { parcelLetGoText } from '../withdrawal-format'

/**
 * decision 039, amended: 'Herroepingen' page by page, those still to decide first. Each page names the
 * next (`nextCursor`); refetched, the pages loaded so far are fetched again from the first.
 */
export const withdrawalsQuery = infiniteQueryOptions({
  queryKey: ['admin', 'withdrawals'],
  queryFn: ({ pageParam }) =>
    apiFetch(`/api/admin/withdrawals${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { schema: adminWithdrawalPageSchema }),
  initialPageParam: '',
  getNextPageParam: (page) => page.nextCursor ?? undefined,
})

/**
 * decision 039: the buyers' withdrawals, those with an order still to decide first, current by the
 * admin channel (a new one, a decision, an order's change); `fetchNextPage` is 'Meer laden'.
 */
export function useWithdrawals() {
  useInvalidateOnEvents('admin', ['withdrawals_changed', 'orders_changed'], withdrawalsQuery.queryKey)
  return useInfiniteQuery(withdrawalsQuery)
}

type Decide = { withdrawal: AdminWithdrawal; orderId: number }
const path = ({ withdrawal, orderId }: Decide, action: 'grant' | 'refuse') =>
  `/api/admin/withdrawals/${withdrawal.id}/orders/${orderId}/${action}`

/**
 * decision 039: 'Toekennen'. The server cancels the order and owes its money back; the toast leads on
 * to 'Terugbetalingen', where it is paid back, and says what became of a PostNL checkout's parcel
 * still to pack that held the order (decision 036, amended).
 */
export function useGrantWithdrawal() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (decide: Decide) => apiFetch(path(decide, 'grant'), { method: 'POST', schema: grantWithdrawalAnswerSchema }),
    onSuccess: (answer, { withdrawal }) => {
      const owed = owedBackToast('Herroeping toegekend', withdrawal.name, answer.refundId, () => void navigate('/admin/refunds'))
      toast(answer.parcel ? { ...owed, description: `${owed.description ?? ''} ${parcelLetGoText(answer.parcel)}`.trim() } : owed)
    },
    meta: { errorTitle: adminMessages.grantWithdrawalFailed },
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsQuery.queryKey }),
  })
}

/** decision 039: 'Weigeren' with the reason the buyer is mailed. */
export function useRefuseWithdrawal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ reason, ...decide }: Decide & { reason: string }) => apiFetch(path(decide, 'refuse'), { method: 'POST', body: { reason } }),
    onSuccess: (_answer, { withdrawal }) => {
      toast({ title: 'Herroeping geweigerd', description: `${withdrawal.name} krijgt een e-mail met je reden.` })
    },
    meta: { errorTitle: adminMessages.refuseWithdrawalFailed },
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsQuery.queryKey }),
  })
}
