import { WidgetFrame } from '../../components/layout/widget-frame'
import { useLiveStatus } from '../../features/live-queue/api/live-status'
import { LiveIndicator } from '../../features/live-queue/components/live-indicator'
import { QueueWidgetList } from '../../features/live-queue/components/queue-widget-list'
import { useShopInfo } from '../../lib/shop-info'
import { useWidgetReload } from '../../lib/use-widget-reload'

/** SPEC 2.9: /queue-widget, the live queue pop-out (600×800) without the site header and footer. */
export function QueueWidgetRoute() {
  const { shopName, tiktokHandle } = useShopInfo()
  const liveStatus = useLiveStatus()
  useWidgetReload()
  return (
    <WidgetFrame live={liveStatus.data && <LiveIndicator isLive={liveStatus.data.isLive} handle={tiktokHandle} />}>
      <title>{`Live wachtrij – ${shopName}`}</title>
      <QueueWidgetList />
    </WidgetFrame>
  )
}
