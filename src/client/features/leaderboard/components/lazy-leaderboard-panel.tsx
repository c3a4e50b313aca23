import { lazy, Suspense } from 'react'
import { useNearViewport } from '../../../lib/use-near-viewport'
import { LeaderboardPanelPlaceholder } from './leaderboard-panel-placeholder'

const LeaderboardPanel = lazy(() => import('./leaderboard-panel').then((m) => ({ default: m.LeaderboardPanel })))

/**
 * The leaderboard on home, below the fold: its code (with the date formatting it needs) and its
 * data load as it nears the screen, not with the storefront's first screen.
 */
export function LazyLeaderboardPanel() {
  const [ref, near] = useNearViewport<HTMLElement>()
  if (!near) return <LeaderboardPanelPlaceholder ref={ref} />
  return (
    <Suspense fallback={<LeaderboardPanelPlaceholder />}>
      <LeaderboardPanel />
    </Suspense>
  )
}
