import { formatEuro } from '#shared/domain/money'
import { useLeaderboard, useLeaderboardLive, useWeeklyPrize } from '../api/leaderboard'
import { LeaderboardList } from './leaderboard-list'
import { ResetCountdown } from './reset-countdown'

/**
 * Decision 009: /obs/leaderboard, the week's top ten on the stream with the countdown and the prize.
 * Follows every paid order live; draws nothing until the board has loaded (no flash on stream).
 */
export function LeaderboardOverlay() {
  useLeaderboardLive()
  const board = useLeaderboard()
  const prize = useWeeklyPrize()
  if (!board.data) return null
  const { entries, nextReset } = board.data
  return (
    <section aria-labelledby="leaderboard-overlay-title" className="overlay-panel grid gap-2 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h1 id="leaderboard-overlay-title" className="text-xl font-extrabold">
          Leaderboard
        </h1>
        <ResetCountdown nextReset={nextReset} tone="overlay" />
      </div>
      {prize.data && (
        <p className="text-lg font-semibold text-amber-300">
          Weekprijs: {prize.data.product?.name ?? 'Verrassingsprijs'} ({formatEuro(prize.data.valueCents)})
        </p>
      )}
      {entries.length === 0 ? (
        <p className="text-lg font-semibold">Nog geen punten deze week</p>
      ) : (
        <LeaderboardList entries={entries} label="Top 10 van deze week" tone="overlay" />
      )}
    </section>
  )
}
