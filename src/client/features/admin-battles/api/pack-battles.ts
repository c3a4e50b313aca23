import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { battleListSchema } from '#shared/contracts/battles'
import { apiFetch } from '#client/lib/api-client'
import { useRealtimeChannel } from '#client/lib/use-realtime'
import { battleEvents, storefrontBattlesKey } from '#client/resources/battles'

/** Every battle, newest first: the back office's one list (under 'admin': read afresh when its page opens). */
export const packBattlesQuery = queryOptions({
  queryKey: ['admin', 'pack-battles'],
  queryFn: () => apiFetch('/api/pack-battles', { schema: battleListSchema }),
})

/**
 * Refetches the admin list and marks the storefront's battle lists stale, so home shows the change
 * when the admin goes there in this tab, though nothing refetched them meanwhile. Resolves when refetched.
 */
export function useRefreshBattles() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: packBattlesQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: storefrontBattlesKey }),
    ])
}

/** All battles, refetched on every battle event (another admin tab, a battle activated elsewhere). */
export function usePackBattles() {
  const refresh = useRefreshBattles()
  useRealtimeChannel('battles', (message) => {
    if ((battleEvents as readonly string[]).includes(message.type)) void refresh()
  })
  return useQuery(packBattlesQuery)
}
