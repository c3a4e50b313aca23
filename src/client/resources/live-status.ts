import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { LiveStatus } from '#shared/contracts/shop-settings'
import { apiFetch } from '#client/lib/api-client'
import { readAfreshWhenOpened } from '#client/lib/read-afresh'
import { useRealtimeChannel } from '#client/lib/use-realtime'

/**
 * Whether the stream is live: the storefront's queue panel, the widgets and the admin's switch read
 * this one query, so a toggle shows everywhere at once. Read with the contract's type, not its
 * schema: the storefront's first download holds no zod (docs/decisions/004-shared-contracts.md).
 */
export const liveStatusQuery = queryOptions({
  queryKey: ['live-status'],
  queryFn: () => apiFetch<LiveStatus>('/api/live-status'),
})

/**
 * The live status; the 'live' channel carries the new value (another tab, another admin), so no refetch
 * is needed while it is shown. The back office (`readAfresh`) asks again when its page opens; the
 * storefront keeps what its page came with (decision 044).
 */
export function useLiveStatus({ readAfresh = false }: { readAfresh?: boolean } = {}) {
  const queryClient = useQueryClient()
  useRealtimeChannel('live', (message) => {
    if (message.type === 'live_status_updated') {
      queryClient.setQueryData(liveStatusQuery.queryKey, { isLive: message.isLive })
    }
  })
  return useQuery(readAfresh ? { ...liveStatusQuery, ...readAfreshWhenOpened } : liveStatusQuery)
}
