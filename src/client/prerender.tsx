import { QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import type { ShopTexts } from '#shared/contracts/shop'
import { AppRoutes } from './app/app-routes'
import { createQueryClient } from './lib/query-client'
import { provideShopInfo } from './lib/shop-info'

/** Stand-ins for the shop's configured facts, which the server writes in (index-html.ts). */
export const shopInfoTokens: Record<keyof ShopTexts, string> = {
  shopName: '{{shopName}}',
  contactEmail: '{{contactEmail}}',
  companyRegNumber: '{{companyRegNumber}}',
  tiktokHandle: '{{tiktokHandle}}',
}

/** The pages whose first screen is prerendered: home, where the heading and its text are the largest thing painted. */
const shellPaths = ['/'] as const

/**
 * The first screen of a page as the browser's first render draws it (header, home's heading,
 * every panel's loading state; below-the-fold parts come later), rendered to HTML at build time.
 * The server puts it in the page, so it shows before any script has run; React then renders the
 * same screen in its place. Run in Node by the build (vite.config.ts), never in the browser.
 */
export function renderShells(): Record<string, string> {
  // Home shows none of the privacy page's facts (decision 037), so they need no stand-ins.
  provideShopInfo({ ...shopInfoTokens, privacy: { paymentProcessor: null, mailProcessor: null, retentionDays: 0 } })
  return Object.fromEntries(
    shellPaths.map((path) => [
      path,
      renderToString(
        <QueryClientProvider client={createQueryClient()}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </QueryClientProvider>,
      ),
    ]),
  )
}
