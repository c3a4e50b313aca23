import { SiteHeader } from '#client/components/layout/site-header'
import { useCollections } from '#client/resources/collections'
import { UserMenu } from '#client/features/auth/components/user-menu'
import { useShopInfo } from '#client/lib/shop-info'

/**
 * The site header with the collections for its menus. It reads the collections itself, so their
 * arrival (or a change) renders the header again, not the whole page frame around it.
 */
export function ShopHeader() {
  const shop = useShopInfo()
  const collections = useCollections()
  return <SiteHeader shopName={shop.shopName} collections={collections.data ?? []} userMenu={<UserMenu />} />
}
