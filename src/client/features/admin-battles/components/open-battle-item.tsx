import type { Battle } from '#shared/contracts/battles'
import { cn } from '#client/lib/cn'
import { ActivateBattleButton } from './activate-battle-button'
import { BattleFormSheet } from './battle-form-sheet'
import { BattleSummary } from './battle-summary'
import { CompleteBattleDialog } from './complete-battle-dialog'
import { DeleteBattleButton } from './delete-battle-button'
import { ParticipantAddForm } from './participant-add-form'
import { ParticipantList } from './participant-list'
import { StopBattleButton } from './stop-battle-button'

/** A battle still being played: its summary, what the admin can do with it, and its participants. */
export function OpenBattleItem({ battle }: { battle: Battle }) {
  const titleId = `battle-${battle.id}-title`
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'grid gap-4 rounded-[var(--radius)] border p-3 sm:p-4',
        battle.isActive ? 'border-primary/60 ring-2 ring-primary/15' : 'border-border',
      )}
    >
      <BattleSummary battle={battle} titleId={titleId} />
      <div className="flex flex-wrap gap-2">
        <BattleFormSheet battle={battle} describedBy={titleId} />
        {battle.isActive ? (
          <StopBattleButton battle={battle} describedBy={titleId} />
        ) : (
          <ActivateBattleButton battle={battle} describedBy={titleId} />
        )}
        <CompleteBattleDialog battle={battle} describedBy={titleId} />
        <DeleteBattleButton battle={battle} describedBy={titleId} />
      </div>
      <div className="grid gap-3">
        <ParticipantList battle={battle} />
        <ParticipantAddForm battle={battle} />
      </div>
    </article>
  )
}
