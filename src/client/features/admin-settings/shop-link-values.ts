import type { z } from 'zod'
import type { updateShopLinkSchema } from '#shared/contracts/admin-settings'
import type { ShopLink } from '#shared/contracts/shop-settings'
import type { BadgeVariant } from '#client/components/ui/badge'

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

export type ShopLinkStatus = { label: string; variant: BadgeVariant }

/**
 * What the card says of its link (decision 057). A saved link: whether buyers see it on the homepage.
 * None saved yet: the switch the seller sees (on by default, see toFormValues) and that no link is filled
 * in, never 'Niet ingesteld' beside a switch that reads Actief.
 */
export function shopLinkStatus(link: ShopLink, switchOn: boolean): ShopLinkStatus {
  switch (shopLinkState(link)) {
    case 'unset':
      return switchOn
        ? { label: 'Aan, maar nog geen link ingevuld', variant: 'warning' }
        : { label: 'Uit, nog geen link ingevuld', variant: 'secondary' }
    case 'active':
      return { label: 'Aan: staat op de homepage', variant: 'success' }
    case 'inactive':
      return { label: 'Uit: niet op de homepage', variant: 'secondary' }
  }
}
