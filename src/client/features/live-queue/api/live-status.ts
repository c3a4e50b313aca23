import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { LiveStatus } from '../../../../shared/contracts/shop-settings'
import { apiFetch } from '../../../lib/api-client'
import { useRealtimeChannel } from '../../../lib/use-realtime'

export const liveStatusQuery = queryOptions({
  queryKey: ['live-status'],
  queryFn: () => apiFetch<LiveStatus>('/api/live-status'),
})

/** Whether the stream is live; the 'live' channel carries the new value, so no refetch is needed. */
export function useLiveStatus() {
  const queryClient = useQueryClient()
  useRealtimeChannel('live', (message) => {
    if (message.type === 'live_status_updated') {
      queryClient.setQueryData(liveStatusQuery.queryKey, { isLive: message.isLive })
    }
  })
  return useQuery(liveStatusQuery)
}
