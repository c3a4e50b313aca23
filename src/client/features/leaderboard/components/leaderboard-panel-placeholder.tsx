import type { Ref } from 'react'
import { Card } from '../../../components/ui/card'

/** Holds the leaderboard's place on home while its code loads, so nothing below it jumps. */
export function LeaderboardPanelPlaceholder({ ref }: { ref?: Ref<HTMLElement> }) {
  return (
    <Card ref={ref} aria-labelledby="leaderboard-title" className="min-h-96">
      <h2 id="leaderboard-title" className="text-2xl font-bold">
        Leaderboard
      </h2>
      <p role="status" className="text-muted-foreground">
        Leaderboard laden...
      </p>
    </Card>
  )
}
