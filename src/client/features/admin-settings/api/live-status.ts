import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { updateLiveStatusSchema } from '#shared/contracts/admin-settings'
import { liveStatusSchema } from '#shared/contracts/shop-settings'
import { apiFetch } from '#client/lib/api-client'
import { messages } from '#client/lib/messages'
import { liveStatusQuery } from '#client/resources/live-status'

/** POST /api/live-status; the answer is the new status. */
export function useSetLiveStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.input<typeof updateLiveStatusSchema>) =>
      apiFetch('/api/live-status', { method: 'POST', body, schema: liveStatusSchema }),
    meta: { errorTitle: messages.setLiveStatusFailed },
    onSuccess: (status) => queryClient.setQueryData(liveStatusQuery.queryKey, status),
  })
}
