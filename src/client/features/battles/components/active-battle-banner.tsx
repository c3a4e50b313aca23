import { ChevronDownIcon, SwordsIcon } from 'lucide-react'
import { Link } from 'react-router'
import { useActiveBattle } from '#client/resources/battles'
import { BATTLE_SECTION_ID, spotsLeftText } from '../battle-format'

/**
 * The way to the active Pack Battle from the top of home (decision 043): on a phone the battle is far
 * down the page, below the queue, the collections and the leaderboard. One link, shown only while a
 * battle is active; it says which battle and how full it is, and takes the buyer to its section.
 */
export function ActiveBattleBanner() {
  const battle = useActiveBattle().data
  if (!battle) return null
  return (
    <Link
      to={{ hash: BATTLE_SECTION_ID }}
      className="mt-2 flex min-h-12 items-center gap-3 rounded-[var(--radius)] border border-primary/30 bg-primary/10 px-4 py-2.5 text-sm transition-colors hover:bg-primary/15"
    >
      <SwordsIcon aria-hidden className="size-5 shrink-0 text-primary" />
      <span className="grid min-w-0 flex-1">
        <span className="font-bold">
          Pack Battle: {battle.title}
        </span>
        <span className="text-muted-foreground">{spotsLeftText(battle)}</span>
      </span>
      <span className="flex shrink-0 items-center gap-1 font-semibold text-primary">
        Bekijk
        <ChevronDownIcon aria-hidden className="size-4" />
      </span>
    </Link>
  )
}
