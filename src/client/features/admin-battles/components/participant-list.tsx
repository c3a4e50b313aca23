import type { Battle } from '#shared/contracts/battles'
import { bySpotNumber } from '../battle-spots'
import { ParticipantRow } from './participant-row'

type Props = { battle: Battle; readOnly?: boolean }

/** product.md 2.12: the battle's participants by spot number. */
export function ParticipantList({ battle, readOnly = false }: Props) {
  if (battle.participants.length === 0) {
    return <p className="text-sm text-muted-foreground">Nog geen deelnemers.</p>
  }
  return (
    <ol aria-label={`Deelnemers: ${battle.title}`} className="grid gap-1.5 sm:grid-cols-2">
      {bySpotNumber(battle.participants).map((participant) => (
        <ParticipantRow key={participant.id} participant={participant} readOnly={readOnly} pricePerSpot={battle.pricePerSpot} />
      ))}
    </ol>
  )
}
