import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { honourAnswerSchema, refundSchema, type Refund } from '#shared/contracts/admin-refunds'
import { formatEuro } from '#shared/domain/money'
import { toast } from '#client/components/ui/use-toast'
import { apiFetch } from '#client/lib/api-client'
import { adminMessages } from '#client/lib/admin-messages'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'
import { refundEvents, refundsQuery } from '#client/resources/refunds'
import { groupRefunds } from '../refund-groups'

/** decision 028: every refund, grouped as the page shows them, kept current by the admin channel. */
export function useRefundGroups() {
  useInvalidateOnEvents('admin', refundEvents, refundsQuery.queryKey)
  return useQuery({ ...refundsQuery, select: groupRefunds })
}

/** The list with one refund as the server now answers it, so it moves to its new group at once. */
function useReplaceRefund() {
  const queryClient = useQueryClient()
  return (updated: Refund) =>
    queryClient.setQueryData<Refund[]>(refundsQuery.queryKey, (list) =>
      list?.map((refund) => (refund.id === updated.id ? updated : refund)),
    )
}

function useRefreshRefunds() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: refundsQuery.queryKey })
}

type Start = { refund: Refund; amountCents: number }

/**
 * POST /api/admin/refunds/{id}/start ('Terugbetalen'): what remains owed or a part of it, through the
 * payment provider (decision 052). A refusal (the provider's 502 or no answer, an amount over what is
 * left, a refund started in another tab) is told by the failure toast with the server's message; the
 * list is read again either way.
 */
export function useStartRefund() {
  const replaceRefund = useReplaceRefund()
  const refresh = useRefreshRefunds()
  return useMutation({
    mutationFn: ({ refund, amountCents }: Start) =>
      apiFetch(`/api/admin/refunds/${refund.id}/start`, { method: 'POST', body: { amountCents }, schema: refundSchema }),
    onSuccess: (updated, { amountCents }) => {
      replaceRefund(updated)
      toast({ title: 'Terugbetaling gestart', description: `${formatEuro(amountCents)} aan ${updated.tiktokUsername}` })
    },
    meta: { errorTitle: adminMessages.startRefundFailed },
    onSettled: refresh,
  })
}

/**
 * POST /api/admin/refunds/{id}/refunded ('Zelf terugbetaald'): a refund the shop cannot pay back
 * through the provider, which the seller paid back herself.
 */
export function useMarkRefunded() {
  const replaceRefund = useReplaceRefund()
  const refresh = useRefreshRefunds()
  return useMutation({
    mutationFn: (refund: Refund) => apiFetch(`/api/admin/refunds/${refund.id}/refunded`, { method: 'POST', schema: refundSchema }),
    onSuccess: (updated) => {
      replaceRefund(updated)
      toast({
        title: 'Terugbetaling afgevinkt',
        description: `${formatEuro(updated.refundedCents)} aan ${updated.tiktokUsername}`,
      })
    },
    meta: { errorTitle: adminMessages.markRefundedFailed },
    onSettled: refresh,
  })
}

/**
 * POST /api/admin/refunds/{id}/honour ('Toch leveren'): a cart payment that came in too late is kept
 * after all; its orders join the queue and nothing is owed any more, so the refund leaves the list.
 */
export function useHonourRefund() {
  const queryClient = useQueryClient()
  const refresh = useRefreshRefunds()
  return useMutation({
    mutationFn: (refund: Refund) =>
      apiFetch(`/api/admin/refunds/${refund.id}/honour`, { method: 'POST', schema: honourAnswerSchema }),
    onSuccess: ({ orderIds }, refund) => {
      queryClient.setQueryData<Refund[]>(refundsQuery.queryKey, (list) => list?.filter((other) => other.id !== refund.id))
      toast({
        title: 'Toch geleverd',
        description:
          orderIds.length === 1
            ? `De bestelling van ${refund.tiktokUsername} staat in de wachtrij.`
            : `${orderIds.length} bestellingen van ${refund.tiktokUsername} staan in de wachtrij.`,
      })
    },
    meta: { errorTitle: adminMessages.honourRefundFailed },
    onSettled: refresh,
  })
}
