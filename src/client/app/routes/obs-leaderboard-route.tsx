import { OverlayFrame } from '#client/components/overlay/overlay-frame'
import { LeaderboardOverlay } from '#client/features/leaderboard/components/leaderboard-overlay'
import { useShopInfo } from '#client/lib/shop-info'
import { useReloadOnRefresh } from '#client/lib/use-widget-reload'

/** Decision 009 and product.md 14: /obs/leaderboard, the weekly leaderboard as an OBS overlay. */
export function ObsLeaderboardRoute() {
  const { shopName } = useShopInfo()
  useReloadOnRefresh()
  return (
    <OverlayFrame title={`Leaderboard-overlay – ${shopName}`}>
      <LeaderboardOverlay />
    </OverlayFrame>
  )
}
