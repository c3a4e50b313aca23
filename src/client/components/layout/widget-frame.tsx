import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn'
import { useShopInfo } from '#client/lib/shop-info'

type Props = {
  children: ReactNode
  /** The live/offline indicator; the frame only reserves its place in the header. */
  live?: ReactNode
}

/**
 * product.md 2.9: the frame of the pop-out widget pages (/queue-widget, /battle-widget), in place of the
 * site header and footer: the shop name with the live indicator, the page, and a footer with the
 * TikTok handle and the KvK number. Compact, for a 600–700 px wide popup.
 */
export function WidgetFrame({ children, live }: Props) {
  const shop = useShopInfo()
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <h1 className="text-xl font-extrabold tracking-tight text-primary">{shop.shopName}</h1>
          {live}
        </div>
      </header>
      <main id="main" className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-4 px-4 py-4">
        {children}
      </main>
      <footer className="border-t border-border bg-card">
        <div
          className={cn(
            'mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3',
            'text-sm text-muted-foreground',
          )}
        >
          <p>
            TikTok: <span className="font-semibold text-foreground">{shop.tiktokHandle}</span>
          </p>
          <p>KvK-nummer: {shop.companyRegNumber}</p>
        </div>
      </footer>
    </div>
  )
}
