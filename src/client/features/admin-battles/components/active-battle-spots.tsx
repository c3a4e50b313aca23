import { Link } from 'react-router'
import type { Battle } from '#shared/contracts/battles'
import { Badge, type BadgeVariant } from '#client/components/ui/badge'
import { Card } from '#client/components/ui/card'
import { usePackBattles } from '../api/pack-battles'
import { spotsTaken } from '../battle-spots'
import { spotStatus, spotStatusLabel, type SpotStatus } from '#client/resources/battle-spots'

const badgeFor: Record<SpotStatus, BadgeVariant> = { free: 'outline', reserved: 'warning', waiting: 'secondary', paid: 'success' }

/**
 * The active Pack Battle's spots, each with its name and whether it is paid (decision 023's words),
 * for the seller to read out; changes are made under Pack Battles, one tap away.
 */
export function ActiveBattleSpots() {
  const battles = usePackBattles()
  const active = battles.data?.find((battle) => battle.isActive && !battle.isCompleted)
  return (
    <Card aria-labelledby="live-battle-title" aria-busy={battles.isPending || undefined} className="gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="live-battle-title" className="text-lg font-semibold">
          Pack Battle
        </h2>
        <Link
          to="/admin/pack-battles"
          className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Pack Battles beheren
        </Link>
      </div>
      {battles.isPending && <p className="text-sm text-muted-foreground">Pack Battles laden...</p>}
      {battles.isError && <p className="text-sm text-destructive">Pack Battles konden niet worden geladen.</p>}
      {battles.data && !active && <p className="text-sm text-muted-foreground">Geen actieve Pack Battle</p>}
      {active && <BattleSpots battle={active} />}
    </Card>
  )
}

function BattleSpots({ battle }: { battle: Battle }) {
  const bySpot = new Map(battle.participants.map((participant) => [participant.spotNumber, participant]))
  const spots = Array.from({ length: battle.maxSpots }, (_, index) => index + 1)
  return (
    <>
      <p className="font-semibold break-words">
        {battle.title}{' '}
        <span className="font-normal text-muted-foreground">
          · {spotsTaken(battle.maxSpots, battle.spotsAvailable)}/{battle.maxSpots} plekken
        </span>
      </p>
      <ol aria-label={`Plekken in ${battle.title}`} className="grid gap-1">
        {spots.map((spot) => {
          const participant = bySpot.get(spot)
          const status = spotStatus(participant)
          return (
            <li key={spot} className="flex min-w-0 items-center gap-2 text-sm">
              <span className="w-14 shrink-0 text-muted-foreground">Plek {spot}</span>
              <span className="min-w-0 flex-1 font-medium break-words">
                {participant && status !== 'reserved' ? participant.name : ''}
              </span>
              <Badge variant={badgeFor[status]}>{spotStatusLabel[status]}</Badge>
            </li>
          )
        })}
      </ol>
    </>
  )
}
