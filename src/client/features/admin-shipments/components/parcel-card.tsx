import { OctagonPauseIcon, PrinterIcon } from 'lucide-react'
import { Link } from 'react-router'
import type { Parcel } from '#shared/contracts/admin-shipments'
import { Badge } from '#client/components/ui/badge'
import { Button } from '#client/components/ui/button'
import { addressLines, parcelHoldNote, recipientName, waitingSinceText } from '../desk-format'
import { packingSlipsPath } from '../desk-paths'
import { CancelParcelButton } from './cancel-parcel-button'
import { MarkShippedForm } from './mark-shipped-form'
import { ParcelContents } from './parcel-contents'
import { SetParcelAsideButton } from './set-parcel-aside-button'

const kindLabels: Record<Parcel['kind'], string> = {
  request: 'Verzendverzoek',
  checkout: 'PostNL-bestelling',
}

type Props = {
  parcel: Parcel
  now: Date
  /** Where focus goes once the parcel has left the list (sent or cancelled). */
  onShipped: () => void
}

/**
 * decision 022: one parcel to pack: who, where, what, since when; its packing slip and 'Verzonden'; a
 * request's 'Annuleren' (decision 036). A parcel held after a chargeback (decision 052) says why above
 * its actions, and its 'Verzonden' is off and described by that; 'Niet versturen' takes it off the desk
 * (decision 053, amended).
 */
export function ParcelCard({ parcel, now, onShipped }: Props) {
  const titleId = `parcel-${parcel.id}-title`
  const holdId = `parcel-${parcel.id}-hold`
  const name = recipientName(parcel)
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-[var(--radius)] border border-border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-lg font-bold tabular-nums">
            {parcel.reference}
          </h3>
          <Badge variant="secondary">{kindLabels[parcel.kind]}</Badge>
          {parcel.hold && <Badge variant="danger">Vastgehouden</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">{waitingSinceText(parcel.readyAt, now)}</p>
      </header>

      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-1">
          <p className="font-semibold">{parcel.tiktokUsername}</p>
          <address className="grid text-sm not-italic">
            {name && <span className="font-medium">{name}</span>}
            {addressLines(parcel).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </div>
        <ParcelContents parcel={parcel} />
      </div>

      {parcel.hold && (
        <p
          id={holdId}
          className="flex items-start gap-2 rounded-[var(--radius)] border border-red-300 bg-red-50 p-2 text-sm font-medium text-red-950"
        >
          <OctagonPauseIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          {parcelHoldNote(parcel.hold)}
        </p>
      )}

      <div className="flex flex-wrap items-end gap-3">
        <MarkShippedForm parcel={parcel} onShipped={onShipped} heldNoteId={parcel.hold ? holdId : undefined} />
        <Button asChild variant="outline">
          <Link to={packingSlipsPath(parcel.id)}>
            <PrinterIcon aria-hidden />
            Pakbon<span className="sr-only"> voor {parcel.reference}</span>
          </Link>
        </Button>
        {parcel.hold && <SetParcelAsideButton parcel={parcel} onGone={onShipped} />}
        {parcel.kind === 'request' && <CancelParcelButton parcel={parcel} onGone={onShipped} />}
      </div>
    </article>
  )
}
