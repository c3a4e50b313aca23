import { TrophyIcon } from 'lucide-react'
import type { Battle } from '#shared/contracts/battles'
import { battleWinnerLabel } from '#shared/domain/battle-formats'
import { BattleSummary } from './battle-summary'
import { DeleteBattleButton } from './delete-battle-button'
import { ParticipantList } from './participant-list'

/** product.md 2.12 and 4: a completed battle is read-only and shows its winner (or that it has none). */
export function CompletedBattleItem({ battle }: { battle: Battle }) {
  const titleId = `battle-${battle.id}-title`
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-[var(--radius)] border border-border bg-muted/30 p-4">
      <BattleSummary battle={battle} titleId={titleId} />
      {battle.winner ? (
        <p className="flex items-center gap-2 font-medium">
          <TrophyIcon aria-hidden className="size-4 shrink-0 text-amber-500" />
          <span>
            {battleWinnerLabel[battle.format]}: <strong>{battle.winner.name}</strong> (plek {battle.winner.spotNumber})
          </span>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">Deze battle is voltooid maar heeft geen winnaar</p>
      )}
      <ParticipantList battle={battle} readOnly />
      <div>
        <DeleteBattleButton battle={battle} describedBy={titleId} />
      </div>
    </article>
  )
}
