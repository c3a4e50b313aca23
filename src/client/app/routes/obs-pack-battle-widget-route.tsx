import { OverlayFrame } from '../../components/overlay/overlay-frame'
import { BattleOverlay } from '../../features/battles/components/battle-overlay'
import { useShopInfo } from '../../lib/shop-info'
import { useReloadOnRefresh } from '../../lib/use-widget-reload'

/** CONTRACT 5: /obs/pack-battle-widget, the active Pack Battle as an OBS overlay. */
export function ObsPackBattleWidgetRoute() {
  const { shopName } = useShopInfo()
  useReloadOnRefresh()
  return (
    <OverlayFrame title={`Pack Battle-overlay – ${shopName}`}>
      <BattleOverlay />
    </OverlayFrame>
  )
}
