import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { OverlayFrame } from '#client/components/overlay/overlay-frame'
import { parseAlertOptions } from '#client/features/order-alerts/alert-options'
import { OrderNotificationOverlay } from '#client/features/order-alerts/components/order-notification-overlay'
import { useShopInfo } from '#client/lib/shop-info'
import { useReloadOnRefresh } from '#client/lib/use-widget-reload'

/** product.md 14: /obs/order-notification, an alert for every newly paid order (`?sound=1`, `?duration=`). */
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
