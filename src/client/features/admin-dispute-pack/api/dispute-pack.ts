import { useQuery } from '@tanstack/react-query'
import { disputePackSchema } from '#shared/contracts/dispute-pack'
import { apiFetch } from '#client/lib/api-client'

/** The PDF of the pack, for the 'Download bestand' link: the browser sends the seller's session with it. */
export const disputePackPdfUrl = (orderId: number) => `/api/admin/orders/${orderId}/dispute-pack.pdf`

/**
 * GET /api/admin/orders/:id/dispute-pack (decision 063): the evidence pack as it stands now. Read each
 * time the page opens, never from an older read: what it says goes to a payment provider.
 */
export function useDisputePack(orderId: number) {
  return useQuery({
    queryKey: ['admin', 'dispute-pack', orderId],
    queryFn: () => apiFetch(`/api/admin/orders/${orderId}/dispute-pack`, { schema: disputePackSchema }),
    staleTime: 0,
    gcTime: 0,
  })
}
