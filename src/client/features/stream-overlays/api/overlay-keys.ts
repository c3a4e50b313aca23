import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { createdOverlayKeySchema, overlayKeyListSchema, overlayKeySchema } from '#shared/contracts/obs-overlay'
import { apiFetch } from '#client/lib/api-client'
import { adminMessages } from '#client/lib/admin-messages'

const overlayKeysKey = ['admin', 'overlay-keys'] as const

/** GET /api/admin/overlay-keys: the OBS overlay's keys, newest first, never their text (decision 062). */
export function useOverlayKeys() {
  return useQuery({
    queryKey: overlayKeysKey,
    queryFn: () => apiFetch('/api/admin/overlay-keys', { schema: overlayKeyListSchema }),
  })
}

/** POST /api/admin/overlay-keys: a new key, whose text only this answer carries. */
export function useCreateOverlayKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiFetch('/api/admin/overlay-keys', { method: 'POST', schema: createdOverlayKeySchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overlayKeysKey }),
    meta: { errorTitle: adminMessages.createOverlayKeyFailed },
  })
}

/** POST /api/admin/overlay-keys/:id/revoke: the key stops working at once. */
export function useRevokeOverlayKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/admin/overlay-keys/${id}/revoke`, { method: 'POST', schema: overlayKeySchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overlayKeysKey }),
    meta: { errorTitle: adminMessages.revokeOverlayKeyFailed },
  })
}
