import { Card } from '#client/components/ui/card'
import { streamOverlays } from '../stream-overlays'
import { ObsAdvice } from './obs-advice'
import { OverlayLinkItem } from './overlay-link-item'
import { RefreshWidgetsControl } from './refresh-widgets-control'

/**
 * product.md 2.1 and 13–14: the links the seller puts in OBS or opens as pop-outs, how to set up a
 * browser source, and the one control that reloads every open widget and overlay.
 */
export function StreamOverlaysCard() {
  return (
    <Card aria-labelledby="stream-overlays-title">
      <div className="grid gap-1">
        <h2 id="stream-overlays-title" className="text-lg font-semibold">
          Stream overlays
        </h2>
        <p className="text-sm text-muted-foreground">
          Overlays voor OBS en pop-out vensters van de wachtrij en de Pack Battles, live bijgewerkt.
        </p>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[2fr_1fr]">
        <ul aria-label="Overlays en pop-outs" className="grid gap-3">
          {streamOverlays.map((overlay) => (
            <OverlayLinkItem key={overlay.id} overlay={overlay} />
          ))}
        </ul>
        <div className="grid gap-4">
          <ObsAdvice />
          <RefreshWidgetsControl />
        </div>
      </div>
    </Card>
  )
}
