/** The leaderboard shows, archives and announces the week's top ten. */
export const LEADERBOARD_SIZE = 10

/** A buyer's score this week, and when they reached it. */
export type Standing = { tiktokUsername: string; points: number; reachedAt: Date }

/**
 * The order of the leaderboard (decision 009): most points first; a tie goes to whoever reached that
 * score first; the username only makes the order total. The database sorts the same way
 * (src/server/modules/leaderboard/leaderboard.repo.ts).
 */
export function compareStandings(a: Standing, b: Standing): number {
  if (a.points !== b.points) return b.points - a.points
  const reached = a.reachedAt.getTime() - b.reachedAt.getTime()
  if (reached !== 0) return reached
  return a.tiktokUsername < b.tiktokUsername ? -1 : a.tiktokUsername > b.tiktokUsername ? 1 : 0
}

/** Buyers with points, in leaderboard order, numbered from 1: a tie is broken, so every rank is one buyer. */
export function rankStandings<T extends Standing>(standings: readonly T[]): (T & { rank: number })[] {
  return standings
    .filter((standing) => standing.points > 0)
    .sort(compareStandings)
    .map((standing, index) => ({ ...standing, rank: index + 1 }))
}

/** The week's winner: the top buyer, decided by purchases alone; undefined when nobody scored. */
export function weekWinner<T extends Standing>(standings: readonly T[]): T | undefined {
  return rankStandings(standings)[0]
}
