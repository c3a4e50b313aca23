import { SwordsIcon } from 'lucide-react'
import { useRef } from 'react'
import { Card } from '#client/components/ui/card'
import { QueryStatus } from '#client/components/ui/query-status'
import { useActiveBattle } from '#client/resources/battles'
import { BATTLE_SECTION_ID } from '../battle-format'
import { useScrollToSection } from '../use-scroll-to-section'
import { BattleDetails } from './battle-details'

/**
 * product.md 2.4: the active Pack Battle on home. Its data loads with the page, wherever the panel is on
 * screen. `/#pack-battle` (the banner at the top, the phone menu; decision 043) brings it into view,
 * below the sticky header, with focus on its heading.
 */
export function BattlePanel() {
  const battle = useActiveBattle()
  const heading = useRef<HTMLHeadingElement>(null)
  useScrollToSection(BATTLE_SECTION_ID, !battle.isPending, heading)
  return (
    <Card id={BATTLE_SECTION_ID} aria-labelledby="battle-panel-title" className="scroll-mt-20">
      <h2
        ref={heading}
        id="battle-panel-title"
        tabIndex={-1}
        className="flex scroll-mt-20 items-center gap-2 text-2xl font-bold focus:outline-none"
      >
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
