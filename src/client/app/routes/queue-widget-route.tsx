import { WidgetFrame } from '#client/components/layout/widget-frame'
import { useLiveStatus } from '#client/resources/live-status'
import { LiveIndicator } from '#client/features/live-queue/components/live-indicator'
import { QueueWidgetList } from '#client/features/live-queue/components/queue-widget-list'
import { useShopInfo } from '#client/lib/shop-info'
import { useWidgetReload } from '#client/lib/use-widget-reload'

/** product.md 2.9: /queue-widget, the live queue pop-out (600×800) without the site header and footer. */
export function QueueWidgetRoute() {
  const { shopName, tiktokHandle } = useShopInfo()
  const liveStatus = useLiveStatus()
  useWidgetReload()
  return (
    <WidgetFrame live={liveStatus.data && <LiveIndicator isLive={liveStatus.data.isLive} handle={tiktokHandle} />}>
      <title>{`Live wachtrij – ${shopName}`}</title>
      <QueueWidgetList isLive={liveStatus.data?.isLive} />
    </WidgetFrame>
  )
}
