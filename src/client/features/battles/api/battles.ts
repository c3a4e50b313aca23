import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Battle } from '../../../../shared/contracts/battles'
import type { RealtimeEvent } from '../../../../shared/contracts/realtime'
import { apiFetch } from '../../../lib/api-client'
import { useInvalidateOnEvents } from '../../../lib/use-realtime'

export const activeBattleQuery = queryOptions({
  queryKey: ['battles', 'active'],
  queryFn: () => apiFetch<Battle | null>('/api/pack-battles/active'),
})

export const completedBattlesQuery = queryOptions({
  queryKey: ['battles', 'completed'],
  queryFn: () => apiFetch<Battle[]>('/api/pack-battles/completed'),
})

/**
 * SPEC 7.4 names the events that refetch the active battle; deleting a battle and completing one
 * (a battle_updated) change the completed list too, so both lists listen to all of them.
 */
const battleEvents: readonly RealtimeEvent['type'][] = [
  'battle_created',
  'battle_updated',
  'battle_deleted',
  'participant_added',
  'participant_updated',
]

/** The active Pack Battle, or null when there is none. */
export function useActiveBattle() {
  useInvalidateOnEvents('battles', battleEvents, activeBattleQuery.queryKey)
  return useQuery(activeBattleQuery)
}

/** Completed Pack Battles, most recent first. */
export function useCompletedBattles() {
  useInvalidateOnEvents('battles', battleEvents, completedBattlesQuery.queryKey)
  return useQuery(completedBattlesQuery)
}
