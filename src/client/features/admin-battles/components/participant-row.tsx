import { CheckIcon, ClockIcon } from 'lucide-react'
import type { Participant } from '#shared/contracts/battles'
import { Badge } from '#client/components/ui/badge'
import { PaidToggle } from './paid-toggle'
import { RemoveParticipantButton } from './remove-participant-button'

type Props = { participant: Participant; readOnly: boolean }

/** One taken spot: number, TikTok name, paid status; while the battle runs the status toggles. */
export function ParticipantRow({ participant, readOnly }: Props) {
  const nameId = `participant-${participant.id}-name`
  return (
    <li className="flex min-w-0 items-center gap-3 rounded-md border border-border bg-card px-3 py-1.5 text-sm">
      <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-bold">
        <span className="sr-only">Plek </span>
        {participant.spotNumber}
      </span>
      <span id={nameId} className="min-w-0 flex-1 truncate font-medium">
        {participant.name}
      </span>
      {readOnly ? (
        participant.isPaid ? (
          <Badge variant="success">
            <CheckIcon aria-hidden className="mr-1 size-3.5" />
            Betaald
          </Badge>
        ) : (
          <Badge variant="outline">
            <ClockIcon aria-hidden className="mr-1 size-3.5" />
            Wachtend
          </Badge>
        )
      ) : (
        <>
          <PaidToggle participant={participant} describedBy={nameId} />
          <RemoveParticipantButton participant={participant} describedBy={nameId} />
        </>
      )}
    </li>
  )
}
