import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateShopLink } from '#shared/contracts/admin-settings'
import { shopLinkSchema } from '#shared/contracts/shop-settings'
import { apiFetch } from '#client/lib/api-client'
import { shopLinkQuery, type ShopLinkKind } from '#client/resources/shop-link'
import { shopLinkTexts } from '../shop-link-texts'

/** POST /api/tikkie-link or /api/whatsapp-link; the answer is the stored link. */
export function useSaveShopLink(kind: ShopLinkKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (link: UpdateShopLink) =>
      apiFetch(`/api/${kind}-link`, { method: 'POST', body: link, schema: shopLinkSchema }),
    onSuccess: (link) => queryClient.setQueryData(shopLinkQuery(kind).queryKey, link),
    meta: { errorTitle: shopLinkTexts[kind].saveFailed },
  })
}
