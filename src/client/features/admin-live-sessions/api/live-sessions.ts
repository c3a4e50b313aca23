import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { liveSessionListSchema, liveSessionSchema, type LiveSession } from '#shared/contracts/live-sessions'
import { apiFetch } from '#client/lib/api-client'
import { adminMessages } from '#client/lib/admin-messages'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'

const liveSessionsKey = ['admin', 'live-sessions'] as const

/**
 * GET /api/admin/live-sessions: every live, newest first (decision 060). Going live or offline starts or
 * ends one, and an order opened counts in it: the list is read again on either event.
 */
export function useLiveSessions() {
  useInvalidateOnEvents('live', ['live_status_updated'], liveSessionsKey)
  useInvalidateOnEvents('admin', ['orders_changed'], liveSessionsKey)
  return useQuery({
    queryKey: liveSessionsKey,
    queryFn: () => apiFetch('/api/admin/live-sessions', { schema: liveSessionListSchema }),
  })
}

/** PATCH /api/admin/live-sessions/:id: the replay's address ('' clears it); the answer is the session. */
export function useSaveReplayUrl() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, replayUrl }: { id: number; replayUrl: string }) =>
      apiFetch(`/api/admin/live-sessions/${id}`, { method: 'PATCH', body: { replayUrl }, schema: liveSessionSchema }),
    onSuccess: (saved) =>
      queryClient.setQueryData<LiveSession[]>(liveSessionsKey, (sessions) => sessions?.map((session) => (session.id === saved.id ? saved : session))),
    meta: { errorTitle: adminMessages.saveReplayUrlFailed },
  })
}
