import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { UpdateShopLink } from '../../../../shared/contracts/admin-settings'
import { shopLinkSchema, type ShopLink } from '../../../../shared/contracts/shop-settings'
import { ApiError, apiFetch } from '../../../lib/api-client'
import { useRealtimeChannel } from '../../../lib/use-realtime'

/** The bank-payment link (SPEC 3.1) and the community link (CONTRACT 2): one shape, one API each. */
export type ShopLinkKind = 'tikkie' | 'whatsapp'

const emptyLink: ShopLink = { url: '', label: '', isActive: false }

async function fetchShopLink(kind: ShopLinkKind): Promise<ShopLink> {
  try {
    return await apiFetch(`/api/${kind}-link`, { schema: shopLinkSchema })
  } catch (error) {
    // SPEC 7.2: no link configured yet (404) is an empty, inactive link, not a failure.
    if (error instanceof ApiError && error.status === 404) return emptyLink
    throw error
  }
}

/** The storefront's blocks read the same key, so a saved link shows there at once. */
export function shopLinkQuery(kind: ShopLinkKind) {
  return queryOptions({
    queryKey: ['shop-link', kind],
    queryFn: () => fetchShopLink(kind),
  })
}

/** The stored link, replaced in place when its channel ('tikkie' or 'whatsapp') announces a change. */
export function useShopLink(kind: ShopLinkKind) {
  const queryClient = useQueryClient()
  const query = shopLinkQuery(kind)
  useRealtimeChannel(kind, (message) => {
    if (message.type === 'tikkie_link_updated' || message.type === 'whatsapp_link_updated') {
      queryClient.setQueryData(query.queryKey, message.link)
    }
  })
  return useQuery(query)
}

/** POST /api/tikkie-link or /api/whatsapp-link; the answer is the stored link. */
export function useSaveShopLink(kind: ShopLinkKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (link: UpdateShopLink) =>
      apiFetch(`/api/${kind}-link`, { method: 'POST', body: link, schema: shopLinkSchema }),
    onSuccess: (link) => queryClient.setQueryData(shopLinkQuery(kind).queryKey, link),
  })
}
