import { TrophyIcon } from 'lucide-react'
import type { Battle, Participant } from '#shared/contracts/battles'
import { battleWinnerLabel } from '#shared/domain/battle-formats'
import { Card } from '#client/components/ui/card'
import { QueryStatus } from '#client/components/ui/query-status'
import { cn } from '#client/lib/cn'
import { useCompletedBattles } from '#client/resources/battles'

/** product.md 9: winners shown on home. */
const WINNERS_SHOWN = 3

type WonBattle = Battle & { winner: Participant }

const hasWinner = (battle: Battle): battle is WonBattle => battle.winner !== null

/** product.md 2.4: the three most recent completed battles that have a winner; the first is 'RECENTE WINNAAR'. */
export function RecentWinners() {
  const completed = useCompletedBattles()
  const winners = (completed.data ?? []).filter(hasWinner).slice(0, WINNERS_SHOWN)
  return (
    <Card aria-labelledby="recent-winners-title">
      <h2 id="recent-winners-title" className="flex items-center gap-2 text-2xl font-bold">
        <TrophyIcon aria-hidden className="size-6 text-amber-500" />
        Recente Winnaars
      </h2>
      <QueryStatus
        query={completed}
        loading="Winnaars laden..."
        failed="De winnaars konden niet worden geladen."
        empty={winners.length === 0 && 'Nog geen Pack Battle winnaars'}
      />
      {winners.length > 0 && (
        <ol className="grid gap-3">
          {winners.map((battle, index) => (
            <li
              key={battle.id}
              className={cn(
                'grid gap-1 rounded-md border p-3',
                index === 0 ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-border bg-card',
              )}
            >
              {index === 0 && <p className="text-xs font-bold tracking-wider text-amber-800">RECENTE WINNAAR</p>}
              <p className="flex min-w-0 items-center gap-2 text-lg font-bold">
                <TrophyIcon aria-hidden className={cn('size-4 shrink-0', index === 0 ? 'text-amber-600' : 'text-muted-foreground')} />
                <span className="min-w-0 truncate">{battle.winner.name}</span>
              </p>
              {/* decision 064: where everyone kept their own pack, the win was for the honour. */}
              {battle.format === 'own_packs' && (
                <p className={cn('text-sm font-medium', index === 0 ? 'text-amber-900' : 'text-muted-foreground')}>
                  {battleWinnerLabel.own_packs}
                </p>
              )}
              <p className="text-sm">
                <span className="sr-only">Battle: </span>
                {battle.title}
              </p>
              {battle.productName && (
                <p className={cn('text-sm', index === 0 ? 'text-amber-900' : 'text-muted-foreground')}>
                  <span className="sr-only">Product: </span>
                  {battle.productName}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
