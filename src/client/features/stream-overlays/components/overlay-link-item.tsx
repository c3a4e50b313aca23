import { CopyIcon, ExternalLinkIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { Switch } from '../../../components/ui/switch'
import { copyLink } from '../copy-link'
import { openPopup } from '../open-popup'
import { overlayUrl } from '../overlay-url'
import type { StreamOverlay } from '../stream-overlays'

/**
 * One overlay or pop-out: what it shows, its link in a read-only field, copy and open-as-popup.
 * The buttons' names end with the overlay's label (for screen readers only), so each is unique.
 */
export function OverlayLinkItem({ overlay }: { overlay: StreamOverlay }) {
  const [sound, setSound] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  const url = overlayUrl(location.origin, overlay, { sound })
  const id = (part: string) => `stream-overlay-${overlay.id}-${part}`
  const { width, height } = overlay.popup
  const copy = () => {
    if (field.current) void copyLink(field.current, overlay.label)
  }

  return (
    <li className="grid content-start gap-3 rounded-[var(--radius)] border border-border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold">{overlay.label}</h3>
        <span className="text-xs text-muted-foreground">
          Pop-up {width} × {height} px
        </span>
      </div>
      <p id={id('description')} className="text-sm text-muted-foreground">
        {overlay.description}
      </p>
      {overlay.hasSoundOption && (
        <div className="flex items-center gap-3">
          <Switch id={id('sound')} checked={sound} onCheckedChange={setSound} aria-describedby={id('sound-hint')} />
          <div className="grid gap-1">
            <Label htmlFor={id('sound')}>Met geluid</Label>
            <p id={id('sound-hint')} className="text-xs text-muted-foreground">
              Speelt bij elke melding een geluid af.
            </p>
          </div>
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={id('url')}>
          Link<span className="sr-only"> ({overlay.label})</span>
        </Label>
        <div className="flex flex-wrap gap-2 md:flex-nowrap">
          <Input
            id={id('url')}
            ref={field}
            readOnly
            value={url}
            aria-describedby={id('description')}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs md:text-xs"
          />
          <Button variant="outline" onClick={copy}>
            <CopyIcon aria-hidden />
            Kopieer link<span className="sr-only"> ({overlay.label})</span>
          </Button>
          <Button variant="outline" onClick={() => openPopup(url, overlay)}>
            <ExternalLinkIcon aria-hidden />
            Open als pop-up<span className="sr-only"> ({overlay.label})</span>
          </Button>
        </div>
      </div>
    </li>
  )
}
