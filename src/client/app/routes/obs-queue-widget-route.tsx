import { OverlayFrame } from '#client/components/overlay/overlay-frame'
import { QueueOverlay } from '#client/features/live-queue/components/queue-overlay'
import { useShopInfo } from '#client/lib/shop-info'
import { useReloadOnRefresh } from '#client/lib/use-widget-reload'

/** product.md 14: /obs/queue-widget, the live queue as an OBS overlay. */
export function ObsQueueWidgetRoute() {
  const { shopName } = useShopInfo()
  useReloadOnRefresh()
  return (
    <OverlayFrame title={`Wachtrij-overlay – ${shopName}`}>
      <QueueOverlay />
    </OverlayFrame>
  )
}
