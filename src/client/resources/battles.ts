import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Battle } from '#shared/contracts/battles'
import type { RealtimeEvent } from '#shared/contracts/realtime'
import { apiFetch } from '#client/lib/api-client'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'

/**
 * The storefront's Pack Battles: the active one and the completed ones, both under this prefix, so
 * the back office marks them stale with one invalidation after a change of its own.
 */
export const storefrontBattlesKey = ['battles'] as const

export const activeBattleQuery = queryOptions({
  queryKey: [...storefrontBattlesKey, 'active'],
  queryFn: () => apiFetch<Battle | null>('/api/pack-battles/active'),
})

export const completedBattlesQuery = queryOptions({
  queryKey: [...storefrontBattlesKey, 'completed'],
  queryFn: () => apiFetch<Battle[]>('/api/pack-battles/completed'),
})

/**
 * product.md 7.4 names the events that refetch the active battle; deleting a battle and completing one
 * (a battle_updated) change the completed list too, so both lists listen to all of them, and so
 * does the back office's list of every battle.
 */
export const battleEvents: readonly RealtimeEvent['type'][] = [
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
