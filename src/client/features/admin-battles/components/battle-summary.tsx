import type { Battle } from '#shared/contracts/battles'
import { Badge } from '#client/components/ui/badge'
import { Progress } from '#client/components/ui/progress'
import { spotsTaken } from '../battle-spots'
import { battleFormatLabel } from '#shared/domain/battle-formats'
import { formatDecimalEurosShort } from '#shared/domain/money'
import { BattleImage } from './battle-image'

type Props = {
  battle: Battle
  /** The id of the title heading, which names the battle's article and its buttons. */
  titleId: string
}

const status = (battle: Battle) =>
  battle.isCompleted
    ? ({ label: 'Voltooid', variant: 'secondary' } as const)
    : battle.isActive
      ? ({ label: 'Actief', variant: 'success' } as const)
      : ({ label: 'Inactief', variant: 'outline' } as const)

/** A battle at a glance: picture, title, status, product, price per spot, format (decision 064) and how full it is. */
export function BattleSummary({ battle, titleId }: Props) {
  const taken = spotsTaken(battle.maxSpots, battle.spotsAvailable)
  const takenText = `${taken} / ${battle.maxSpots} plekken bezet`
  const badge = status(battle)
  return (
    <div className="grid gap-3">
      <div className="flex gap-4">
        <BattleImage src={battle.imageUrl} alt={battle.productName || battle.title} />
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 id={titleId} className="min-w-0 text-lg font-semibold">
              {battle.title}
            </h4>
            <Badge variant={badge.variant}>{badge.label}</Badge>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-muted-foreground">Product</dt>
            <dd className="min-w-0">{battle.productName}</dd>
            <dt className="text-muted-foreground">Prijs per plek</dt>
            <dd className="font-semibold">{formatDecimalEurosShort(battle.pricePerSpot)}</dd>
            <dt className="text-muted-foreground">Vorm</dt>
            <dd className="min-w-0">{battleFormatLabel[battle.format]}</dd>
          </dl>
        </div>
      </div>
      <div className="grid gap-1">
        <Progress value={taken} max={battle.maxSpots} label={`Bezetting: ${battle.title}`} valueText={takenText} />
        <p className="text-sm text-muted-foreground">{takenText}</p>
      </div>
    </div>
  )
}
