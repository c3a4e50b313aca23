import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { battleListSchema } from '../../../../shared/contracts/battles'
import type { RealtimeEvent } from '../../../../shared/contracts/realtime'
import { apiFetch } from '../../../lib/api-client'
import { useRealtimeChannel } from '../../../lib/use-realtime'

/** Every battle, newest first: the back office's one list. */
export const packBattlesQuery = queryOptions({
  queryKey: ['pack-battles'],
  queryFn: () => apiFetch('/api/pack-battles', { schema: battleListSchema }),
})

/**
 * The storefront keeps the active and the completed battles under ['battles', 'active'] and
 * ['battles', 'completed'] (features/battles). A change made here marks them stale too, so home
 * shows it when the admin goes there in this tab, even though nothing refetched them meanwhile.
 */
const storefrontBattlesKey = ['battles']

const battleEvents: readonly string[] = [
  'battle_created',
  'battle_updated',
  'battle_deleted',
  'participant_added',
  'participant_updated',
] satisfies RealtimeEvent['type'][]

/** Refetches the admin list and marks the storefront's battle lists stale; resolves when refetched. */
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
    if (battleEvents.includes(message.type)) void refresh()
  })
  return useQuery(packBattlesQuery)
}
