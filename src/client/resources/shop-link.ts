import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ShopLink } from '#shared/contracts/shop-settings'
import { ApiError, apiFetch } from '#client/lib/api-client'
import { readAfreshWhenOpened } from '#client/lib/read-afresh'
import { useRealtimeChannel } from '#client/lib/use-realtime'

/**
 * The bank-payment link (product.md 3.1) and the community link (product.md 11) share one shape and one API.
 * The storefront's blocks and the admin's settings card read the same query, so a saved link shows
 * everywhere at once.
 */
export type ShopLinkKind = 'tikkie' | 'whatsapp'

const noLink: ShopLink = { url: '', label: '', isActive: false }

async function fetchShopLink(kind: ShopLinkKind): Promise<ShopLink> {
  try {
    return await apiFetch<ShopLink>(`/api/${kind}-link`)
  } catch (error) {
    // product.md 7.2: no link configured yet (404) is an empty, inactive link, not a failure.
    if (error instanceof ApiError && error.status === 404) return noLink
    // Any other failure hides the block; the buyer can still pay through checkout.
    console.error(`Loading the ${kind} link failed`, error)
    throw error
  }
}

export function shopLinkQuery(kind: ShopLinkKind) {
  return queryOptions({
    queryKey: ['shop-link', kind],
    queryFn: () => fetchShopLink(kind),
  })
}

/**
 * The link, replaced in place when its channel ('tikkie' or 'whatsapp') announces a change. The back
 * office (`readAfresh`) asks again when its page opens; the storefront keeps what its page came with.
 */
export function useShopLink(kind: ShopLinkKind, { readAfresh = false }: { readAfresh?: boolean } = {}) {
  const queryClient = useQueryClient()
  const query = shopLinkQuery(kind)
  useRealtimeChannel(kind, (message) => {
    if (message.type === 'tikkie_link_updated' || message.type === 'whatsapp_link_updated') {
      queryClient.setQueryData(query.queryKey, message.link)
    }
  })
  return useQuery(readAfresh ? { ...query, ...readAfreshWhenOpened } : query)
}
