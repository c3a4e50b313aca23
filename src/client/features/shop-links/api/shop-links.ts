import type { ShopLink } from '#shared/contracts/shop-settings'

/** Only an active link with an address is worth showing. */
export function isShownLink(link: ShopLink | undefined): link is ShopLink {
  return link !== undefined && link.isActive && link.url.trim() !== ''
}
