import { WidgetFrame } from '#client/components/layout/widget-frame'
import { BattlePanel } from '#client/features/battles/components/battle-panel'
import { RecentWinners } from '#client/features/battles/components/recent-winners'
import { useLiveStatus } from '#client/resources/live-status'
import { LiveIndicator } from '#client/features/live-queue/components/live-indicator'
import { useShopInfo } from '#client/lib/shop-info'
import { useWidgetReload } from '#client/lib/use-widget-reload'

/** product.md 2.9: /battle-widget, the Pack Battle pop-out (700×800) without the site header and footer. */
export function BattleWidgetRoute() {
  const { shopName, tiktokHandle } = useShopInfo()
  const liveStatus = useLiveStatus()
  useWidgetReload()
  return (
    <WidgetFrame live={liveStatus.data && <LiveIndicator isLive={liveStatus.data.isLive} handle={tiktokHandle} />}>
      <title>{`Pack Battles – ${shopName}`}</title>
      <BattlePanel />
      <RecentWinners />
    </WidgetFrame>
  )
}
