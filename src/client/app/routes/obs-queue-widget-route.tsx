import { OverlayFrame } from '../../components/overlay/overlay-frame'
import { QueueOverlay } from '../../features/live-queue/components/queue-overlay'
import { useShopInfo } from '../../lib/shop-info'
import { useReloadOnRefresh } from '../../lib/use-widget-reload'

/** CONTRACT 5: /obs/queue-widget, the live queue as an OBS overlay. */
export function ObsQueueWidgetRoute() {
  const { shopName } = useShopInfo()
  useReloadOnRefresh()
  return (
    <OverlayFrame title={`Wachtrij-overlay – ${shopName}`}>
      <QueueOverlay />
    </OverlayFrame>
  )
}
