import { OverlayFrame } from '#client/components/overlay/overlay-frame'
import { BattleOverlay } from '#client/features/battles/components/battle-overlay'
import { useShopInfo } from '#client/lib/shop-info'
import { useReloadOnRefresh } from '#client/lib/use-widget-reload'

/** product.md 14: /obs/pack-battle-widget, the active Pack Battle as an OBS overlay. */
export function ObsPackBattleWidgetRoute() {
  const { shopName } = useShopInfo()
  useReloadOnRefresh()
  return (
    <OverlayFrame title={`Pack Battle-overlay – ${shopName}`}>
      <BattleOverlay />
    </OverlayFrame>
  )
}
