import { SwordsIcon } from 'lucide-react'
import { Card } from '#client/components/ui/card'
import { QueryStatus } from '#client/components/ui/query-status'
import { useActiveBattle } from '#client/resources/battles'
import { BattleDetails } from './battle-details'

/** product.md 2.4: the active Pack Battle on home. Its data loads with the page, wherever the panel is on screen. */
export function BattlePanel() {
  const battle = useActiveBattle()
  return (
    <Card aria-labelledby="battle-panel-title">
      <h2 id="battle-panel-title" className="flex items-center gap-2 text-2xl font-bold">
        <SwordsIcon aria-hidden className="size-6 text-primary" />
        Pack Battle
      </h2>
      <QueryStatus
        query={battle}
        loading="Pack Battle laden..."
        failed="De Pack Battle kon niet worden geladen."
        empty={!battle.data && 'Er is momenteel geen actieve Pack Battle'}
      />
      {battle.isSuccess && battle.data && <BattleDetails battle={battle.data} />}
    </Card>
  )
}
