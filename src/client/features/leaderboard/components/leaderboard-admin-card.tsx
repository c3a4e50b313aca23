import { Card } from '#client/components/ui/card'
import { QueryStatus } from '#client/components/ui/query-status'
import { useLeaderboard, useLeaderboardHistory, useLeaderboardLive, useWeeklyPrize } from '../api/leaderboard'
import { useProducts } from '#client/resources/products'
import { LeaderboardList } from './leaderboard-list'
import { PastWinners } from './past-winners'
import { ResetCountdown } from './reset-countdown'
import { ResetLeaderboardButton } from './reset-leaderboard-button'
import { WeeklyPrizeBlock } from './weekly-prize-block'
import { WeeklyPrizeForm } from './weekly-prize-form'

/** Decision 009: the seller's leaderboard card: the weekly prize, the current top, a reset, past winners. */
export function LeaderboardAdminCard() {
  useLeaderboardLive()
  const board = useLeaderboard()
  const prize = useWeeklyPrize()
  const products = useProducts()
  const history = useLeaderboardHistory()

  return (
    <Card aria-labelledby="leaderboard-admin-title">
      <h2 id="leaderboard-admin-title" className="text-lg font-semibold">
        Leaderboard en weekprijs
      </h2>
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="weekly-prize-admin-title" className="grid content-start gap-3">
          <h3 id="weekly-prize-admin-title" className="font-semibold">
            Weekprijs
          </h3>
          <WeeklyPrizeBlock prize={prize.data} isError={prize.isError} />
          {products.isError && <p className="text-destructive">De producten konden niet worden geladen.</p>}
          {products.data && prize.data !== undefined && <WeeklyPrizeForm current={prize.data} products={products.data} />}
        </section>
        <section aria-labelledby="current-top-title" className="grid content-start gap-3">
          <h3 id="current-top-title" className="font-semibold">
            Huidige top 10
          </h3>
          {board.data && <ResetCountdown nextReset={board.data.nextReset} />}
          <QueryStatus query={board} loading="Leaderboard laden..." failed="Het leaderboard kon niet worden geladen." />
          {board.data?.entries.length === 0 && <p className="text-muted-foreground">Nog geen punten deze week</p>}
          {board.data && board.data.entries.length > 0 && (
            <LeaderboardList entries={board.data.entries} label="Huidige top 10" />
          )}
          <ResetLeaderboardButton />
        </section>
      </div>
      <section aria-labelledby="past-winners-title" className="grid gap-3">
        <h3 id="past-winners-title" className="font-semibold">
          Vorige winnaars
        </h3>
        <PastWinners weeks={history.data} isError={history.isError} />
      </section>
    </Card>
  )
}
