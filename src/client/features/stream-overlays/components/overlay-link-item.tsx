import { CopyIcon, ExternalLinkIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '#client/components/ui/button'
import { Input } from '#client/components/ui/input'
import { Label } from '#client/components/ui/label'
import { SwitchField } from '#client/components/ui/switch-field'
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
        <SwitchField
          id={id('sound')}
          label="Met geluid"
          hint="Speelt bij elke melding een geluid af."
          checked={sound}
          onCheckedChange={setSound}
        />
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
          {/* shrink-0: beside the field the buttons keep their words' width. */}
          <Button variant="outline" className="shrink-0" onClick={copy}>
            <CopyIcon aria-hidden />
            Kopieer link<span className="sr-only"> ({overlay.label})</span>
          </Button>
          <Button variant="outline" className="shrink-0" onClick={() => openPopup(url, overlay)}>
            <ExternalLinkIcon aria-hidden />
            Open als pop-up<span className="sr-only"> ({overlay.label})</span>
          </Button>
        </div>
      </div>
    </li>
  )
}
