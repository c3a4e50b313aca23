import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#client/components/ui/use-toast'
import { apiFetch } from '#client/lib/api-client'
import { messages } from '#client/lib/messages'

/**
 * POST /api/reset: clears every order, payment and point; products, categories and collections stay.
 * Orders, the queue and the leaderboard live under other features' keys, so everything on screen
 * is refetched.
 */
export function useResetData() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/reset', { method: 'POST' }),
    onSuccess: () => {
      toast({ title: 'Data gereset' })
      return queryClient.invalidateQueries()
    },
    meta: { errorTitle: messages.resetFailed },
  })
}
