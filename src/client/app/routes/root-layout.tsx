import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { BelowTheFold } from '#client/components/layout/below-the-fold'
import { ScrollRestoration } from '#client/components/layout/scroll-restoration'
import { SiteFooter } from '#client/components/layout/site-footer'
import { SessionSync } from '#client/features/auth/components/session-sync'
import { CartButton } from '#client/features/cart/components/cart-button'
import { useShopInfo } from '#client/lib/shop-info'
import { PageLoading } from './page-loading'
import { ShopHeader } from './shop-header'

/** The shop's frame: header, page, footer. Widget and overlay pages render without it. */
export function RootLayout() {
  const shop = useShopInfo()
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
      <ShopHeader />
      {/* At least a screen high, so the footer starts below the fold and never moves into view as a page's data arrives. */}
      <main id="main" className="min-h-screen flex-1">
        {/* Shown while the first lazily loaded page of a visit arrives; later pages load in a transition. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <BelowTheFold>
        <SiteFooter shop={shop} />
      </BelowTheFold>
      {!isAdminPage && <CartButton />}
      <SessionSync />
      <ScrollRestoration />
    </div>
  )
}
