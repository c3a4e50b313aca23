import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  leaderboardResetAnswerSchema,
  weeklyPrizeSchema,
  type WeeklyPrizeRequest,
} from '#shared/contracts/leaderboard'
import { apiFetch } from '#client/lib/api-client'
import { adminMessages } from '#client/lib/admin-messages'
import { leaderboardHistoryQuery, leaderboardQuery, weeklyPrizeQuery } from './leaderboard'

/** POST /api/weekly-prize; the shop's current prize is refetched (the new one may start later). */
export function useSetWeeklyPrize() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: WeeklyPrizeRequest) =>
      apiFetch('/api/weekly-prize', { method: 'POST', body, schema: weeklyPrizeSchema }),
    meta: { errorTitle: adminMessages.saveWeeklyPrizeFailed },
    onSuccess: () => queryClient.invalidateQueries(weeklyPrizeQuery),
  })
}

/** POST /api/leaderboard/reset: the answer holds the archived week and the empty board. */
export function useResetLeaderboard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiFetch('/api/leaderboard/reset', { method: 'POST', schema: leaderboardResetAnswerSchema }),
    meta: { errorTitle: adminMessages.resetLeaderboardFailed },
    onSuccess: (answer) => {
      queryClient.setQueryData(leaderboardQuery.queryKey, answer.leaderboard)
      return queryClient.invalidateQueries(leaderboardHistoryQuery)
    },
  })
}
