import type { QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router'
import { activeBattleQuery, completedBattlesQuery } from '#client/resources/battles'
import { prefetchCollectionPage } from '#client/features/catalog/api/collection-products'
import { collectionsQuery } from '#client/resources/collections'
import { leaderboardQuery, weeklyPrizeQuery } from '#client/features/leaderboard/api/leaderboard'
import { liveStatusQuery } from '#client/resources/live-status'
import { queueQuery } from '#client/features/live-queue/api/queue'
import { shopLinkQuery } from '#client/resources/shop-link'

/**
 * What home's panels read (product.md 2.4, and the leaderboard); each panel reads it again through its
 * own hook. Each request starts in a task of its own: one costs the main thread some 30 ms on a
 * throttled phone, and nine in the task that runs the app's code made that a long task.
 */
function prefetchHome(queryClient: QueryClient): void {
  const reads = [
    () => queryClient.prefetchQuery(liveStatusQuery),
    () => queryClient.prefetchQuery(queueQuery),
    () => queryClient.prefetchQuery(shopLinkQuery('tikkie')),
    () => queryClient.prefetchQuery(shopLinkQuery('whatsapp')),
    () => queryClient.prefetchQuery(collectionsQuery),
    () => queryClient.prefetchQuery(leaderboardQuery),
    () => queryClient.prefetchQuery(weeklyPrizeQuery),
    () => queryClient.prefetchQuery(activeBattleQuery),
    () => queryClient.prefetchQuery(completedBattlesQuery),
  ]
  for (const read of reads) setTimeout(read, 0)
}

/**
 * Asks for the data of the page being opened as soon as the app's code has run, rather than once
 * React has rendered the page and its panels have mounted: on a throttled phone that first render
 * takes longer than the requests (docs/decisions/014-home-blocks-load-with-the-page.md). The
 * panels' queries find the answers in the cache, or the requests under way.
 */
export function prefetchPageData(queryClient: QueryClient, pathname: string): void {
  if (pathname === '/') return prefetchHome(queryClient)
  const slug = matchPath('/collections/:slug', pathname)?.params.slug
  if (slug) prefetchCollectionPage(queryClient, slug)
}
