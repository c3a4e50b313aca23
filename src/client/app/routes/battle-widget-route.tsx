import { WidgetFrame } from '../../components/layout/widget-frame'
import { BattlePanel } from '../../features/battles/components/battle-panel'
import { RecentWinners } from '../../features/battles/components/recent-winners'
import { useLiveStatus } from '../../features/live-queue/api/live-status'
import { LiveIndicator } from '../../features/live-queue/components/live-indicator'
import { useShopInfo } from '../../lib/shop-info'
import { useWidgetReload } from '../../lib/use-widget-reload'

/** SPEC 2.9: /battle-widget, the Pack Battle pop-out (700×800) without the site header and footer. */
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
