import type { Battle, Participant } from '#shared/contracts/battles'
import { formatDecimalEurosShort } from '#shared/domain/money'

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

/** Where the battle is on home (decision 043): the banner at the top and the phone menu lead here. */
export const BATTLE_SECTION_ID = 'pack-battle'
export const battleSectionPath = `/#${BATTLE_SECTION_ID}`

/** How full the battle is, in a few words: 'Nog 3 plekken vrij', 'Nog 1 plek vrij' or 'Alle plekken bezet'. */
export function spotsLeftText(battle: Pick<Battle, 'maxSpots' | 'spotsAvailable'>): string {
  const free = Math.min(Math.max(battle.spotsAvailable, 0), Math.max(battle.maxSpots, 0))
  if (free === 0) return 'Alle plekken bezet'
  return free === 1 ? 'Nog 1 plek vrij' : `Nog ${free} plekken vrij`
}

/** decision 023: viewers choose a spot in the shop only in a battle that takes shop payments and still runs. */
export function canBuySpots(battle: Pick<Battle, 'shopPayments' | 'isActive' | 'isCompleted'>): boolean {
  return battle.shopPayments && battle.isActive && !battle.isCompleted
}

/** What the spot choice says it costs: 'Plek 4 voor € 12,50', or 'Plek 4 voor € 15,-' (product.md 9). */
export function spotPriceText(spotNumber: number, pricePerSpot: string): string {
  return `Plek ${spotNumber} voor ${formatDecimalEurosShort(pricePerSpot)}`
}

/** A refused spot's free spots, as a sentence under the refusal: 'Nog vrij: plek 1, 3 en 5.' */
export function freeSpotsText(freeSpots: readonly number[]): string {
  if (freeSpots.length === 0) return 'Er is geen plek meer vrij.'
  const spots = freeSpots.map(String)
  const last = spots.pop()
  return `Nog vrij: plek ${spots.length > 0 ? `${spots.join(', ')} en ${last}` : last}.`
}

/**
 * After a spot's payment did not go through (decision 054): whether that spot can be offered again
 * ('offer': the same battle still takes shop payments and the spot is free), was taken meanwhile
 * ('taken': choose another in the same battle), or the battle no longer takes spots ('closed').
 */
export type SpotRetry = 'offer' | 'taken' | 'closed'

export function spotRetry(
  spot: { battleId?: number; spotNumber?: number },
  battle: Pick<Battle, 'id' | 'maxSpots' | 'participants' | 'shopPayments' | 'isActive' | 'isCompleted'> | null | undefined,
): SpotRetry {
  if (!battle || spot.battleId !== battle.id || !canBuySpots(battle)) return 'closed'
  const { spotNumber } = spot
  if (spotNumber === undefined || spotNumber > battle.maxSpots) return 'taken'
  return battle.participants.some((participant) => participant.spotNumber === spotNumber) ? 'taken' : 'offer'
}
