import type { LeaderboardWeek } from '#shared/contracts/leaderboard'
import { formatEuro } from '#shared/domain/money'
import { periodText, pointsText } from '../leaderboard-format'
import { LeaderboardList } from './leaderboard-list'

type Props = { weeks: LeaderboardWeek[] | undefined; isError: boolean }

/** Past weeks, the most recent first: the winner, the prize, and the top ten on request. */
export function PastWinners({ weeks, isError }: Props) {
  if (isError) return <p className="text-destructive">De vorige winnaars konden niet worden geladen.</p>
  if (!weeks) return <p className="text-muted-foreground">Vorige winnaars laden...</p>
  if (weeks.length === 0) return <p className="text-muted-foreground">Nog geen vorige winnaars</p>

  return (
    <ol className="grid gap-3" aria-label="Vorige winnaars">
      {weeks.map((week) => {
        const winner = week.entries[0]
        const period = periodText(week.weekStart, week.weekEnd)
        return (
          <li key={week.id} className="grid gap-1 rounded-md border border-border p-3">
            <p className="text-sm text-muted-foreground">{period}</p>
            {winner && (
              <p className="font-semibold">
                {winner.tiktokUsername} <span className="font-normal">met {pointsText(winner.points)}</span>
              </p>
            )}
            <p className="text-sm">
              {week.prize ? `Prijs: ${week.prize.productName} (${formatEuro(week.prize.valueCents)})` : 'Geen weekprijs ingesteld'}
            </p>
            <details className="text-sm">
              <summary className="cursor-pointer text-primary">Top 10 van {period}</summary>
              <LeaderboardList entries={week.entries} label={`Top 10 van ${period}`} className="mt-2" />
            </details>
          </li>
        )
      })}
    </ol>
  )
}
