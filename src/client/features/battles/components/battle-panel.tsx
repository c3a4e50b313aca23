import { SwordsIcon } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Card } from '../../../components/ui/card'
import { useNearViewport } from '../../../lib/use-near-viewport'
import { useActiveBattle } from '../api/battles'

// Below the fold and only for an active battle: not in the storefront's first download, and only
// fetched once the battle's data says there is one (most visits find none).
const BattleDetails = lazy(() => import('./battle-details').then((m) => ({ default: m.BattleDetails })))

/** SPEC 2.4: the active Pack Battle on home. Below the fold there, it loads as it nears the screen. */
export function BattlePanel() {
  const [ref, near] = useNearViewport<HTMLElement>()
  const battle = useActiveBattle({ enabled: near })
  const loading = <p className="text-muted-foreground">Pack Battle laden...</p>
  return (
    <Card ref={ref} aria-labelledby="battle-panel-title">
      <h2 id="battle-panel-title" className="flex items-center gap-2 text-2xl font-bold">
        <SwordsIcon aria-hidden className="size-6 text-primary" />
        Pack Battle
      </h2>
      {battle.isPending && loading}
      {battle.isError && <p className="text-destructive">De Pack Battle kon niet worden geladen.</p>}
      {battle.isSuccess &&
        (battle.data ? (
          <Suspense fallback={loading}>
            <BattleDetails battle={battle.data} />
          </Suspense>
        ) : (
          <p className="text-muted-foreground">Er is momenteel geen actieve Pack Battle</p>
        ))}
    </Card>
  )
}
