import { SiteHeader } from '../../components/layout/site-header'
import { useCollections } from '../../features/collections/api/collections'
import { UserMenu } from '../../features/auth/components/user-menu'
import { useShopInfo } from '../../lib/shop-info'

/**
 * The site header with the collections for its menus. It reads the collections itself, so their
 * arrival (or a change) renders the header again, not the whole page frame around it.
 */
export function ShopHeader() {
  const shop = useShopInfo()
  const collections = useCollections()
  return <SiteHeader shopName={shop.shopName} collections={collections.data ?? []} userMenu={<UserMenu />} />
}
