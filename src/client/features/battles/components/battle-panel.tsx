import { SwordsIcon } from 'lucide-react'
import { Card } from '../../../components/ui/card'
import { useActiveBattle } from '../api/battles'
import { BattleDetails } from './battle-details'

/** SPEC 2.4: the active Pack Battle on home. Its data loads with the page, wherever the panel is on screen. */
export function BattlePanel() {
  const battle = useActiveBattle()
  return (
    <Card aria-labelledby="battle-panel-title">
      <h2 id="battle-panel-title" className="flex items-center gap-2 text-2xl font-bold">
        <SwordsIcon aria-hidden className="size-6 text-primary" />
        Pack Battle
      </h2>
      {battle.isPending && <p className="text-muted-foreground">Pack Battle laden...</p>}
      {battle.isError && <p className="text-destructive">De Pack Battle kon niet worden geladen.</p>}
      {battle.isSuccess &&
        (battle.data ? (
          <BattleDetails battle={battle.data} />
        ) : (
          <p className="text-muted-foreground">Er is momenteel geen actieve Pack Battle</p>
        ))}
    </Card>
  )
}
