import { OverlayFrame } from '../../components/overlay/overlay-frame'
import { LeaderboardOverlay } from '../../features/leaderboard/components/leaderboard-overlay'
import { useShopInfo } from '../../lib/shop-info'
import { useReloadOnRefresh } from '../../lib/use-widget-reload'

/** Issue 7 and CONTRACT 5: /obs/leaderboard, the weekly leaderboard as an OBS overlay. */
export function ObsLeaderboardRoute() {
  const { shopName } = useShopInfo()
  useReloadOnRefresh()
  return (
    <OverlayFrame title={`Leaderboard-overlay – ${shopName}`}>
      <LeaderboardOverlay />
    </OverlayFrame>
  )
}
