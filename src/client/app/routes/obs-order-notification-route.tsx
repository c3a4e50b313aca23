import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { OverlayFrame } from '../../components/overlay/overlay-frame'
import { parseAlertOptions } from '../../features/order-alerts/alert-options'
import { OrderNotificationOverlay } from '../../features/order-alerts/components/order-notification-overlay'
import { useShopInfo } from '../../lib/shop-info'
import { useReloadOnRefresh } from '../../lib/use-widget-reload'

/** CONTRACT 5: /obs/order-notification, an alert for every newly paid order (`?sound=1`, `?duration=`). */
export function ObsOrderNotificationRoute() {
  const { shopName } = useShopInfo()
  const [search] = useSearchParams()
  const options = useMemo(() => parseAlertOptions(search), [search])
  useReloadOnRefresh()
  return (
    <OverlayFrame title={`Bestelmeldingen – ${shopName}`}>
      <OrderNotificationOverlay options={options} />
    </OverlayFrame>
  )
}
