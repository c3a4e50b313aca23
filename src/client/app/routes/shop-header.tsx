import { SiteHeader } from '#client/components/layout/site-header'
import { useActiveBattle } from '#client/resources/battles'
import { useCollections } from '#client/resources/collections'
import { battleSectionPath, spotsLeftText } from '#client/features/battles/battle-format'
import { UserMenu } from '#client/features/auth/components/user-menu'
import { useShopInfo } from '#client/lib/shop-info'

/**
 * The site header with the collections for its menus. It reads the collections itself, so their
 * arrival (or a change) renders the header again, not the whole page frame around it. The active
 * Pack Battle goes into the phone menu (decision 043).
 */
export function ShopHeader() {
  const shop = useShopInfo()
  const collections = useCollections()
  const battle = useActiveBattle().data
  return (
    <SiteHeader
      shopName={shop.shopName}
      collections={collections.data ?? []}
      userMenu={<UserMenu />}
      activeBattle={battle ? { to: battleSectionPath, note: spotsLeftText(battle) } : undefined}
    />
  )
}
