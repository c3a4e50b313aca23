import { useQuery } from '@tanstack/react-query'
import { adminEmailDetailSchema, adminEmailListSchema } from '#shared/contracts/admin-emails'
import { apiFetch } from '#client/lib/api-client'

/** GET /api/admin/emails: the outbox, newest first (decision 020). Looked at again every 10 s. */
export function useEmails() {
  return useQuery({
    queryKey: ['admin', 'emails'],
    queryFn: () => apiFetch('/api/admin/emails', { schema: adminEmailListSchema }),
    refetchInterval: 10_000,
  })
}

/** GET /api/admin/emails/:id: one message with its HTML and plain-text part. */
export function useEmail(id: number | undefined) {
  return useQuery({
    queryKey: ['admin', 'emails', id],
    queryFn: () => apiFetch(`/api/admin/emails/${id}`, { schema: adminEmailDetailSchema }),
    enabled: id !== undefined,
  })
}
