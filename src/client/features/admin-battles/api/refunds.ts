import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { refundListSchema, type Refund } from '#shared/contracts/admin-battles'
import { toast } from '#client/components/ui/use-toast'
import { apiFetch } from '#client/lib/api-client'
import { messages } from '#client/lib/messages'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'
import { battleEvents } from '#client/resources/battles'
import { owedRefunds, refundAmountText } from '../refund-format'

/** decision 023: the refunds of spots paid in the shop that the battle could not keep. */
export const refundsQuery = queryOptions({
  queryKey: ['admin', 'refunds'],
  queryFn: () => apiFetch('/api/admin/refunds', { schema: refundListSchema }),
})

/**
 * The refunds still owed, the longest owed first. A payment that comes in too late, or a battle
 * closed with shop-paid spots, records a refund the server announces as an order change (admin
 * channel); a battle's own events may mean one too (a participant removed, a battle deleted).
 */
export function useOwedRefunds() {
  useInvalidateOnEvents('admin', ['orders_changed'], refundsQuery.queryKey)
  useInvalidateOnEvents('battles', battleEvents, refundsQuery.queryKey)
  return useQuery({ ...refundsQuery, select: owedRefunds })
}

/** POST /api/admin/refunds/{id}/refunded: the seller paid it back; it leaves the list. */
export function useMarkRefunded() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (refund: Refund) => apiFetch(`/api/admin/refunds/${refund.id}/refunded`, { method: 'POST' }),
    onSuccess: (_answer, refund) => {
      queryClient.setQueryData(refundsQuery.queryKey, (list) => list?.filter((r) => r.id !== refund.id))
      toast({
        title: 'Terugbetaling afgevinkt',
        description: `${refundAmountText(refund.amountCents)} aan ${refund.tiktokUsername}`,
      })
    },
    meta: { errorTitle: messages.markRefundedFailed },
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsQuery.queryKey }),
  })
}
