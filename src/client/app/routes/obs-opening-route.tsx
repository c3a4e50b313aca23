import { OverlayFrame } from '#client/components/overlay/overlay-frame'
import { OpeningOverlay } from '#client/features/obs-opening/components/opening-overlay'
import { useShopInfo } from '#client/lib/shop-info'
import { useReloadOnRefresh } from '#client/lib/use-widget-reload'

/** decision 062: /obs/opening, the order on stream and OBS's timecodes of each opening. */
export function ObsOpeningRoute() {
  const { shopName } = useShopInfo()
  useReloadOnRefresh()
  return (
    <OverlayFrame title={`Opening-overlay – ${shopName}`}>
      <OpeningOverlay />
    </OverlayFrame>
  )
}
