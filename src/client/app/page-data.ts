import type { QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router'
import { activeBattleQuery, completedBattlesQuery } from '../features/battles/api/battles'
import { prefetchCollectionPage } from '../features/catalog/api/collection-products'
import { collectionsQuery } from '../features/collections/api/collections'
import { leaderboardQuery, weeklyPrizeQuery } from '../features/leaderboard/api/leaderboard'
import { liveStatusQuery } from '../features/live-queue/api/live-status'
import { queueQuery } from '../features/live-queue/api/queue'
import { shopLinkQuery } from '../lib/shop-link'

/**
 * What home's panels read (SPEC 2.4, and the leaderboard); each panel reads it again through its
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
