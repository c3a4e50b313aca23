import { CheckIcon, ClockIcon, HourglassIcon } from 'lucide-react'
import type { Participant } from '#shared/contracts/battles'
import { Badge } from '#client/components/ui/badge'
import { Button } from '#client/components/ui/button'
import { cn } from '#client/lib/cn'
import { spotStatus, spotStatusLabel } from '#client/resources/battle-spots'
import { battleSlots } from '../battle-format'

type Props = {
  maxSpots: number
  participants: readonly Participant[]
  /**
   * decision 023: when the battle takes shop payments, each free spot is a button 'Kies plek N' that
   * calls this; without it free spots only say 'Vrij'.
   */
  onChoose?: (spotNumber: number) => void
  /** Called when a choose button is about to be pressed (hover, focus), to fetch the dialog early. */
  onPrepareChoice?: () => void
}

/**
 * product.md 2.4 and decision 023: spots 1..maxSpots by spotNumber, each free ('Vrij'), held for a
 * buyer paying in the shop ('Gereserveerd', without a name), waiting ('Wachtend') or paid ('Betaald').
 */
export function BattleSlotList({ maxSpots, participants, onChoose, onPrepareChoice }: Props) {
  return (
    <ol className="grid gap-2 sm:grid-cols-2" aria-label="Plekken">
      {battleSlots(maxSpots, participants).map(({ spotNumber, participant }) => {
        const status = spotStatus(participant)
        const taken = status !== 'free'
        return (
          <li
            key={spotNumber}
            className={cn(
              'flex min-h-12 min-w-0 items-center gap-3 rounded-md border px-3 py-1.5 text-sm',
              taken ? 'border-border bg-card' : 'border-dashed border-border bg-muted/50 text-muted-foreground',
            )}
          >
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-bold text-foreground">
              <span className="sr-only">Plek </span>
              {spotNumber}
            </span>
            <span className="min-w-0 flex-1 truncate font-medium">
              {status === 'free' ? spotStatusLabel.free : status === 'reserved' ? null : participant?.name}
            </span>
            {status === 'free' && onChoose && (
              <Button
                size="sm"
                onClick={() => onChoose(spotNumber)}
                onPointerEnter={onPrepareChoice}
                onFocus={onPrepareChoice}
              >
                Kies<span className="sr-only"> plek {spotNumber}</span>
              </Button>
            )}
            {status === 'reserved' && (
              <Badge variant="warning">
                <HourglassIcon aria-hidden className="mr-1 size-3.5" />
                {spotStatusLabel.reserved}
              </Badge>
            )}
            {status === 'waiting' && (
              <Badge variant="outline">
                <ClockIcon aria-hidden className="mr-1 size-3.5" />
                {spotStatusLabel.waiting}
              </Badge>
            )}
            {status === 'paid' && (
              <Badge variant="success">
                <CheckIcon aria-hidden className="mr-1 size-3.5" />
                {spotStatusLabel.paid}
              </Badge>
            )}
          </li>
        )
      })}
    </ol>
  )
}
