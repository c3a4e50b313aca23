import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { BelowTheFold } from '#client/components/layout/below-the-fold'
import { ScrollRestoration } from '#client/components/layout/scroll-restoration'
import { SiteFooter } from '#client/components/layout/site-footer'
import { SessionSync } from '#client/features/auth/components/session-sync'
import { CartButton } from '#client/features/cart/components/cart-button'
import { cn } from '#client/lib/cn'
import { useShopInfo } from '#client/lib/shop-info'
import { PageLoading } from './page-loading'
import { ShopHeader } from './shop-header'

/**
 * Pages without the floating cart button (decision 042): there it has no use or would cover what the
 * buyer reads and taps. The back office is no place to shop; the payment pages (/payment/*) offer
 * their own way back to the cart; the order, shipping and withdrawal pages are about an order already
 * paid for.
 */
const pagesWithoutCartButton = ['/admin', '/payment/', '/bestelling/', '/verzending', '/herroepen']

function showsCartButton(pathname: string): boolean {
  return !pagesWithoutCartButton.some((start) => pathname.startsWith(start))
}

/** The shop's frame: header, page, footer. Widget and overlay pages render without it. */
export function RootLayout() {
  const shop = useShopInfo()
  const cartButton = showsCartButton(useLocation().pathname)
  return (
    // Where the cart button floats, the page ends with room for it (its height and bottom offset,
    // 4.5 rem on a phone, 5 rem from sm up), so at the end of the page it covers nothing; with <main>
    // at least a screen high every page scrolls past that room, so a control under the button
    // anywhere else comes out from under it with a flick, and the button never needs to hide (decision 054).
    <div className={cn('flex min-h-screen flex-col', cartButton && 'pb-20 sm:pb-24')}>
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
      {cartButton && <CartButton />}
      <SessionSync />
      <ScrollRestoration />
    </div>
  )
}
