import type { Participant } from '#shared/contracts/battles'

/** The participants in spot order (1 first), without changing the list given. */
export function bySpotNumber(participants: readonly Participant[]): Participant[] {
  return [...participants].sort((a, b) => a.spotNumber - b.spotNumber || a.id - b.id)
}

/** product.md 5: the spots 1..maxSpots nobody holds yet, lowest first; what the add form offers. */
export function freeSpots(maxSpots: number, participants: readonly Participant[]): number[] {
  const taken = new Set(participants.map((participant) => participant.spotNumber))
  const count = Math.max(Math.floor(maxSpots), 0)
  return Array.from({ length: count }, (_, i) => i + 1).filter((spot) => !taken.has(spot))
}

/** product.md 9: spots taken, maxSpots − spotsAvailable, kept within 0..maxSpots. */
export function spotsTaken(maxSpots: number, spotsAvailable: number): number {
  return Math.min(Math.max(maxSpots - spotsAvailable, 0), Math.max(maxSpots, 0))
}

/** product.md 2.12: the winner can only be a paid participant; the choice lists them by spot number. */
export function winnerCandidates(participants: readonly Participant[]): Participant[] {
  return bySpotNumber(participants.filter((participant) => participant.isPaid))
}

/**
 * The spot an add form submits: the one chosen, unless it was taken meanwhile (another tab, a
 * realtime update); then the first free spot, which is also what the form shows.
 */
export function pickSpot(chosen: unknown, free: readonly number[]): number | undefined {
  const spot = Number(chosen)
  return free.includes(spot) ? spot : free[0]
}
