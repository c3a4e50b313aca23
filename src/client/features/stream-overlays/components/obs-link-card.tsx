import { CopyIcon, ExternalLinkIcon } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { FormField } from '#client/components/ui/form-field'
import { Input } from '#client/components/ui/input'
import { Label } from '#client/components/ui/label'
import { copyLink } from '../copy-link'
import { useCreateOverlayKey, useOverlayKeys, useRevokeOverlayKey } from '../api/overlay-keys'
import { overlayKeyLines } from '../overlay-key-texts'
import { DEFAULT_OBS_URL, obsOpeningLink, obsUrlProblem } from '#client/lib/obs-overlay-link'

const LABEL = 'OBS-koppeling'

/**
 * decision 062: the OBS opening overlay's link. The seller types OBS's address and password, the shop
 * makes a key, and this page builds the link with all three in its fragment: the password never
 * leaves this browser, and the key is shown once. Below, every key, each revocable.
 */
export function ObsLinkCard() {
  const create = useCreateOverlayKey()
  const [obsUrl, setObsUrl] = useState(DEFAULT_OBS_URL)
  const [obsPassword, setObsPassword] = useState('')
  const [urlError, setUrlError] = useState<string>()
  const [made, setMade] = useState<{ id: number; link: string }>()
  const link = made?.link
  const field = useRef<HTMLInputElement>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = obsUrlProblem(obsUrl.trim())
    setUrlError(problem ?? undefined)
    if (problem) return
    try {
      const created = await create.mutateAsync()
      setMade({ id: created.id, link: obsOpeningLink(location.origin, { key: created.key, obsUrl: obsUrl.trim(), obsPassword }) })
      setObsPassword('')
    } catch {
      // the failure toast has told the seller; the fields keep what was typed
    }
  }

  return (
    <Card aria-labelledby="obs-link-title">
      <div className="grid gap-1">
        <h2 id="obs-link-title" className="text-lg font-semibold">
          {LABEL}: bestelnummer en tijdcodes
        </h2>
        <p className="text-sm text-muted-foreground">
          Een overlay die ‘Nu aan de beurt: @koper · bestelnummer’ in beeld zet, bij elke opening een hoofdstuk in je
          opname maakt en de tijdcode van je opname en stream aan de winkel doorgeeft. De tijd van de winkel blijft
          leidend: valt OBS weg, dan gaat er niets verloren.
        </p>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3 md:grid-cols-2">
        <FormField id="obs-link-url" label="Adres van OBS" error={urlError} hint="Meestal ws://127.0.0.1:4455 (de poort staat in OBS).">
          {(control) => (
            <Input {...control} autoComplete="off" spellCheck={false} value={obsUrl} onChange={(event) => setObsUrl(event.target.value)} />
          )}
        </FormField>
        <FormField
          id="obs-link-password"
          label="Wachtwoord van OBS"
          hint="Uit OBS: Extra → WebSocket-serverinstellingen → Verbindingsgegevens tonen. Het gaat alleen in de link, nooit naar de winkel."
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="off"
              value={obsPassword}
              onChange={(event) => setObsPassword(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" busy={create.isPending} className="md:col-span-2 md:justify-self-start">
          Maak een overlay-link
        </Button>
      </form>
      {link && (
        <div className="grid gap-2 rounded-[var(--radius)] border border-border p-4" role="group" aria-labelledby="obs-link-new">
          <h3 id="obs-link-new" className="font-semibold">
            Je nieuwe overlay-link
          </h3>
          <p id="obs-link-once" className="text-sm text-muted-foreground">
            Deze link zie je maar één keer. Plak hem één keer in OBS als Browserbron (600 × 800 px). Open hem hier om te
            controleren of hij OBS bereikt; in OBS komen die meldingen niet in beeld.
          </p>
          <Label htmlFor="obs-link-value">Link ({LABEL})</Label>
          <div className="flex flex-wrap gap-2 md:flex-nowrap">
            <Input
              id="obs-link-value"
              ref={field}
              readOnly
              value={link}
              aria-describedby="obs-link-once"
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-xs md:text-xs"
            />
            <Button variant="outline" className="shrink-0" onClick={() => field.current && void copyLink(field.current, LABEL)}>
              <CopyIcon aria-hidden />
              Kopieer link<span className="sr-only"> ({LABEL})</span>
            </Button>
            <Button variant="outline" className="shrink-0" onClick={() => window.open(link, '_blank', 'noopener')}>
              <ExternalLinkIcon aria-hidden />
              Controleer verbinding
            </Button>
          </div>
        </div>
      )}
      {/* A revoked key's link is of no use: it goes from the screen. */}
      <OverlayKeyList onRevoked={(id) => setMade((current) => (current?.id === id ? undefined : current))} />
    </Card>
  )
}

function OverlayKeyList({ onRevoked }: { onRevoked: (id: number) => void }) {
  const keys = useOverlayKeys()
  const revoke = useRevokeOverlayKey()
  if (keys.isPending) return <p className="text-sm text-muted-foreground">Overlay-sleutels laden…</p>
  if (keys.isError) return <p className="text-sm text-destructive">De overlay-sleutels konden niet worden geladen.</p>
  if (keys.data.length === 0) return <p className="text-sm text-muted-foreground">Nog geen overlay-sleutels gemaakt.</p>
  return (
    <div className="grid gap-2">
      <h3 id="overlay-keys-title" className="font-semibold">
        Overlay-sleutels
      </h3>
      <ul aria-labelledby="overlay-keys-title" className="grid gap-2">
        {keys.data.map((key) => {
          const { made, state } = overlayKeyLines(key)
          return (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 rounded-[var(--radius)] border border-border p-3">
              <div className="grid text-sm">
                <span className="font-medium">{made}</span>
                <span className="text-muted-foreground">{state}</span>
              </div>
              {!key.revokedAt && (
                <Button
                  variant="outline"
                  busy={revoke.isPending && revoke.variables === key.id}
                  onClick={() => revoke.mutate(key.id, { onSuccess: () => onRevoked(key.id) })}
                >
                  Intrekken<span className="sr-only"> ({made})</span>
                </Button>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
