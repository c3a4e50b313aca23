import { CheckIcon, ClockIcon } from 'lucide-react'
import type { Participant } from '#shared/contracts/battles'
import { Badge } from '#client/components/ui/badge'
import { cn } from '#client/lib/cn'
import { battleSlots } from '../battle-format'

type Props = { maxSpots: number; participants: readonly Participant[] }

/** product.md 2.4: spots 1..maxSpots by spotNumber, each free ('Vrij'), waiting ('Wachtend') or paid ('Betaald'). */
export function BattleSlotList({ maxSpots, participants }: Props) {
  return (
    <ol className="grid gap-2 sm:grid-cols-2" aria-label="Plekken">
      {battleSlots(maxSpots, participants).map(({ spotNumber, participant }) => (
        <li
          key={spotNumber}
          className={cn(
            'flex min-w-0 items-center gap-3 rounded-md border px-3 py-2 text-sm',
            participant ? 'border-border bg-card' : 'border-dashed border-border bg-muted/50 text-muted-foreground',
          )}
        >
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-bold text-foreground">
            <span className="sr-only">Plek </span>
            {spotNumber}
          </span>
          <span className="min-w-0 flex-1 truncate font-medium">{participant ? participant.name : 'Vrij'}</span>
          {participant &&
            (participant.isPaid ? (
              <Badge variant="success">
                <CheckIcon aria-hidden />
                Betaald
              </Badge>
            ) : (
              <Badge variant="outline">
                <ClockIcon aria-hidden />
                Wachtend
              </Badge>
            ))}
        </li>
      ))}
    </ol>
  )
}
