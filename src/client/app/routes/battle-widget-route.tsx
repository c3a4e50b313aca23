import { useEffect } from 'react'
import { WidgetFrame } from '../../components/layout/widget-frame'
import { BattlePanel } from '../../features/battles/components/battle-panel'
import { RecentWinners } from '../../features/battles/components/recent-winners'
import { useLiveStatus } from '../../features/live-queue/api/live-status'
import { LiveIndicator } from '../../features/live-queue/components/live-indicator'
import { useShopInfo } from '../../lib/shop-info'
import { useRealtimeChannel } from '../../lib/use-realtime'

/** SPEC 9: widget pages reload every 60 seconds. */
const RELOAD_AFTER_MS = 60_000

/**
 * The page reloads itself: a popup left open on the streaming PC for hours then always runs the
 * newest client, and the admin's 'refresh widgets' (a refresh_widgets event) reloads it at once.
 */
function useWidgetReload() {
  useEffect(() => {
    const timer = setTimeout(() => location.reload(), RELOAD_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  useRealtimeChannel('widgets', (message) => {
    if (message.type === 'refresh_widgets') location.reload()
  })
}

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
