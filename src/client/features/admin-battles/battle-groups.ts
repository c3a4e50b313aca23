import type { Battle, Participant } from '#shared/contracts/battles'

export type BattleGroups = {
  /** Battles still being played: the active one first, then the inactive ones, each newest first. */
  open: Battle[]
  /** Completed battles, most recently completed first (product.md 4: listed separately). */
  completed: Battle[]
}

/** Newest first by creation; ids grow with creation, and the list's own order may be anything. */
const newestFirst = (a: Battle, b: Battle) => b.id - a.id

/** Most recently completed first: completing a battle is its last change, so updatedAt says when. */
export function byCompletedAtDesc(a: Battle, b: Battle): number {
  const at = Date.parse(b.updatedAt) - Date.parse(a.updatedAt)
  return Number.isNaN(at) || at === 0 ? b.id - a.id : at
}

/**
 * product.md 2.12 and 4: active battles first, then inactive ones, then the completed ones apart.
 * A completed battle counts as completed even if it were still flagged active.
 */
export function groupBattles(battles: readonly Battle[]): BattleGroups {
  const open = battles.filter((battle) => !battle.isCompleted)
  const active = open.filter((battle) => battle.isActive).sort(newestFirst)
  const inactive = open.filter((battle) => !battle.isActive).sort(newestFirst)
  const completed = battles.filter((battle) => battle.isCompleted).sort(byCompletedAtDesc)
  return { open: [...active, ...inactive], completed }
}

export type WonBattle = Battle & { winner: Participant }

/** Completed battles that have a winner, most recently completed first. */
export function recentWinners(battles: readonly Battle[]): WonBattle[] {
  return battles
    .filter((battle): battle is WonBattle => battle.isCompleted && battle.winner !== null)
    .sort(byCompletedAtDesc)
}
