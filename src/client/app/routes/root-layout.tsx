import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import { SiteFooter } from '../../components/layout/site-footer'
import { SiteHeader } from '../../components/layout/site-header'
import { SessionSync } from '../../features/auth/components/session-sync'
import { UserMenu } from '../../features/auth/components/user-menu'
import { CartButton } from '../../features/cart/components/cart-button'
import { useCollections } from '../../features/collections/api/collections'
import { useShopInfo } from '../../lib/shop-info'

/** The shop's frame: header, page, footer. Widget and overlay pages (later) render without it. */
export function RootLayout() {
  const shop = useShopInfo()
  const collections = useCollections()
  // The back office is no place to shop, and the floating button would cover its controls.
  const isAdminPage = useLocation().pathname.startsWith('/admin')
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:p-2"
      >
        Naar de inhoud
      </a>
      <SiteHeader shopName={shop.shopName} collections={collections.data ?? []} userMenu={<UserMenu />} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter shop={shop} />
      {!isAdminPage && <CartButton />}
      <SessionSync />
      <ScrollRestoration />
    </div>
  )
}
