import { TrophyIcon } from 'lucide-react'
import { Card } from '#client/components/ui/card'
import { QueryStatus } from '#client/components/ui/query-status'
import { useLeaderboard, useLeaderboardLive, useWeeklyPrize } from '../api/leaderboard'
import { LeaderboardList } from './leaderboard-list'
import { LeaderboardRules } from './leaderboard-rules'
import { ResetCountdown } from './reset-countdown'
import { StandingLookup } from './standing-lookup'
import { WeeklyPrizeBlock } from './weekly-prize-block'

/** Decision 009: the week's top ten on home, the countdown to the reset, the prize, the rules and a lookup. */
export function LeaderboardPanel() {
  useLeaderboardLive()
  const board = useLeaderboard()
  const prize = useWeeklyPrize()

  return (
    <Card aria-labelledby="leaderboard-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="leaderboard-title" className="flex items-center gap-2 text-2xl font-bold">
          <TrophyIcon aria-hidden className="size-6 text-amber-500" />
          Leaderboard
        </h2>
        {board.data && <ResetCountdown nextReset={board.data.nextReset} />}
      </div>
      <LeaderboardRules />
      <div className="grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-3">
          <h3 className="text-lg font-semibold">Top 10 van deze week</h3>
          <QueryStatus query={board} loading="Leaderboard laden..." failed="Het leaderboard kon niet worden geladen." />
          {board.data && board.data.entries.length === 0 && (
            <p className="text-muted-foreground">Nog niemand heeft deze week punten. Jouw bestelling zet je bovenaan!</p>
          )}
          {board.data && board.data.entries.length > 0 && (
            <LeaderboardList entries={board.data.entries} label="Top 10 van deze week" />
          )}
        </div>
        <div className="grid content-start gap-4">
          <WeeklyPrizeBlock prize={prize.data} isError={prize.isError} />
          <StandingLookup />
        </div>
      </div>
    </Card>
  )
}
