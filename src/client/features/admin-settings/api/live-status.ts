import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { updateLiveStatusSchema } from '#shared/contracts/admin-settings'
import { liveStatusSchema } from '#shared/contracts/shop-settings'
import { apiFetch } from '#client/lib/api-client'
import { adminMessages } from '#client/lib/admin-messages'
import { toast } from '#client/components/ui/use-toast'
import { liveStatusQuery, useLiveStatus } from '#client/resources/live-status'

/** POST /api/live-status; the answer is the new status. */
export function useSetLiveStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.input<typeof updateLiveStatusSchema>) =>
      apiFetch('/api/live-status', { method: 'POST', body, schema: liveStatusSchema }),
    meta: { errorTitle: adminMessages.setLiveStatusFailed },
    onSuccess: (status) => queryClient.setQueryData(liveStatusQuery.queryKey, status),
  })
}

/**
 * product.md 4: the seller's one button, from live to offline and back, with the toast 'Stream gestart'
 * or 'Stream beëindigd'. `isLive` is undefined while the status loads: nothing to toggle yet. `toggle`
 * settles when the answer is in, so a confirmation can stay open until then (decision 057).
 */
export function useToggleLive() {
  const status = useLiveStatus({ readAfresh: true })
  const setLive = useSetLiveStatus()
  const isLive = status.data?.isLive
  /** Whether the status changed. */
  const toggle = async (): Promise<boolean> => {
    if (isLive === undefined) return false
    try {
      const answer = await setLive.mutateAsync({ isLive: !isLive })
      toast({ title: answer.isLive ? 'Stream gestart' : 'Stream beëindigd' })
      return true
    } catch {
      // The mutation's failure toast ('Fout bij aanpassen live status') has told the seller.
      return false
    }
  }
  return { status, isLive, toggle, isPending: setLive.isPending }
}
