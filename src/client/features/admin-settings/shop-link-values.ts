import type { z } from 'zod'
import type { updateShopLinkSchema } from '#shared/contracts/admin-settings'
import type { ShopLink } from '#shared/contracts/shop-settings'

export type ShopLinkFormValues = z.input<typeof updateShopLinkSchema>

/**
 * What the form shows for a stored link. A link that was never set (no url: the server's or a 404's
 * empty, inactive default) starts with Actief on (product.md 5: default true), so saving a first url
 * publishes it; the card's badge still says the stored link is not set.
 */
export function toFormValues(link: ShopLink): ShopLinkFormValues {
  return { url: link.url, label: link.label, isActive: link.url === '' ? true : link.isActive }
}

/** Whether the form's values are the same as these, field by field. */
export function sameFormValues(a: Partial<ShopLinkFormValues> | undefined, b: ShopLinkFormValues): boolean {
  return a !== undefined && a.url === b.url && a.label === b.label && (a.isActive ?? true) === (b.isActive ?? true)
}

export type ShopLinkState = 'unset' | 'active' | 'inactive'

/** The stored link as buyers see it: not set, shown on the site, or switched off. */
export function shopLinkState(link: ShopLink): ShopLinkState {
  if (link.url.trim() === '') return 'unset'
  return link.isActive ? 'active' : 'inactive'
}
