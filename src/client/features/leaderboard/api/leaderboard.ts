import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Leaderboard, LeaderboardWeek, Standing, WeeklyPrize } from '#shared/contracts/leaderboard'
import { apiFetch } from '#client/lib/api-client'
import { useRealtimeChannel } from '#client/lib/use-realtime'

export const leaderboardQuery = queryOptions({
  queryKey: ['leaderboard', 'top'],
  queryFn: () => apiFetch<Leaderboard>('/api/leaderboard'),
})

export const weeklyPrizeQuery = queryOptions({
  queryKey: ['leaderboard', 'prize'],
  queryFn: () => apiFetch<WeeklyPrize | null>('/api/weekly-prize'),
})

export const leaderboardHistoryQuery = queryOptions({
  queryKey: ['leaderboard', 'history'],
  queryFn: () => apiFetch<LeaderboardWeek[]>('/api/leaderboard/history'),
})

const standingKey = ['leaderboard', 'standing'] as const

export const standingQuery = (tiktokUsername: string) =>
  queryOptions({
    queryKey: [...standingKey, tiktokUsername],
    queryFn: () =>
      apiFetch<Standing>(`/api/leaderboard/standing?tiktokUsername=${encodeURIComponent(tiktokUsername)}`),
  })

/**
 * Keeps the leaderboard's data current from the 'leaderboard' channel. The events carry the new top
 * ten and the prize, so they go straight into the cache; only a buyer's own standing is refetched.
 */
export function useLeaderboardLive(): void {
  const queryClient = useQueryClient()
  useRealtimeChannel('leaderboard', (message) => {
    if (message.type === 'leaderboard_updated' || message.type === 'leaderboard_reset') {
      queryClient.setQueryData(leaderboardQuery.queryKey, message.leaderboard)
      void queryClient.invalidateQueries({ queryKey: standingKey })
    }
    if (message.type === 'leaderboard_reset') void queryClient.invalidateQueries(leaderboardHistoryQuery)
    if (message.type === 'weekly_prize_updated') queryClient.setQueryData(weeklyPrizeQuery.queryKey, message.prize)
  })
}

/** The week's top ten, highest first, and when the week ends. */
export function useLeaderboard() {
  return useQuery(leaderboardQuery)
}

/** The weekly prize running now (or next), null when none is set. */
export function useWeeklyPrize() {
  return useQuery(weeklyPrizeQuery)
}

/** Past weeks, the most recent first. */
export function useLeaderboardHistory() {
  return useQuery(leaderboardHistoryQuery)
}

/** One buyer's points and rank; asks only once a name was entered. */
export function useStanding(tiktokUsername: string | undefined) {
  return useQuery({ ...standingQuery(tiktokUsername ?? ''), enabled: Boolean(tiktokUsername) })
}
