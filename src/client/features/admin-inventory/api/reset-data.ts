import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../../components/ui/use-toast'
import { apiFetch } from '../../../lib/api-client'
import { failureDescription } from '../../../lib/failure-description'

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
    onError: (error) => toast({ variant: 'destructive', title: 'Fout bij resetten', description: failureDescription(error) }),
  })
}
