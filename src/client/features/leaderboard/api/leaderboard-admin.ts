import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  leaderboardResetAnswerSchema,
  weeklyPrizeSchema,
  type WeeklyPrizeRequest,
} from '../../../../shared/contracts/leaderboard'
import { productListSchema } from '../../../../shared/contracts/products'
import { apiFetch } from '../../../lib/api-client'
import { useInvalidateOnEvents } from '../../../lib/use-realtime'
import { leaderboardHistoryQuery, leaderboardQuery, weeklyPrizeQuery } from './leaderboard'

/** The catalogue under the key every feature uses for it, so stock events and edits refresh it too. */
const productsQuery = queryOptions({
  queryKey: ['products'],
  queryFn: () => apiFetch('/api/products', { schema: productListSchema }),
})

/** The products the prize can be chosen from, kept current by the stock channel. */
export function usePrizeProducts() {
  useInvalidateOnEvents('stock', ['product_created', 'product_deleted', 'stock_update'], productsQuery.queryKey)
  return useQuery(productsQuery)
}

/** POST /api/weekly-prize; the shop's current prize is refetched (the new one may start later). */
export function useSetWeeklyPrize() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: WeeklyPrizeRequest) =>
      apiFetch('/api/weekly-prize', { method: 'POST', body, schema: weeklyPrizeSchema }),
    onSuccess: () => queryClient.invalidateQueries(weeklyPrizeQuery),
  })
}

/** POST /api/leaderboard/reset: the answer holds the archived week and the empty board. */
export function useResetLeaderboard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiFetch('/api/leaderboard/reset', { method: 'POST', schema: leaderboardResetAnswerSchema }),
    onSuccess: (answer) => {
      queryClient.setQueryData(leaderboardQuery.queryKey, answer.leaderboard)
      return queryClient.invalidateQueries(leaderboardHistoryQuery)
    },
  })
}
