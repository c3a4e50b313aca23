import type { QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router'
import { isServerRenderedPage } from './app-routes'
import { activeBattleQuery, completedBattlesQuery } from '#client/resources/battles'
import { prefetchCollectionPage } from '#client/features/catalog/api/collection-products'
import { collectionsQuery } from '#client/resources/collections'
import { leaderboardQuery, weeklyPrizeQuery } from '#client/features/leaderboard/api/leaderboard'
import { liveStatusQuery } from '#client/resources/live-status'
import { queueHeadQuery } from '#client/features/live-queue/api/queue'
import { shopLinkQuery } from '#client/resources/shop-link'

type Read = () => Promise<unknown>

/** What home's panels read (product.md 2.4, and the leaderboard); each panel reads it again through its own hook. */
function homeReads(queryClient: QueryClient): Read[] {
  return [
    () => queryClient.prefetchQuery(liveStatusQuery),
    () => queryClient.prefetchQuery(queueHeadQuery),
    () => queryClient.prefetchQuery(shopLinkQuery('tikkie')),
    () => queryClient.prefetchQuery(shopLinkQuery('whatsapp')),
    () => queryClient.prefetchQuery(collectionsQuery),
    () => queryClient.prefetchQuery(leaderboardQuery),
    () => queryClient.prefetchQuery(weeklyPrizeQuery),
    () => queryClient.prefetchQuery(activeBattleQuery),
    () => queryClient.prefetchQuery(completedBattlesQuery),
  ]
}

/** What the shop's header reads on every page: the collections for its menu, the active battle for its link (decision 043). */
function headerReads(queryClient: QueryClient): Read[] {
  return [() => queryClient.prefetchQuery(collectionsQuery), () => queryClient.prefetchQuery(activeBattleQuery)]
}

/**
 * The reads of the page at `pathname`: home's panels (the header's among them); a collection with
 * its products; for another page the server renders (a page of text), the header's.
 */
function pageReads(queryClient: QueryClient, pathname: string): Read[] {
  if (pathname === '/') return homeReads(queryClient)
  const slug = matchPath('/collections/:slug', pathname)?.params.slug
  if (slug) return [...headerReads(queryClient), () => prefetchCollectionPage(queryClient, slug)]
  return isServerRenderedPage(pathname) ? headerReads(queryClient) : []
}

/**
 * Asks for the data of the page being opened as soon as the app's code has run, rather than once
 * React has rendered the page and its panels have mounted: on a throttled phone that first render
 * takes longer than the requests (docs/decisions/014-home-blocks-load-with-the-page.md). The
 * panels' queries find the answers in the cache, or the requests under way; data the server sent
 * with the page (decision 044) is in the cache already, and is not asked for again. Each request
 * starts in a task of its own: one costs the main thread some 30 ms on a throttled phone, and nine
 * in the task that runs the app's code made that a long task.
 */
export function prefetchPageData(queryClient: QueryClient, pathname: string): void {
  for (const read of pageReads(queryClient, pathname)) setTimeout(read, 0)
}

/**
 * The same reads, all awaited: the server's render of the page with its data (decision 044). A read
 * that fails leaves its error in its query, where the render finds it.
 */
export async function loadPageData(queryClient: QueryClient, pathname: string): Promise<void> {
  await Promise.all(pageReads(queryClient, pathname).map((read) => read()))
}
