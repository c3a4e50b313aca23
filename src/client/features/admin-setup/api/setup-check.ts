import { useQuery } from '@tanstack/react-query'
import { setupCheckSchema } from '#shared/contracts/admin-setup'
import { apiFetch } from '#client/lib/api-client'

/**
 * GET /api/admin/setup: each setting's state as the shop started with it (decision 037). The settings
 * change only with a restart, which reloads no page: read once, for the page and the banner alike.
 */
export function useSetupCheck() {
  return useQuery({
    queryKey: ['admin', 'setup'],
    queryFn: () => apiFetch('/api/admin/setup', { schema: setupCheckSchema }),
    staleTime: Infinity,
  })
}
