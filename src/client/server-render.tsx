import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import type { CreatePageRenderer, PageQuery, RenderedPage } from '#shared/contracts/page-render'
import type { ShopTexts } from '#shared/contracts/shop'
import { AppRoutes, isServerRenderedPage, preloadPage } from './app/app-routes'
import { loadPageData } from './app/page-data'
import { ApiError, setApiTransport } from './lib/api-client'
import { createQueryClient } from './lib/query-client'
import { provideShopInfo } from './lib/shop-info'

/**
 * The client's code run in Node, never in the browser: built for the server by the build
 * (vite.config.ts), which renders the fallback first screens with it and leaves it beside the
 * client for the server to load (decision 044).
 */

function renderApp(queryClient: QueryClient, pathname: string): string {
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </QueryClientProvider>,
  )
}

/**
 * The page as the browser's first render draws it once its data is in: the same reads (page-data.ts)
 * through the server's own routes, the page's code loaded first (as the browser does for a page the
 * server rendered), and the answers sent along for the browser's query cache, so none is asked again.
 * Only the shop's public answers are read, without a session: nothing of a buyer or of the back
 * office can be in it.
 */
export const createPageRenderer: CreatePageRenderer = ({ api, shop }) => {
  setApiTransport(api)
  provideShopInfo(shop)
  return {
    renders: isServerRenderedPage,
    async render(pathname): Promise<RenderedPage> {
      const queryClient = createQueryClient()
      // A read that failed (an unknown collection's 404) is drawn as failed, not as loading again.
      queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false } })
      await Promise.all([loadPageData(queryClient, pathname), preloadPage(pathname)])
      const failed = queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.error)
        .filter((error) => error !== null)
      const notFound = failed.length > 0 && failed.every((error) => error instanceof ApiError && error.status === 404)
      // A read that failed otherwise (the database away) is not drawn as a page: the server falls back.
      if (failed.length > 0 && !notFound) throw new Error(`a read of ${pathname} failed: ${failed[0]?.message}`)
      const { head, html } = splitHead(renderApp(queryClient, pathname))
      // The answers, as the browser's query cache takes them (main.tsx): TanStack Query's dehydrate
      // without what only streaming or mutations need. '<' never ends the script block it goes in,
      // whatever a product's name holds.
      const queries: PageQuery[] = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'success')
        .map((query) => ({ queryKey: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }))
      const data = JSON.stringify(queries).replace(/</g, '\\u003c')
      queryClient.clear()
      return { status: notFound ? 404 : 200, head, html, data }
    },
  }
}

/** What React puts first, for the document's head: a page's <title>, the preloads of its first images. */
const leadingHead = /^(?:<title>[^<]*<\/title>|<link [^>]*\/>|<meta [^>]*\/>)+/

function splitHead(markup: string): { head: string; html: string } {
  const head = leadingHead.exec(markup)?.[0] ?? ''
  return { head, html: markup.slice(head.length) }
}

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
 * The first screen of a page as the browser's first render draws it before its data (header, home's
 * heading, every panel's loading state; below-the-fold parts come later), rendered to HTML at build
 * time. The server sends it when its render with data fails (decision 044), so the page still shows
 * before any script has run; React then renders the same screen in its place.
 */
export function renderShells(): Record<string, string> {
  // Home shows none of the privacy page's facts (decision 037), so they need no stand-ins.
  provideShopInfo({ ...shopInfoTokens, privacy: { paymentProcessor: null, mailProcessor: null, retentionDays: 0 } })
  // The page's title is index.html's already (the shop's name, written in by the server): the shell is
  // the markup of #root alone.
  return Object.fromEntries(shellPaths.map((path) => [path, splitHead(renderApp(createQueryClient(), path)).html]))
}
