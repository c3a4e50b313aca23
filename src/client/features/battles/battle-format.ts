import type { Participant } from '#shared/contracts/battles'

/** product.md 2.4 and 9: the share of spots taken, (maxSpots - spotsAvailable) / maxSpots, kept within 0..1. */
export function battleProgress(maxSpots: number, spotsAvailable: number): number {
  if (!(maxSpots > 0)) return 0
  return Math.min(Math.max((maxSpots - spotsAvailable) / maxSpots, 0), 1)
}

export type BattleSlot = { spotNumber: number; participant: Participant | undefined }

/** Spots 1..maxSpots, each with the participant holding that spotNumber, or none when free. */
export function battleSlots(maxSpots: number, participants: readonly Participant[]): BattleSlot[] {
  const bySpot = new Map<number, Participant>()
  for (const participant of participants) {
    if (!bySpot.has(participant.spotNumber)) bySpot.set(participant.spotNumber, participant)
  }
  return Array.from({ length: Math.max(maxSpots, 0) }, (_, i) => ({
    spotNumber: i + 1,
    participant: bySpot.get(i + 1),
  }))
}
