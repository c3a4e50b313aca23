import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { resetPreviewSchema } from '#shared/contracts/admin-orders'
import { toast } from '#client/components/ui/use-toast'
import { apiFetch } from '#client/lib/api-client'
import { adminMessages } from '#client/lib/admin-messages'

const resetPreviewQuery = queryOptions({
  queryKey: ['admin', 'reset-preview'],
  queryFn: () => apiFetch('/api/reset/preview', { schema: resetPreviewSchema }),
})

/**
 * GET /api/reset/preview: what Reset Data would delete and keep, read afresh each time the
 * confirmation opens (no counts of an earlier opening are shown meanwhile).
 */
export function useResetPreview() {
  return useQuery({ ...resetPreviewQuery, staleTime: 0, gcTime: 0 })
}

/**
 * POST /api/reset: deletes what took no real money (the seller's test orders, demo payments, unpaid
 * checkouts) and this week's points; paid orders, refunds and parcels paid or sent stay, and so do
 * products, categories and collections (decision 028). Orders, the queue and the leaderboard live under
 * other features' keys, so everything on screen is refetched.
 */
export function useResetData() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/reset', { method: 'POST' }),
    onSuccess: () => {
      toast({ title: 'Data gereset' })
      return queryClient.invalidateQueries()
    },
    meta: { errorTitle: adminMessages.resetFailed },
  })
}
