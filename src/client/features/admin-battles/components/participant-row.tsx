import { CheckIcon, ClockIcon, HourglassIcon } from 'lucide-react'
import type { Participant } from '#shared/contracts/battles'
import { Badge } from '#client/components/ui/badge'
import { paidViaLabel, spotStatus, spotStatusLabel } from '#client/resources/battle-spots'
import { PaidToggle } from './paid-toggle'
import { RemoveParticipantButton } from './remove-participant-button'

type Props = {
  participant: Participant
  readOnly: boolean
  /** The battle's price per spot, for the refund a removal of a shop payment means (decision 023). */
  pricePerSpot: string
}

/**
 * One taken spot: number, TikTok name (wrapped, never cut: the seller reads it out on stream), how it
 * was paid ('Winkel' or 'Tikkie', decision 023) and its status; while the battle runs the status
 * toggles, unless it was paid in the shop: that payment settles it, so its status is shown, not offered
 * as a switch (the server refuses the change). A hold (a buyer paying in the shop right now) shows 'Gereserveerd' without a name, and is
 * not toggled: its payment settles it.
 */
export function ParticipantRow({ participant, readOnly, pricePerSpot }: Props) {
  const nameId = `participant-${participant.id}-name`
  const status = spotStatus(participant)
  return (
    <li className="flex min-w-0 items-center gap-2 rounded-md border border-border bg-card px-3 py-1.5 text-sm">
      <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-bold">
        <span className="sr-only">Plek </span>
        {participant.spotNumber}
      </span>
      <span className="grid min-w-0 flex-1">
        <span id={nameId} className="font-medium">
          {status === 'reserved' ? <span className="sr-only">Plek {participant.spotNumber}</span> : participant.name}
        </span>
        <span className="truncate text-xs text-muted-foreground">
          <span className="sr-only">Betaalwijze: </span>
          {paidViaLabel[participant.paidVia]}
        </span>
      </span>
      {status === 'reserved' ? (
        <Badge variant="warning">
          <HourglassIcon aria-hidden className="mr-1 size-3.5 max-sm:hidden" />
          {spotStatusLabel.reserved}
        </Badge>
      ) : readOnly || participant.paidVia === 'shop' ? (
        status === 'paid' ? (
          <Badge variant="success">
            <CheckIcon aria-hidden className="mr-1 size-3.5 max-sm:hidden" />
            {spotStatusLabel.paid}
          </Badge>
        ) : (
          <Badge variant="outline">
            <ClockIcon aria-hidden className="mr-1 size-3.5 max-sm:hidden" />
            {spotStatusLabel.waiting}
          </Badge>
        )
      ) : (
        <PaidToggle participant={participant} describedBy={nameId} />
      )}
      {!readOnly && <RemoveParticipantButton participant={participant} describedBy={nameId} pricePerSpot={pricePerSpot} />}
    </li>
  )
}
