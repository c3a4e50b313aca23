import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { updateLiveStatusSchema } from '../../../../shared/contracts/admin-settings'
import { liveStatusSchema } from '../../../../shared/contracts/shop-settings'
import { apiFetch } from '../../../lib/api-client'
import { useRealtimeChannel } from '../../../lib/use-realtime'

/** The storefront reads the same key, so a toggle here shows there at once. */
export const liveStatusQuery = queryOptions({
  queryKey: ['live-status'],
  queryFn: () => apiFetch('/api/live-status', { schema: liveStatusSchema }),
})

/** Whether the stream is live; the 'live' channel carries the new value (another tab, another admin). */
export function useLiveStatus() {
  const queryClient = useQueryClient()
  useRealtimeChannel('live', (message) => {
    if (message.type === 'live_status_updated') {
      queryClient.setQueryData(liveStatusQuery.queryKey, { isLive: message.isLive })
    }
  })
  return useQuery(liveStatusQuery)
}

/** POST /api/live-status; the answer is the new status. */
export function useSetLiveStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.input<typeof updateLiveStatusSchema>) =>
      apiFetch('/api/live-status', { method: 'POST', body, schema: liveStatusSchema }),
    onSuccess: (status) => queryClient.setQueryData(liveStatusQuery.queryKey, status),
  })
}
