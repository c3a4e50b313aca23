import { TrophyIcon } from 'lucide-react'
import type { Battle } from '#shared/contracts/battles'
import { battleWinnerLabel } from '#shared/domain/battle-formats'
import { formatInShopTime } from '#shared/domain/shop-time'
import { Card } from '#client/components/ui/card'
import { recentWinners } from '../battle-groups'

const titleId = 'admin-recent-winners-title'

/** product.md 2.12: the completed battles' winners, most recent first; the first three are the ones home shows. */
export function RecentWinnersCard({ battles }: { battles: readonly Battle[] | undefined }) {
  const winners = recentWinners(battles ?? [])
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
        <TrophyIcon aria-hidden className="size-5 text-amber-500" />
        Recente winnaars
      </h2>
      {battles && winners.length === 0 && <p className="text-sm text-muted-foreground">Nog geen Pack Battle winnaars</p>}
      {winners.length > 0 && (
        <ol className="grid gap-2">
          {winners.map((battle) => (
            <li key={battle.id} className="grid gap-0.5 rounded-md border border-border p-3 text-sm">
              <p className="font-semibold">{battle.winner.name}</p>
              {battle.format === 'own_packs' && <p className="text-muted-foreground">{battleWinnerLabel.own_packs}</p>}
              <p>
                <span className="sr-only">Battle: </span>
                {battle.title}
              </p>
              <p className="text-muted-foreground">
                <span className="sr-only">Product: </span>
                {battle.productName}
                {' · '}
                <time dateTime={battle.updatedAt}>{formatInShopTime(battle.updatedAt, 'mediumDate')}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
